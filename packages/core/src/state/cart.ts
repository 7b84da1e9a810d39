import { atom, computed, readonlyType } from 'nanostores';
import { toNumber } from '../format/number';
import { isRecord } from '../format/record';
import { decodeCount, describeValue } from './countValue';
import { setCount } from './count';

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

const $writableCart = atom<CartState>({ cart: null, setFromOutside: false });
/** Read-only: `setCart`, `forgetCart` and `forgetCartSetFromOutside` write it. */
export const $cart = readonlyType($writableCart);

/**
 * Who handed a cart over: the page (`window.minicart.setCart`: opening then
 * does not refetch it) or a cart service's answer (getCart, merge, remove,
 * the bridge's fetchCart, the cart fetch helper).
 */
export type CartSource = 'page' | 'service';

/**
 * The one writer of `$cart` (ARCHITECTURE.md "one writer per store"): every
 * cart, whoever brings it, becomes the current one here, and the count
 * follows its totalQuantity (minicart.md §4), so no caller can set one
 * without the other. The cart is decoded by the caller at its boundary
 * (`cartProblem`).
 */
export function setCart(cart: CartResponse, source: CartSource): void {
  $writableCart.set({ cart, setFromOutside: source === 'page' });
  const quantity = cartQuantity(cart);
  if (quantity !== null) setCount(quantity, 'cart');
}

/**
 * The shopper changed (signed in, signed out, a guest became known): the cart
 * held was someone else's. It is dropped, so the next opening loads the new
 * shopper's bag (the merge flow for a customer); the count is refreshed by
 * the mini-cart's own start-up duties.
 */
export function forgetCart(): void {
  $writableCart.set({ cart: null, setFromOutside: false });
}

/** minicart.md §4: "Closing resets the flag that says the cart was set from outside." The cart stays. */
export function forgetCartSetFromOutside(): void {
  const state = $cart.get();
  if (state.setFromOutside) $writableCart.set({ ...state, setFromOutside: false });
}

/**
 * Any JSON object: the first step of reading something that may hold a cart
 * (an added-items detail, the merge answer). Not a cart yet: `cartProblem`
 * says whether it is one.
 */
export function isCartResponse(value: unknown): value is CartResponse {
  return isRecord(value);
}

/**
 * What makes a cart (minicart.md §3 "Cart response", header.md §3), decided
 * once at every boundary a cart comes in by (getCart, the merge calls, remove,
 * `window.minicart.setCart`):
 * - an object whose `shoppingCart` is an object;
 * - `shoppingCart.totalQuantity` is a count (a whole number from 0, as a
 *   number or a string of digits: `decodeCount`), so `-5`, `1e309` (parsed
 *   as Infinity), `"lots"` and a missing one are refused: the badge follows it;
 * - `shoppingCart.commerceItems`, when present, is an object; its
 *   `shipments`, when present, a list; each shipment's `items`, when present, a list;
 * - `prices`, when present, an object.
 * Returns null for a cart, else the cause, for the one log line that refuses it.
 */
export function cartProblem(value: unknown): string | null {
  if (!isRecord(value)) return `${describeValue(value)}, not an object`;
  const { shoppingCart, prices } = value;
  if (!isRecord(shoppingCart))
    return shoppingCart === undefined ? 'no shoppingCart' : `shoppingCart is ${describeValue(shoppingCart)}`;
  if (decodeCount(shoppingCart.totalQuantity) === null) {
    return shoppingCart.totalQuantity === undefined
      ? 'no shoppingCart.totalQuantity'
      : `shoppingCart.totalQuantity is ${describeValue(shoppingCart.totalQuantity)}, not a whole number from 0`;
  }
  const { commerceItems } = shoppingCart;
  if (commerceItems !== undefined && commerceItems !== null) {
    if (!isRecord(commerceItems)) return `shoppingCart.commerceItems is ${describeValue(commerceItems)}`;
    const { shipments } = commerceItems;
    if (shipments !== undefined && shipments !== null) {
      if (!Array.isArray(shipments))
        return `shoppingCart.commerceItems.shipments is ${describeValue(shipments)}, not a list`;
      const bad = shipments.findIndex(
        (shipment) =>
          isRecord(shipment) &&
          shipment.items !== undefined &&
          shipment.items !== null &&
          !Array.isArray(shipment.items),
      );
      if (bad >= 0) return `shipments[${bad}].items is not a list`;
    }
  }
  if (prices !== undefined && prices !== null && !isRecord(prices)) return `prices is ${describeValue(prices)}`;
  return null;
}

/** A cart or null: `cartProblem` as a type guard. */
export function isCart(value: unknown): value is CartResponse {
  return cartProblem(value) === null;
}

/** The item count a cart reports, or null when it does not say. */
export function cartQuantity(cart: CartResponse | null): number | null {
  return decodeCount(cart?.shoppingCart?.totalQuantity);
}

/**
 * minicart.md §3: the drawer's subtotal is prices.orderTotalWithoutTaxAndShipmentCharge,
 * "also prices.mdseTotalAmt in the flyout" (header.md §3 "Cart data used by
 * the header: prices.mdseTotalAmt"). Each reads its own field first and the
 * other when its own is missing or not a price.
 */
export function cartSubtotal(cart: CartResponse | null, presentation: 'drawer' | 'flyout' = 'drawer'): number | null {
  const order = toNumber(cart?.prices?.orderTotalWithoutTaxAndShipmentCharge);
  const merchandise = toNumber(cart?.prices?.mdseTotalAmt);
  return presentation === 'flyout' ? (merchandise ?? order) : (order ?? merchandise);
}

export const $subtotal = computed($cart, (state) => cartSubtotal(state.cart));
