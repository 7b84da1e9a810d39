import {
  $config,
  $count,
  Dialog,
  siteRoute,
  useLazySheet,
  type DialogCloseReason,
  type OutboundEventDetails,
  useStore,
} from '@nm/core';
import { STRINGS } from '../model/strings';
import { $recommendations } from '../state/store';
import { Carousel } from './Carousel';
import { MODAL_CSS } from './styles';

type CloseAction = OutboundEventDetails['nm:abandon-cart-closed']['action'];

export interface ModalProps {
  onClose(action: CloseAction): void;
}

/** Escape and the backdrop are the dialog's own cancel (the contract's `cancel`); the × is `close-button`. */
const actionOf = (reason: DialogCloseReason): CloseAction => (reason === 'close-button' ? 'close-button' : 'cancel');

/**
 * header.md §4 "Abandon-cart modal": core's Dialog titled with the
 * service's masterApiLabel, the bag reminder, the recommendations carousel
 * when at least 3 came back, Cancel and "Go to Shopping Bag" (the cart, core siteRoute).
 * Focus returns to where it was when the dialog closes (core Dialog).
 */
export function Modal({ onClose }: ModalProps) {
  useLazySheet(MODAL_CSS);
  const recommendations = useStore($recommendations);
  const count = useStore($count);
  const cart = siteRoute('cart', useStore($config));
  return (
    <Dialog
      open
      onClose={(reason) => onClose(actionOf(reason))}
      title={recommendations.label || STRINGS.defaultTitle}
      closeLabel={STRINGS.close}
      className="abandon-cart"
    >
      <p className="abandon-cart__reminder">{STRINGS.reminder(count)}</p>
      {recommendations.status === 'loading' && (
        <div className="abandon-cart__loading" role="status">
          {STRINGS.loading}
        </div>
      )}
      {recommendations.status === 'ready' && <Carousel products={recommendations.products} />}
      <div className="abandon-cart__actions">
        <button type="button" className="abandon-cart__cancel" onClick={() => onClose('cancel')}>
          {STRINGS.cancel}
        </button>
        <a className="abandon-cart__bag" href={cart} onClick={() => onClose('go-to-bag')}>
          {STRINGS.goToBag}
        </a>
      </div>
    </Dialog>
  );
}
