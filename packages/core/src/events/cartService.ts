import type { CartResponse } from '../state/cart';

/** The calls a cart package provides to `window.minicart` (registered at start-up); the bridge itself knows no URLs. */
export interface CartService {
  fetchCart(): Promise<CartResponse>;
  fetchCount(): Promise<number>;
}
