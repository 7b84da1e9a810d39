import { $config, checkoutRoute, formatMoney, siteRoute, Skeleton, useStore } from '@nm/core';
import type { Ref } from 'react';
import { EMPTY_SUMMARY, NOT_RESERVED_NOTE, subtotalLabel } from '../../model/cart';
import {
  CHECKOUT_TEXT,
  FLYOUT_FALLBACK_LINK,
  FLYOUT_FALLBACK_TEXT,
  itemsLabel,
  RETRY_LOAD_TEXT,
  VIEW_BAG_TEXT,
} from '../../model/strings';

export interface CheckoutButtonProps {
  totalItems: number;
  totalPrice: number | null;
  isGuestUser: boolean;
  className?: string;
  /** A container next to the button that a host script may fill (the installment "as low as" widget). */
  withInstallments?: boolean;
}

/** minicart.md §2: the call to action receives total items, total price and the guest flag. */
export function CheckoutButton({
  totalItems,
  totalPrice,
  isGuestUser,
  className,
  withInstallments,
}: CheckoutButtonProps) {
  const target = checkoutRoute(!isGuestUser, useStore($config));
  return (
    <div className={`checkout ${className ?? ''}`.trim()}>
      <a
        className="nm-button checkout__button"
        href={target}
        data-total-items={totalItems}
        data-total-price={totalPrice ?? ''}
        data-guest={isGuestUser}
      >
        {CHECKOUT_TEXT}
      </a>
      {withInstallments && (
        <div className="checkout__installments" data-installments="" data-amount={totalPrice ?? ''} />
      )}
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
   * The cart failed to load (the call failed or answered something that is
   * not a cart; minicart.md §8 logs it). The summary then reads the known
   * count without a price ("3 items"; nothing when the count is not known),
   * and the flyout's fallback (header.md §2) takes the place of the actions:
   * "To review your items, please visit your shopping bag.", "View shopping
   * bag" (the cart) and a retry.
   */
  unavailable?: boolean;
  /** Whether `totalItems` is a known count (core `$countKnown`); only read when unavailable. */
  countKnown?: boolean;
  /** "Try again" after a failed load (state/openPanel.ts retryDrawerLoad). */
  onRetry?(): void;
}

/** minicart.md §2 "Summary": kept in view (sticky) while the lines scroll under it. */
export function BagSummary({
  loading,
  totalItems,
  totalPrice,
  isGuestUser,
  headingRef,
  unavailable = false,
  countKnown = true,
  onRetry,
}: BagSummaryProps) {
  const cart = siteRoute('cart', useStore($config));
  if (unavailable && !loading) {
    return (
      <section className="summary" aria-labelledby="nm-bag-summary" data-state="unavailable">
        <h3 className="summary__line" id="nm-bag-summary" ref={headingRef} tabIndex={-1}>
          {countKnown ? (
            <span>{itemsLabel(totalItems)}</span>
          ) : (
            <span className="nm-visually-hidden">Your shopping bag</span>
          )}
        </h3>
        <div className="bag-fallback">
          <p className="bag-fallback__text">{FLYOUT_FALLBACK_TEXT}</p>
          <div className="summary__actions">
            <a className="nm-button" href={cart}>
              {FLYOUT_FALLBACK_LINK}
            </a>
            {onRetry && (
              <button type="button" className="nm-button nm-button--secondary" onClick={onRetry}>
                {RETRY_LOAD_TEXT}
              </button>
            )}
          </div>
        </div>
      </section>
    );
  }
  const empty = !loading && totalItems === 0;
  const state = loading ? 'loading' : empty ? 'empty' : 'ready';
  return (
    <section className="summary" aria-labelledby="nm-bag-summary" aria-busy={loading || undefined} data-state={state}>
      <h3 className="summary__line" id="nm-bag-summary" ref={headingRef} tabIndex={-1}>
        {loading ? (
          <>
            <span className="nm-visually-hidden">Loading your shopping bag</span>
            <Skeleton width="60%" height="20px" />
          </>
        ) : empty ? (
          <span>{EMPTY_SUMMARY}</span>
        ) : (
          <>
            <span>{subtotalLabel(totalItems)}</span> <span className="summary__total">{formatMoney(totalPrice)}</span>
          </>
        )}
      </h3>
      {!empty && <p className="summary__note">{NOT_RESERVED_NOTE}</p>}
      <div className="summary__actions">
        {!empty && !loading && (
          <CheckoutButton totalItems={totalItems} totalPrice={totalPrice} isGuestUser={isGuestUser} />
        )}
        <a className="nm-button nm-button--secondary" href={cart}>
          {VIEW_BAG_TEXT}
        </a>
      </div>
    </section>
  );
}
