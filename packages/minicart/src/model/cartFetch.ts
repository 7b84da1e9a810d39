import { cartQuantity, type CartResponse } from '@nm/core';

/**
 * header.md §7 "Cart fetch helper: loads cart when the new add-to-cart flow
 * is on and the cart is empty". With ADD_TO_CART_V2 on, the flyout state is
 * not restored from local storage (header.md §4), so the page starts with no
 * cart: the helper loads one. "Empty" is no cart known, or a cart that holds
 * nothing while the count says the bag has items (an add since it loaded).
 * It needs a user id: a first-time guest has no bag to load.
 */
export function cartFetchNeeded(input: {
  addToCartV2: boolean;
  cart: CartResponse | null;
  count: number;
  hasUserId: boolean;
}): boolean {
  if (!input.addToCartV2 || !input.hasUserId) return false;
  if (input.cart === null) return true;
  return (cartQuantity(input.cart) ?? 0) === 0 && input.count > 0;
}
