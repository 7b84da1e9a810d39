import { lazyModule, logErrorOnce, pageLocation, pageWide } from '@nm/core';

/** The notification calls and their rules: not needed for the header's first paint (the count comes after the session). */
const notifications = lazyModule(() => import('./notifications'));
/**
 * The followers (./follow.ts: the screen-size flags and what reads them, the
 * scroll follower and the sticky machine): nothing on the first paint depends
 * on them (the header starts in place and exposed, its layout is CSS's), so
 * they load right after it.
 */
const pageFollower = lazyModule(() => import('./follow'));

/**
 * The header's page-wide duties, started by the first `<nm-header>` to
 * connect and stopped with the last (two headers never fetch the counts
 * twice): the notification count follows the session (header.md §4
 * "Notifications"), and the special offers page counts as the promo visit.
 */
const headerDuties = pageWide<HTMLElement>(() => {
  let stopped = false;
  let stop: (() => void) | null = null;
  notifications.load().then(
    ({ markPromoVisit, startNotifications }) => {
      if (stopped) return;
      if (pageLocation().pathname.replace(/\/+$/, '') === '/specialoffers') markPromoVisit();
      stop = startNotifications();
    },
    (error: unknown) =>
      logErrorOnce('header-notifications', 'The notification count could not be loaded; the header shows none', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
});

/**
 * One `<nm-header>` connected (its element's effect calls this once): the
 * page-wide duties start with the first, and this header joins the page's
 * followers (./follow.ts): the screen-size flags, which it reflects on its
 * host, and the one scroll follower, which blurs a control inside it when it
 * hides. Returns the disconnect.
 */
export function connectHeader(host: HTMLElement): () => void {
  const leave = headerDuties.join(host);
  let disconnected = false;
  let unfollow: (() => void) | null = null;
  pageFollower.load().then(
    ({ followPage }) => {
      if (!disconnected) unfollow = followPage(host);
    },
    (error: unknown) =>
      logErrorOnce(
        'header-followers',
        'The sticky header and the screen-size flags could not be loaded; the header stays in place',
        error,
      ),
  );
  return () => {
    if (disconnected) return;
    disconnected = true;
    unfollow?.();
    leave();
  };
}
