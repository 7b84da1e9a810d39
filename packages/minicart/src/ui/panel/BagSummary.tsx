import { formatMoney, Skeleton } from '@nm/core';
import type { Ref } from 'react';
import { CART_URL, checkoutTarget, EMPTY_SUMMARY, NOT_RESERVED_NOTE, subtotalLabel } from '../../model/cart';

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
        Checkout
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
}

/** minicart.md §2 "Summary". */
export function BagSummary({ loading, totalItems, totalPrice, isGuestUser, headingRef }: BagSummaryProps) {
  const empty = !loading && totalItems === 0;
  return (
    <section className="summary" aria-labelledby="nm-bag-summary" aria-busy={loading || undefined}>
      <h3 className="summary__line" id="nm-bag-summary" ref={headingRef} tabIndex={-1}>
        {loading
          ? <><span className="nm-visually-hidden">Loading your shopping bag</span><Skeleton width="60%" height="20px" /></>
          : empty
            ? <span>{EMPTY_SUMMARY}</span>
            : <><span>{subtotalLabel(totalItems)}</span> <span className="summary__total">{formatMoney(totalPrice)}</span></>}
      </h3>
      {!empty && <p className="summary__note">{NOT_RESERVED_NOTE}</p>}
      <div className="summary__actions">
        {!empty && !loading && <CheckoutButton totalItems={totalItems} totalPrice={totalPrice} isGuestUser={isGuestUser} />}
        <a className="nm-button nm-button--secondary" href={CART_URL}>View Bag</a>
      </div>
    </section>
  );
}
