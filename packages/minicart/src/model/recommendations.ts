import type { LineItem } from './lineItem';

/** minicart.md §2, §7, §9. */
export const RECS_PAGE_SIZE = 4;
export const RECS_CHANNEL = 'NMO';
export const RECS_PLACEMENT = 'MINI_CART';

export function recommendationsTitle(hasItems: boolean): string {
  return hasItems ? 'Complete The Look' : 'Trending Styles';
}

/**
 * minicart.md §7: the variantId is the product id with a colour-name suffix,
 * from the most expensive item by originalPrice; none for an empty bag. The
 * suffix joins with an underscore, the colour's spaces removed.
 */
export function recommendationVariantId(items: readonly LineItem[]): string | undefined {
  let best: LineItem | undefined;
  for (const item of items) {
    if (!item.productId) continue;
    if (!best || (item.originalPrice ?? -Infinity) > (best.originalPrice ?? -Infinity)) best = item;
  }
  if (!best) return undefined;
  const colour = best.color.replace(/\s+/g, '');
  return colour ? `${best.productId}_${colour}` : best.productId;
}
