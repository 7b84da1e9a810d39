/** minicart.md §2 routes. */
export const CART_URL = '/cart/';
const CHECKOUT_URL = '/checkout/';

/** minicart.md §6: signed-in shoppers check out at /checkout/, guests at /cart/. */
export function checkoutTarget(isGuestUser: boolean): string {
  return isGuestUser ? CART_URL : CHECKOUT_URL;
}
