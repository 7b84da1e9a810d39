/**
 * header.md §3 "Special offers", §4 "Notifications", §7, §9: the notification
 * count's rules, pure. Which sources count, and where the last promo visit is
 * kept, are decisions of ours (the spec names neither):
 *
 * - Sources: special offers (PROMO_NOTIFICATIONS), gift cards
 *   (GIFT_CARD_NOTIFICATIONS: the giv-cards call with card class PROMO) and
 *   loyalty (INCIRCLE_NOTIFICATIONS: the same call with card class POINT,
 *   the loyalty programme's point cards). §7 lists no loyalty call, and the
 *   giv-cards call's two card classes are exactly a gift-card source and a
 *   points source, so loyalty is the POINT class rather than an invented call.
 * - Only a signed-in shopper has notifications: the offers call needs a UCA
 *   id (§6: "offers and gift-card data for signed-in users use profile
 *   data"), so a guest's count is 0 and no call is made.
 * - "New since the last promo visit": the time of the last visit to the
 *   special offers page is kept in local storage under
 *   `specialOffersLastVisit` (milliseconds since the epoch), written when the
 *   header is shown on /specialoffers. It outlives the session on purpose:
 *   an offer seen yesterday is not new today. No visit yet: every offer is new.
 */

/** header.md §3 Special offers, decoded. `addedAt` in ms since the epoch, null when absent or unreadable. */
export interface SpecialOffer {
  offerFlag: string;
  promoKey: string;
  addedAt: number | null;
}

/**
 * The most special offers and gift cards of each class read from an answer (docs/ARCHITECTURE.md "Caps on what a
 * service answers"): a shopper has a few; the badge shows "99+" past 99 anyway.
 */
export const OFFERS_CAP = 100;
export const GIFT_CARDS_CAP = 100;

/** header.md §3: "offerFlag (value Evergreen is excluded from the count)". */
const EVERGREEN_FLAG = 'Evergreen';

/** header.md §7 giv-cards: the X-NMG-Card-Class header's two values. */
export type CardClass = 'PROMO' | 'POINT';
export const CARD_CLASS_HEADER = 'X-NMG-Card-Class';

/** header.md §9 toggles of the notification sources. */
export const NOTIFICATION_TOGGLES = {
  promo: 'PROMO_NOTIFICATIONS',
  giftCard: 'GIFT_CARD_NOTIFICATIONS',
  loyalty: 'INCIRCLE_NOTIFICATIONS',
} as const;

/** Where the last promo visit is kept (our key; see above). */
export const LAST_PROMO_VISIT_KEY = 'specialOffersLastVisit';

const isEvergreen = (offer: SpecialOffer) => offer.offerFlag.trim().toLowerCase() === EVERGREEN_FLAG.toLowerCase();

/**
 * The offers that count (§7 "count of new ones since last promo visit"):
 * not Evergreen, and added after the last visit. An offer without a date
 * counts only when there has been no visit (it cannot be shown to be older).
 */
export function newOffers(offers: readonly SpecialOffer[], lastVisit: number | null): SpecialOffer[] {
  return offers.filter((offer) => {
    if (isEvergreen(offer)) return false;
    if (lastVisit === null) return true;
    return offer.addedAt !== null && offer.addedAt > lastVisit;
  });
}

/** A stored visit time: a finite number of ms, else none. */
export function parseLastVisit(raw: unknown): number | null {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
