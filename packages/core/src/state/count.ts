import { atom, onSet, readonlyType } from 'nanostores';
import { readJson, writeJson } from '../storage/webStorage';
import { logError, logErrorOnce } from '../log/log';
import { decodeCount, isValidCount } from './countValue';
import { readProfileData } from '../session/session';

/** minicart.md §9: the count survives page loads in session storage. */
const COUNT_STORAGE_KEY = 'minicart_count';

/**
 * The stored count, or null when none is stored (a first visit) or what is
 * stored is not a count (logged once and cleared, so the next page does not
 * complain again).
 */
function readStoredCountOrNull(): number | null {
  const stored = readJson<unknown>('session', COUNT_STORAGE_KEY);
  if (stored === null) return null;
  // The same reading as every other count that comes in (countValue.ts): 3 and "3" alike.
  const value = decodeCount(stored);
  if (value !== null) return value;
  logErrorOnce('count-storage', `sessionStorage "${COUNT_STORAGE_KEY}" is not a count; using 0`);
  writeJson('session', COUNT_STORAGE_KEY, 0);
  return null;
}

/** Reads the stored count; nothing stored, or a corrupt value (logged, cleared), reads as 0. */
export function readStoredCount(): number {
  return readStoredCountOrNull() ?? 0;
}

const $writableCount = atom<number>(0);
/** The bag's item count. 0 until it is known: read `$countKnown` before showing it. Read-only: `setCount` and `forgetCount` write it. */
export const $count = readonlyType($writableCount);

/**
 * Whether `$count` holds a real count: restored from session storage, set by
 * the bridge or a page event, answered by the count call, or taken from a
 * loaded cart. Until then `$count` reads 0 only because it has to read
 * something, and the badge shows nothing rather than a wrong "0" (a
 * first visit of a signed-in shopper with 4 items).
 *
 * Every write of `$count` is a real count (`setCount`, its one writer,
 * refuses anything else), so any write, even of the value it already holds, makes
 * the count known: `onSet` sees each call, where a listener would miss a
 * write of an unchanged 0.
 */
const $writableCountKnown = atom<boolean>(false);
export const $countKnown = readonlyType($writableCountKnown);

/**
 * Units added to the bag since the page loaded: the sum of every rise of a
 * count that was already known (so the first count the page learns is not an
 * "add"). The bag reads it to tell that an opening follows an add to bag
 * (minicart state/openPanel.ts); only this module writes it.
 */
const $writableCountAdded = atom<number>(0);
export const $countAdded = readonlyType($writableCountAdded);

let forgetting = false;
/** True while a count told by another tab is being set (see startCountPersistence). */
let fromOtherTab = false;
onSet($writableCount, ({ newValue }) => {
  if (forgetting) return;
  if (!$countKnown.get()) {
    $writableCountKnown.set(true);
    return;
  }
  const before = $count.get();
  // Another tab's add is not this page's: its opening is not "after an add to bag".
  if (newValue > before && !fromOtherTab) $writableCountAdded.set($countAdded.get() + (newValue - before));
});

/**
 * Whether the count being set came from another tab of the site: a listener
 * that would answer a rise with a request (the mini-cart's cart fetch) does
 * not, or every open tab would ask at once.
 */
export const countFromOtherTab = (): boolean => fromOtherTab;

/** The channel the site's tabs share the count on. */
const COUNT_CHANNEL = 'nm-widgets:count';

/**
 * Where a count came from: restored from session storage, told by the page
 * (`window.minicart.setCount`, `updateMiniCartItemCountEvent`), read from the
 * profile cookie's cartItemCount when nothing is stored (the count a server's
 * first paint showed), taken from a cart's totalQuantity (`setCart`), or
 * answered by the count service.
 */
export type CountSource = 'storage' | 'cookie' | 'page' | 'cart' | 'service' | 'tab';

/**
 * The one writer of `$count` (ARCHITECTURE.md "one writer per store"): the
 * bridge, the page event, every cart and the count call all come through
 * here, so the rule that every write is a real count (which `$countKnown`
 * relies on) is kept in one place. A value that is not a count is logged
 * naming its source and changes nothing.
 */
export function setCount(count: number, source: CountSource): void {
  if (!isValidCount(count)) {
    logError(`The count from ${source} (${String(count)}) is not a whole number from 0; the count is kept`);
    return;
  }
  $writableCount.set(count);
}

/** Back to "not known" (nothing or a corrupt value stored, or tests): `$count` reads 0, the badge shows nothing. */
export function forgetCount(): void {
  $writableCountKnown.set(false);
  forgetting = true;
  try {
    $writableCount.set(0);
  } finally {
    forgetting = false;
  }
}

/**
 * Restores the count and keeps storage in step with it. Also re-reads it when
 * the page comes back from the back/forward cache, where another page of the
 * site may have changed the bag in the meantime. Nothing stored (or a corrupt
 * value) leaves the count unknown until the count call or a cart answers.
 */
export function startCountPersistence(win: Window): () => void {
  const restore = () => {
    const stored = readStoredCountOrNull();
    // Nothing stored this session (a first page): the profile cookie's cartItemCount, the count a server's first
    // paint drew from the same cookie, so the badge the shopper already sees does not blink out at hydration.
    const fromCookie = stored === null ? readProfileData().cartItemCount : undefined;
    if (stored !== null) setCount(stored, 'storage');
    else if (fromCookie !== undefined) setCount(fromCookie, 'cookie');
    else forgetCount();
  };
  restore();
  const write = () => {
    if ($countKnown.get()) writeJson('session', COUNT_STORAGE_KEY, $count.get());
  };
  const offCount = $count.listen(write);
  // A count that becomes known without changing (the count call answering 0 over the 0 it read) is written too.
  const offKnown = $countKnown.listen(write);
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) restore();
  };
  win.addEventListener('pageshow', onPageShow);
  // README "One bag across tabs": a change here is told to the site's other tabs, and theirs set here, without
  // being told back (a tab never hears its own message, and one heard is not sent on).
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  const channel = typeof Channel === 'function' ? new Channel(COUNT_CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const count = decodeCount((event.data as { count?: unknown } | null)?.count);
    if (count === null) return;
    fromOtherTab = true;
    try {
      setCount(count, 'tab');
    } finally {
      fromOtherTab = false;
    }
  });
  const offTell = $count.listen((count) => {
    if (!fromOtherTab) channel?.postMessage({ count });
  });
  return () => {
    offCount();
    offKnown();
    offTell();
    channel?.close();
    win.removeEventListener('pageshow', onPageShow);
  };
}
