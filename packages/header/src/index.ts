/**
 * <nm-header> (docs/header.md): the shell and its page ids' rules, the account menu and inline sign-in, the
 * notification count and its call, the special offers tooltip, Our Stores, the sticky follower and the gender
 * choice; its stores are in state/ ($accountMenu, $notifications, $offersTooltip, $storesPanel, $sticky). Leaves the
 * bag to @nm/minicart and the box to @nm/search (rendered inside it), the silo bar and mobile menu to @nm/navigation,
 * the hamburger's store and the gender's writer to core, and who the shopper is to @nm/session.
 */
export { headerWidget } from './element';
export { headerElementMeta } from './element.meta';
export type { HeaderProps } from './ui/Header';
export { brandOf as headerBrand } from './model/brand';
export { STICKY_DESKTOP_CSS } from './ui/styles';
