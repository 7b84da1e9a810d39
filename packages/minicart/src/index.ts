/**
 * <nm-minicart> (minicart.md): the bag icon and count, the flyout and the drawer, their cart, flyout, pickup and
 * recommendation calls (api/), and the page-wide duties startMiniCart runs once (the count refresh, the count's
 * announcement, the flyout's kept state). Leaves the shared cart, count and panel stores and their writers
 * (setCart, setCount, openMiniCart) to core, the page's events and window.minicart to core's events and bridge,
 * who the shopper is to @nm/session, and where the icon sits to the page or <nm-header>.
 */
export { miniCartElement, miniCartWidget } from './element';
export { miniCartElementMeta } from './element.meta';
export { cartService } from './api/cart';
export { startMiniCart } from './state/start';
export type { MiniCartProps } from './ui/MiniCart';
export { MiniCart } from './ui/MiniCart';
export { MINICART_CSS } from './ui/styles';
