import {
  $auth, $authPhase, $config, $signedIn, $userId, isToggleOn, logError, logFailure, webStorage, type ApiResult,
} from '@nm/core';
import { getGiftCardCount, getSpecialOffers } from '../api/notifications';
import {
  LAST_PROMO_VISIT_KEY, NOTIFICATION_TOGGLES, newOffers, parseLastVisit, type SpecialOffer,
} from '../model/notifications';
import { chooseOfferPrompt } from '../model/offers';
import { $notifications, EMPTY_NOTIFICATIONS as EMPTY } from './notificationsStore';

export { $notifications } from './notificationsStore';

/** Which refresh is the latest: an older one finishing late must not overwrite it. */
let generation = 0;
let controller: AbortController | null = null;

function lastPromoVisit(): number | null {
  return parseLastVisit(webStorage.readRaw('local', LAST_PROMO_VISIT_KEY));
}

/** Each source answers 0 (or no offers) on error, the failure logged (header.md §8). */
async function orZero<T>(result: Promise<ApiResult<T>>, zero: T): Promise<T> {
  const answer = await result;
  if (answer.ok) return answer.data;
  logFailure(answer, 'Header');
  return zero;
}

/** header.md §8: "Notification fetch failure: count resets to 0 and offers are emptied." */
export function resetNotifications(): void {
  generation += 1;
  controller?.abort();
  controller = null;
  $notifications.set(EMPTY);
}

/**
 * header.md §4, §7: the count is the new special offers (PROMO_NOTIFICATIONS)
 * plus the PROMO gift cards (GIFT_CARD_NOTIFICATIONS) plus the POINT cards
 * (INCIRCLE_NOTIFICATIONS), in parallel. Only for a signed-in shopper with the
 * ids the calls need; a guest's count is 0 (model/notifications.ts).
 */
export async function refreshNotifications(): Promise<void> {
  const mine = ++generation;
  controller?.abort();
  const abort = new AbortController();
  controller = abort;
  try {
    const config = $config.get();
    const on = (name: string) => isToggleOn(config, name);
    const { ucaId } = $auth.get();
    const profileId = $userId.get();
    if (!$signedIn.get()) {
      $notifications.set(EMPTY);
      return;
    }
    const [offers, giftCards, points] = await Promise.all([
      on(NOTIFICATION_TOGGLES.promo) && ucaId ? orZero(getSpecialOffers(ucaId, abort.signal), [] as SpecialOffer[]) : [],
      on(NOTIFICATION_TOGGLES.giftCard) && profileId ? orZero(getGiftCardCount(profileId, 'PROMO', abort.signal), 0) : 0,
      on(NOTIFICATION_TOGGLES.loyalty) && profileId ? orZero(getGiftCardCount(profileId, 'POINT', abort.signal), 0) : 0,
    ]);
    if (mine !== generation) return;
    const fresh = newOffers(offers, lastPromoVisit());
    $notifications.set({
      count: fresh.length + giftCards + points,
      offers: fresh,
      promptData: fresh.length > 0 ? chooseOfferPrompt(fresh) : null,
    });
  } catch (error) {
    if (mine !== generation) return;
    logError('Header: the notification count could not be worked out', error);
    $notifications.set(EMPTY);
  } finally {
    if (controller === abort) controller = null;
  }
}

/**
 * The shopper is on the special offers page: the offers they had are no
 * longer new (model/notifications.ts, "last promo visit"). The visit time is
 * kept and the offers leave the count.
 */
export function markPromoVisit(now: number = Date.now()): void {
  webStorage.writeRaw('local', LAST_PROMO_VISIT_KEY, String(now));
  const current = $notifications.get();
  if (current.offers.length === 0) return;
  $notifications.set({ count: Math.max(0, current.count - current.offers.length), offers: [], promptData: null });
}

/**
 * Start-up wiring (per page, once): refresh when the session resolves and on
 * sign-in; on sign-out zero the count when PROMO_NOTIFICATIONS is on
 * (header.md §4). Offers and the prompt are personal, so sign-out always
 * empties them; with the toggle off the count is left as it was, as the
 * spec says nothing else. Returns the stop.
 */
export function startNotifications(): () => void {
  let signedIn = $signedIn.get();
  const ready = () => $authPhase.get() === 'resolved' || $authPhase.get() === 'none' || $authPhase.get() === 'late';
  if (ready() && signedIn) void refreshNotifications();
  const offPhase = $authPhase.listen((phase) => {
    if (phase === 'resolved' && $signedIn.get()) void refreshNotifications();
  });
  const offSignedIn = $signedIn.listen((now) => {
    const was = signedIn;
    signedIn = now;
    if (now && !was) {
      // The phase listener refreshes when the session resolves at the same time.
      if ($authPhase.get() !== 'resolving') void refreshNotifications();
    } else if (!now && was) {
      generation += 1;
      controller?.abort();
      const zero = isToggleOn($config.get(), NOTIFICATION_TOGGLES.promo);
      $notifications.set({ count: zero ? 0 : $notifications.get().count, offers: [], promptData: null });
    }
  });
  return () => { offPhase(); offSignedIn(); };
}
