import type { LineItem } from './lineItem';

/** minicart.md §4 "Discount display type", first match wins. */
export type DiscountType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export function discountType(item: Pick<LineItem, 'adorned' | 'percentOff' | 'dollarOff'>): DiscountType {
  // "An item is hard-marked-down when it is adorned."
  const hard = item.adorned;
  const percent = item.percentOff !== null;
  const dollar = item.dollarOff !== null;
  if (hard && percent && dollar) return 1;
  if (hard && percent) return 2;
  if (hard && dollar) return 3;
  if (percent && dollar) return 4;
  if (hard) return 5;
  if (percent) return 6;
  if (dollar) return 7;
  return 8;
}

export interface PriceDisplay {
  type: DiscountType;
  /** What the shopper pays per unit. */
  price: number | null;
  /** Struck through when set: the retail price of a hard markdown, else the price before promotions. */
  struck: number | null;
  /** Promotion labels in the order they apply ("20% off", "$50.00 off" is formatted by the UI). */
  percentOff: number | null;
  dollarOff: number | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The prices a line shows for its discount type. Promotions apply percent
 * first, then dollars (the order the service's markdown steps come in); when
 * the service sent the steps, its last step is the price.
 */
export function priceDisplay(item: LineItem): PriceDisplay {
  const type = discountType(item);
  const base = item.itemPrice;
  let price = base;
  if (base !== null && (item.percentOff !== null || item.dollarOff !== null)) {
    if (item.priceAfterPromotions !== null) price = item.priceAfterPromotions;
    else {
      let p = base;
      if (item.percentOff !== null) p = round(p * (1 - item.percentOff / 100));
      if (item.dollarOff !== null) p = round(Math.max(0, p - item.dollarOff));
      price = p;
    }
  }
  let struck: number | null = null;
  if (item.adorned && item.originalPrice !== null) struck = item.originalPrice;
  else if (type !== 8 && base !== null) struck = base;
  if (struck !== null && price !== null && struck <= price) struck = null;
  return { type, price, struck, percentOff: item.percentOff, dollarOff: item.dollarOff };
}
