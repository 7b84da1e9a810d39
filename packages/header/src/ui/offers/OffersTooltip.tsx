import { OFFERS_PAGE_URL, OFFERS_SIGN_IN_URL, OFFERS_STRINGS } from '../../model/offers';
import { dismissOffersTooltip, holdOffersTooltip, type OffersTooltip as Tooltip } from '../../state/offers';

/**
 * header.md §4 "Special offers tooltip" (lazy: model/offers.ts holds the
 * wording). A non-modal group in the page's tab order, not a focus trap:
 * focus never moves to it, the keyboard reaches it after the account
 * area. Its button, Escape anywhere, a press outside it and a click inside it
 * dismiss it (state/offers.ts); its link is followed.
 */
export function OffersTooltip({ tooltip }: { tooltip: Tooltip }) {
  const guest = tooltip.kind === 'guest';
  return (
    <div
      ref={holdOffersTooltip}
      className="offers-tooltip"
      role="group"
      aria-label={OFFERS_STRINGS.label}
      data-analytics={guest ? undefined : tooltip.prompt.analyticsCode}
      onClick={dismissOffersTooltip}
    >
      <p className="offers-tooltip__message">{guest ? OFFERS_STRINGS.guestMessage : tooltip.prompt.message}</p>
      <a className="offers-tooltip__action" href={guest ? OFFERS_SIGN_IN_URL : OFFERS_PAGE_URL}>
        {guest ? OFFERS_STRINGS.guestAction : OFFERS_STRINGS.signedInAction}
      </a>
      <button
        type="button"
        className="offers-tooltip__close"
        aria-label={OFFERS_STRINGS.dismiss}
        onClick={dismissOffersTooltip}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
