import { formatMoney, Skeleton } from '@nm/core';
import type { Ref } from 'react';
import { CART_URL, checkoutTarget, EMPTY_SUMMARY, NOT_RESERVED_NOTE, subtotalLabel } from '../../model/cart';
import { CHECKOUT_TEXT, itemsLabel, VIEW_BAG_TEXT } from '../../model/strings';

export interface CheckoutButtonProps {
  totalItems: number;
  totalPrice: number | null;
  isGuestUser: boolean;
  className?: string;
  /** A container next to the button that a host script may fill (the installment "as low as" widget). */
  withInstallments?: boolean;
}

/** minicart.md §2: the call to action receives total items, total price and the guest flag. */
export function CheckoutButton({ totalItems, totalPrice, isGuestUser, className, withInstallments }: CheckoutButtonProps) {
  return (
    <div className={`checkout ${className ?? ''}`.trim()}>
      <a
        className="nm-button checkout__button"
        href={checkoutTarget(isGuestUser)}
        data-total-items={totalItems}
        data-total-price={totalPrice ?? ''}
        data-guest={isGuestUser}
      >
        {CHECKOUT_TEXT}
      </a>
      {withInstallments && <div className="checkout__installments" data-installments="" data-amount={totalPrice ?? ''} />}
    </div>
  );
}

export interface BagSummaryProps {
  loading: boolean;
  totalItems: number;
  totalPrice: number | null;
  isGuestUser: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The cart failed to load and there is none to show (minicart.md §8: logged
   * only, no message). The summary then reads the known count without a price
   * ("3 items", from the badge's count) and offers View Bag, so the drawer never
   * contradicts the badge; "0 items" only when that count is 0.
   */
  unavailable?: boolean;
}

/** minicart.md §2 "Summary". */
export function BagSummary({ loading, totalItems, totalPrice, isGuestUser, headingRef, unavailable = false }: BagSummaryProps) {
  const empty = !loading && totalItems === 0;
  const state = loading ? 'loading' : unavailable ? 'unavailable' : empty ? 'empty' : 'ready';
  return (
    <section className="summary" aria-labelledby="nm-bag-summary" aria-busy={loading || undefined} data-state={state}>
      <h3 className="summary__line" id="nm-bag-summary" ref={headingRef} tabIndex={-1}>
        {loading
          ? <><span className="nm-visually-hidden">Loading your shopping bag</span><Skeleton width="60%" height="20px" /></>
          : empty
            ? <span>{EMPTY_SUMMARY}</span>
            : unavailable
              ? <span>{itemsLabel(totalItems)}</span>
            : <><span>{subtotalLabel(totalItems)}</span> <span className="summary__total">{formatMoney(totalPrice)}</span></>}
      </h3>
      {!empty && <p className="summary__note">{NOT_RESERVED_NOTE}</p>}
      <div className="summary__actions">
        {!empty && !loading && !unavailable && <CheckoutButton totalItems={totalItems} totalPrice={totalPrice} isGuestUser={isGuestUser} />}
        <a className="nm-button nm-button--secondary" href={CART_URL}>{VIEW_BAG_TEXT}</a>
      </div>
    </section>
  );
}
