import type { LineItem } from './lineItem';

/** minicart.md §2: "Size: X / Color: Y"; when one is missing only the other; '' when neither. */
export function sizeColorLine(item: Pick<LineItem, 'size' | 'color'>): string {
  const parts = [item.size && `Size: ${item.size}`, item.color && `Color: ${item.color}`].filter(Boolean);
  return parts.join(' / ');
}

/** minicart.md §2: a QTY line only when quantity is present. */
export function quantityLine(item: Pick<LineItem, 'quantity'>): string | null {
  return item.quantity === null ? null : `QTY: ${item.quantity}`;
}

/**
 * minicart.md §2 routes: `{canonicalUrl}?childItemId=NM{cmosItem}_{colorKey}`;
 * with no colorKey the suffix is just the underscore. A canonicalUrl that
 * already has a query gets `&` instead of a second `?`.
 */
export function productLink(item: Pick<LineItem, 'canonicalUrl' | 'cmosItem' | 'colorKey'>): string | null {
  if (!item.canonicalUrl) return null;
  const separator = item.canonicalUrl.includes('?') ? '&' : '?';
  return `${item.canonicalUrl}${separator}childItemId=NM${item.cmosItem}_${item.colorKey}`;
}
