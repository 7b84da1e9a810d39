export { miniCartElement } from './element';
export { miniCartElementMeta } from './element.meta';
export { cartService } from './api/cart';
export { startMiniCart } from './state/start';
export type { MiniCartProps } from './ui/MiniCart';
export { MiniCart } from './ui/MiniCart';
export { MINICART_CSS } from './ui/styles';
