import { lazyModule, logErrorOnce } from '@nm/core';

/** The notification calls and their rules: not needed for the header's first paint (the count comes after the session). */
const notifications = lazyModule(() => import('./notifications'));

/**
 * The header's page-wide duties, started by the first `<nm-header>` to
 * connect and stopped with the last (two headers never fetch the counts
 * twice): the notification count follows the session (header.md §4
 * "Notifications"), and the special offers page counts as the promo visit.
 */
let connected = 0;
let stop: (() => void) | null = null;
let starting: Promise<void> | null = null;

export function connectHeader(win: Window): () => void {
  connected += 1;
  if (connected === 1 && !starting) {
    starting = notifications.load().then(
      ({ markPromoVisit, startNotifications }) => {
        starting = null;
        if (connected === 0) return;
        if (win.location.pathname.replace(/\/+$/, '') === '/specialoffers') markPromoVisit();
        stop = startNotifications();
      },
      (error: unknown) => {
        starting = null;
        logErrorOnce('header-notifications', 'The notification count could not be loaded; the header shows none', error);
      },
    );
  }
  let disconnected = false;
  return () => {
    if (disconnected) return;
    disconnected = true;
    connected -= 1;
    if (connected === 0) {
      stop?.();
      stop = null;
    }
  };
}
