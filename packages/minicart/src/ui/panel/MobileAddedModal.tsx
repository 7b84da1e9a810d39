import { ADDED_TO_BAG_TITLE, CHECKOUT_TEXT, CONTINUE_SHOPPING_TEXT } from '../../model/strings';
import {
  $config,
  $count,
  $mobileMiniCart,
  $session,
  checkoutRoute,
  Dialog,
  dismissMobileMiniCart,
  ErrorBoundary,
  useStore,
} from '@nm/core';
import { useMemo } from 'react';
import { decodeAddedItems, itemsInBagLabel } from '../../model/addedItems';
import { LineItemRow } from './LineItemRow';

/** header.md §2 "Mobile add-to-bag modal", opened by openMobileMiniCart at phone widths. */
export function MobileAddedModal({ returnFocusTo }: { returnFocusTo: HTMLElement | null }) {
  const mobile = useStore($mobileMiniCart);
  const count = useStore($count);
  const session = useStore($session);
  const checkout = checkoutRoute(session.customer.isLoggedin, useStore($config));
  const items = useMemo(() => decodeAddedItems(mobile?.content), [mobile]);
  const close = dismissMobileMiniCart;
  // The lines' notes count their dates from when the page asked for the modal (only lines of its content show).
  const today = new Date(mobile?.at ?? 0);
  return (
    <Dialog
      open={mobile !== null}
      onClose={close}
      title={ADDED_TO_BAG_TITLE}
      placement="center"
      returnFocusTo={returnFocusTo}
      className="added-modal"
    >
      <ErrorBoundary tag="nm-minicart added" resetKey={mobile?.at}>
        <div className="added">
          {items.length > 0 && (
            <ul className="lines" aria-label="Added items">
              {items.map((item) => (
                <LineItemRow key={item.itemId} item={item} today={today} />
              ))}
            </ul>
          )}
          <p className="added__count">{itemsInBagLabel(count)}</p>
          <div className="added__actions">
            <a className="nm-button" href={checkout}>
              {CHECKOUT_TEXT}
            </a>
            <button type="button" className="nm-button nm-button--secondary" onClick={close}>
              {CONTINUE_SHOPPING_TEXT}
            </button>
          </div>
        </div>
      </ErrorBoundary>
    </Dialog>
  );
}
