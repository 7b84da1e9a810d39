import {
  $auth,
  $authPhase,
  $config,
  $signedIn,
  $userId,
  isToggleOn,
  logError,
  logFailure,
  webStorage,
  type ApiResult,
} from '@nm/core';
import { computed } from 'nanostores';
import { getGiftCardCount, getSpecialOffers } from '../api/notifications';
import {
  LAST_PROMO_VISIT_KEY,
  NOTIFICATION_TOGGLES,
  newOffers,
  parseLastVisit,
  type SpecialOffer,
} from '../model/notifications';
import { chooseOfferPrompt } from '../model/offers';
import { $notifications, EMPTY_NOTIFICATIONS as EMPTY } from './notificationsStore';

export { $notifications } from './notificationsStore';

/** Which refresh is the latest: an older one finishing late must not overwrite it. */
let generation = 0;
let controller: AbortController | null = null;
/**
 * Whom the count is for: nobody ('') for a guest; for a signed-in shopper,
 * the ids the calls are made with. A sign-in changes more than one store
 * (the session writes the cookies, which turn $signedIn true while $auth still
 * holds the guest, then $auth): following this key, and reading it a
 * microtask later, refreshes once, for the customer, whatever the order.
 */
const $notificationsFor = computed([$signedIn, $auth, $userId], (signedIn, auth, userId) =>
  signedIn ? `${userId ?? ''} ${auth.ucaId ?? ''}` : '',
);

/**
 * Whom the count in $notifications was asked for (a `$notificationsFor` key;
 * null: nobody yet). Page-wide, so a header removed and added again, which
 * stops and starts the follower, asks again only when the shopper changed
 * in between: the calls follow the session, not the elements.
 */
let askedFor: string | null = null;

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
  askedFor = null;
  generation += 1;
  controller?.abort();
  controller = null;
  $notifications.set(EMPTY);
}

/**
 * header.md §4, §7: the count is the new special offers (PROMO_NOTIFICATIONS)
 * plus the PROMO gift cards (GIFT_CARD_NOTIFICATIONS) plus the POINT cards
 * (INCIRCLE_NOTIFICATIONS), in parallel. Only for a signed-in shopper with the
 * ids the calls need; a guest's count is 0 (model/notifications.ts). The calls
 * are bearer-authenticated (§7): a page signed in only by the server's cookies
 * has no token (the session resolved none), so the giv-cards calls, which
 * would answer 401, are not made (the offers call needs the session's UCA id,
 * which comes with the token).
 */
export async function refreshNotifications(): Promise<void> {
  askedFor = $notificationsFor.get();
  const mine = ++generation;
  controller?.abort();
  const abort = new AbortController();
  controller = abort;
  try {
    const config = $config.get();
    const on = (name: string) => isToggleOn(config, name);
    const { ucaId, token } = $auth.get();
    const profileId = $userId.get();
    if (!$signedIn.get()) {
      $notifications.set(EMPTY);
      return;
    }
    const cards = (toggle: string) => on(toggle) && Boolean(token);
    const [offers, giftCards, points] = await Promise.all([
      on(NOTIFICATION_TOGGLES.promo) && ucaId
        ? orZero(getSpecialOffers(ucaId, abort.signal), [] as SpecialOffer[])
        : [],
      cards(NOTIFICATION_TOGGLES.giftCard) && profileId
        ? orZero(getGiftCardCount(profileId, 'PROMO', abort.signal), 0)
        : 0,
      cards(NOTIFICATION_TOGGLES.loyalty) && profileId
        ? orZero(getGiftCardCount(profileId, 'POINT', abort.signal), 0)
        : 0,
    ]);
    if (mine !== generation) return;
    const fresh = newOffers(offers, lastPromoVisit());
    $notifications.set({
      count: fresh.length + giftCards + points,
      offers: fresh,
      promptData: fresh.length > 0 ? chooseOfferPrompt(fresh, $config.get().offerMessages) : null,
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

/** Sign-out: with PROMO_NOTIFICATIONS on the count is zeroed; the offers and the prompt, personal, always go. */
function signedOut(): void {
  askedFor = '';
  generation += 1;
  controller?.abort();
  const zero = isToggleOn($config.get(), NOTIFICATION_TOGGLES.promo);
  $notifications.set({ count: zero ? 0 : $notifications.get().count, offers: [], promptData: null });
}

/**
 * Start-up wiring (per page, once): refresh when the session resolves and
 * when the signed-in shopper changes (a sign-in); on sign-out zero the count
 * when PROMO_NOTIFICATIONS is on (header.md §4). Offers and the prompt are
 * personal, so sign-out always empties them; with the toggle off the count is
 * left as it was, as the spec says nothing else. Returns the stop. Started
 * again later (the last header removed, one added), it asks nothing unless
 * the shopper changed in between (`askedFor`).
 */
export function startNotifications(): () => void {
  let shopper = $notificationsFor.get();
  let scheduled = false;
  let stopped = false;
  const refreshSoon = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!stopped && $notificationsFor.get() !== '') void refreshNotifications();
    });
  };
  const ready = () => $authPhase.get() === 'resolved' || $authPhase.get() === 'none' || $authPhase.get() === 'late';
  // Started again (a header re-inserted): ask only if the shopper changed while nothing followed.
  if (ready() && shopper && shopper !== askedFor) refreshSoon();
  else if (!shopper && askedFor) signedOut();
  const offPhase = $authPhase.listen((phase) => {
    if (phase === 'resolved' && $signedIn.get()) refreshSoon();
  });
  const offShopper = $notificationsFor.listen((now) => {
    const was = shopper;
    shopper = now;
    if (now) {
      // The phase listener refreshes when the session resolves at the same time.
      if ($authPhase.get() !== 'resolving') refreshSoon();
    } else if (was) {
      signedOut();
    }
  });
  return () => {
    stopped = true;
    offPhase();
    offShopper();
  };
}
