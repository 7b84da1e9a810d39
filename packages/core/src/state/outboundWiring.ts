import { emit } from '../events/outbound';
import { $subtotal } from './cart';
import { $count } from './count';
import { $miniCartPanel } from './miniCartPanel';
import { $firstName, $signedIn } from './session';

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
  let lastSession = { signedIn: $signedIn.get(), firstName: $firstName.get() };
  const sessionChanged = () => {
    const next = { signedIn: $signedIn.get(), firstName: $firstName.get() };
    if (next.signedIn === lastSession.signedIn && next.firstName === lastSession.firstName) return;
    lastSession = next;
    emit('nm:session-changed', next);
  };
  const offSignedIn = $signedIn.listen(sessionChanged);
  const offFirstName = $firstName.listen(sessionChanged);
  return () => {
    offCount();
    offSubtotal();
    offPanel();
    offSignedIn();
    offFirstName();
  };
}
