import { PRODUCTS_PER_SLIDE, RECS_MAXIMUM, RECS_MINIMUM } from './constants';

/** header.md §3 "Recommended product (abandon-cart)", decoded (api/stylyze.ts). */
export interface RecommendedProduct {
  id: string;
  name: string;
  designer: string;
  /** media.main.dynamic.url, through the URL policy; '' shows the no-image picture. */
  imageUrl: string;
  promotionalPrice: number | null;
  retailPrice: number | null;
  adornments: ReadonlyArray<{ label: string; price: number }>;
  /** promotions[0].percentOff */
  percentOff: number | null;
  onSale: boolean;
  displayable: boolean;
  /** details.canonicalUrl, through the URL policy; '' when refused. */
  canonicalUrl: string;
}

/**
 * §5: recommendations show only when at least 3 displayable products come
 * back; at most 12 are kept. Null: no carousel (the modal still reminds the
 * shopper of the bag).
 */
export function keptRecommendations<T extends { displayable: boolean }>(products: readonly T[]): T[] | null {
  const displayable = products.filter((product) => product.displayable);
  if (displayable.length < RECS_MINIMUM) return null;
  return displayable.slice(0, RECS_MAXIMUM);
}

/** §9: 3 visible per slide; the last slide holds what is left. */
export function toSlides<T>(products: readonly T[], perSlide: number = PRODUCTS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < products.length; start += perSlide) slides.push(products.slice(start, start + perSlide));
  return slides;
}

export interface PriceDisplay {
  /** What the shopper pays now. */
  current: number | null;
  /** The price before, struck through; null when there is none or it is not higher. */
  original: number | null;
  /** "NN% off" when the first promotion has one. */
  percentOff: number | null;
}

/**
 * Decision (the spec lists the fields, not the layout): the current price is
 * the promotional price, else the adornment labelled "Now", else the retail
 * price; the struck-through price is the adornment labelled "Original", else
 * the retail price when a promotional price is shown; it is shown only when
 * higher than the current price. The percentage shows when above 0.
 */
export function priceDisplay(
  product: Pick<RecommendedProduct, 'promotionalPrice' | 'retailPrice' | 'adornments' | 'percentOff'>,
): PriceDisplay {
  const adornment = (label: string) => product.adornments.find((a) => a.label.toLowerCase() === label)?.price ?? null;
  const current = product.promotionalPrice ?? adornment('now') ?? product.retailPrice;
  const before = adornment('original') ?? (product.promotionalPrice !== null ? product.retailPrice : null);
  return {
    current,
    original: before !== null && current !== null && before > current ? before : null,
    percentOff: product.percentOff !== null && product.percentOff > 0 ? Math.round(product.percentOff) : null,
  };
}
