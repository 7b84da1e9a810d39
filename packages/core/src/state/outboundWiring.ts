import { emit } from '../events/outbound';
import { $subtotal } from './cart';
import { $count } from './count';
import { $miniCartPanel } from './miniCartPanel';

/**
 * The one place that turns shared state changes into `nm:` events, so two
 * mini-cart instances never announce the same change twice.
 */
export function startOutboundEvents(): () => void {
  let last = { count: $count.get(), subtotal: $subtotal.get() };
  const cartChanged = () => {
    const next = { count: $count.get(), subtotal: $subtotal.get() };
    if (next.count === last.count && next.subtotal === last.subtotal) return;
    last = next;
    emit('nm:cart-changed', next);
  };
  const offCount = $count.listen(cartChanged);
  const offSubtotal = $subtotal.listen(cartChanged);
  const offPanel = $miniCartPanel.listen((panel) => {
    if (!panel.trigger) return;
    emit(panel.open ? 'nm:minicart-opened' : 'nm:minicart-closed', { trigger: panel.trigger });
  });
  return () => { offCount(); offSubtotal(); offPanel(); };
}
