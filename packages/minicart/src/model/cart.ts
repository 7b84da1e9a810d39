import { cartQuantity, cartSubtotal, type CartResponse, isRecord } from '@nm/core';
import { decodeLineItem, type LineItem } from './lineItem';

/** What the bag shows, decoded from a cart answer (minicart.md §3). */
export interface BagView {
  items: LineItem[];
  totalItems: number;
  /** The drawer's subtotal (prices.orderTotalWithoutTaxAndShipmentCharge). */
  totalPrice: number | null;
  /** The flyout's subtotal (prices.mdseTotalAmt; header.md §3). */
  flyoutTotalPrice: number | null;
}

/** The shipments list, or [] when the cart has none or sent something else (minicart.md §3). */
export function cartShipments(cart: CartResponse | null): Array<Record<string, unknown>> {
  const shipments = cart?.shoppingCart?.commerceItems?.shipments;
  return Array.isArray(shipments) ? shipments.filter(isRecord) : [];
}

/** minicart.md §4 "Item order": newest lastUpdatedTimestamp first; ties keep the service's order. */
export function sortNewestFirst(items: readonly LineItem[]): LineItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.lastUpdated - a.item.lastUpdated || a.index - b.index)
    .map(({ item }) => item);
}

export function bagView(cart: CartResponse | null): BagView {
  const items: LineItem[] = [];
  for (const shipment of cartShipments(cart)) {
    const storeId =
      typeof shipment.storeId === 'string' || typeof shipment.storeId === 'number' ? String(shipment.storeId) : '';
    const list = Array.isArray(shipment.items) ? shipment.items : [];
    for (const raw of list) {
      const item = decodeLineItem(raw, storeId);
      if (item) items.push(item);
    }
  }
  const counted = items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  return {
    items: sortNewestFirst(items),
    totalItems: cartQuantity(cart) ?? counted,
    totalPrice: cartSubtotal(cart, 'drawer'),
    flyoutTotalPrice: cartSubtotal(cart, 'flyout'),
  };
}

/** minicart.md §2: "Subtotal (N item/items)". */
export function subtotalLabel(totalItems: number): string {
  return `Subtotal (${totalItems} ${totalItems === 1 ? 'item' : 'items'})`;
}

/** minicart.md §2: an empty bag's summary reads "0 items". */
export const EMPTY_SUMMARY = '0 items';
export const NOT_RESERVED_NOTE = 'Items and promotional pricing are not reserved until checkout is complete';
/** header.md §2: the flyout wording. */
export const FLYOUT_NOT_RESERVED_NOTE =
  'Please note: Items and promotional pricing are not reserved until checkout is complete.';

/** minicart.md §2 panel header. */
export function bagTitle(firstName: string): string {
  return firstName ? `${firstName}'s Shopping Bag` : 'Your Shopping Bag';
}
