export { miniCartElement } from './element';
export { cartService, fetchCart, fetchCount } from './api/cart';
export { CartIcon } from './ui/CartIcon';
export { startMiniCart } from './state/start';
