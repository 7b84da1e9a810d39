import { atom, computed } from 'nanostores';
import { toNumber } from '../format/number';

/**
 * The cart answer as the cart service sends it (minicart.md §3). Only the
 * fields the shared layer reads are typed here; the mini-cart package decodes
 * the items it displays.
 */
export interface CartResponse {
  shoppingCart?: {
    totalQuantity?: number | string;
    commerceItems?: { shipments?: Array<{ storeId?: string; items?: unknown[] }> };
  };
  prices?: {
    orderTotalWithoutTaxAndShipmentCharge?: number | string;
    mdseTotalAmt?: number | string;
  };
  [key: string]: unknown;
}

export interface CartState {
  cart: CartResponse | null;
  /** minicart.md §4: set when other page code supplied the cart, so opening does not refetch it. */
  setFromOutside: boolean;
}

export const $cart = atom<CartState>({ cart: null, setFromOutside: false });

export function isCartResponse(value: unknown): value is CartResponse {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The item count a cart reports, or null when it does not say. */
export function cartQuantity(cart: CartResponse | null): number | null {
  const quantity = toNumber(cart?.shoppingCart?.totalQuantity);
  return quantity !== null && Number.isInteger(quantity) && quantity >= 0 ? quantity : null;
}

/** minicart.md §3: the subtotal, with the flyout's mdseTotalAmt as the fallback. */
export function cartSubtotal(cart: CartResponse | null): number | null {
  return toNumber(cart?.prices?.orderTotalWithoutTaxAndShipmentCharge) ?? toNumber(cart?.prices?.mdseTotalAmt);
}

export const $subtotal = computed($cart, (state) => cartSubtotal(state.cart));
