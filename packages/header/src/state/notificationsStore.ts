import { atom } from 'nanostores';
import type { SpecialOffer } from '../model/notifications';
import type { OfferPrompt } from '../model/offers';

/** header.md §3 Header state "numNotifications, offersData (a count and promptData)". */
export interface NotificationsState {
  count: number;
  /** The new special offers (not Evergreen, added since the last promo visit). */
  offers: SpecialOffer[];
  /** The tooltip's message for a signed-in shopper; null when there are no new offers. */
  promptData: OfferPrompt | null;
}

export const EMPTY_NOTIFICATIONS: NotificationsState = { count: 0, offers: [], promptData: null };

/**
 * The store alone, in the initial JS for the badge: written only by the
 * actions in ./notifications.ts, which load (with their calls) when the first
 * header connects.
 */
export const $notifications = atom<NotificationsState>(EMPTY_NOTIFICATIONS);
