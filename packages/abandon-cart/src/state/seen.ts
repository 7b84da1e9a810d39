import { logErrorOnce, webStorage } from '@nm/core';
import { SEEN_KEY, TIMESTAMP_KEY } from '../model/constants';
import { expiresTooFar, seenEntries, seenWithinDay } from '../model/rules';

/**
 * header.md §3, §4: whether the modal was shown in the last 24 h, in any tab of this site. A key whose expiry is
 * more than 24 h ahead is not ours: ignored (logged once), and overwritten when the modal next shows.
 */
export function readSeen(now: number): boolean {
  const seen = webStorage.readJson('local', SEEN_KEY);
  const timestamp = webStorage.readJson('local', TIMESTAMP_KEY);
  for (const [key, entry] of [
    [SEEN_KEY, seen],
    [TIMESTAMP_KEY, timestamp],
  ] as const) {
    if (expiresTooFar(entry, now)) {
      logErrorOnce(
        `abandon-cart-seen-far:${key}`,
        `localStorage "${key}" expires more than 24 h ahead, which the widgets never write; it is ignored`,
      );
    }
  }
  return seenWithinDay(seen, timestamp, now);
}

/** Writes both keys; false when storage refused (then the once-a-day rule cannot be kept, and it does not show). */
function markSeen(now: number): boolean {
  const entries = seenEntries(now);
  return (
    webStorage.writeJson('local', SEEN_KEY, entries.seen) &&
    webStorage.writeJson('local', TIMESTAMP_KEY, entries.timestamp)
  );
}

/** The lock several tabs of the site compete for at the moment of showing. */
const LOCK_NAME = 'nm-abandon-cart-modal';

interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => boolean): Promise<boolean>;
}

/**
 * The moment of showing, across tabs: under a Web Lock taken only if no other
 * tab holds it, read the seen keys again and write them. Two tabs whose
 * countdowns end together cannot both pass: the second finds the lock held
 * or the keys written. Without Web Locks (old browsers) the read-then-write
 * is done without it.
 */
export async function claimShowing(
  now: () => number,
  locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
): Promise<boolean> {
  const take = () => !readSeen(now()) && markSeen(now());
  if (!locks) return take();
  try {
    return await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? take() : false));
  } catch {
    return take();
  }
}
