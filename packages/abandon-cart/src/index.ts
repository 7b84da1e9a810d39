/**
 * <nm-abandon-cart-modal> (docs/abandon-cart.md): when the reminder may show (model/rules.ts, one cross-tab claim a
 * day), the watching → counting (5 s) → open machine on core's Clock, the stylyze recommendations call, the modal
 * and its nm:abandon-cart-shown / -closed events. Leaves the cart count to core's $count (it never fetches the
 * cart), who the shopper is to @nm/session, and the other dialogs it must not cover to the page (it only checks
 * that none is open). It has no box of its own.
 */
export { abandonCartWidget } from './element';
export { abandonCartElementMeta } from './element.meta';
export type { AbandonCartModalProps } from './ui/AbandonCartModal';
