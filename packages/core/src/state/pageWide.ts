import { atom, type ReadableAtom } from 'nanostores';
import type { Cancel } from './clock';

/**
 * What one page shares among every element that uses it (docs/ARCHITECTURE.md "One page-wide lifecycle"): a set
 * of listeners, a follower, a fetch of counts, or the one instance that renders a shared panel. Elements join
 * while they are connected; the first to join starts it, the last to leave stops it, so two elements never
 * fetch, listen or announce twice and a page whose elements all left keeps nothing running.
 */
export interface PageWide<U> {
  /**
   * One user joins (an element connected). The first starts the shared thing. Returns the leave, which is
   * safe to call twice; the last to leave stops it. A user given here may own it (`$owner`).
   */
  join(user?: U): Cancel;
  /**
   * The one user that renders what only one may (the bag's panel, the reminder's modal): the last to claim it
   * while joined, else the first to have joined; when it leaves, the first still joined. Null with no user.
   */
  readonly $owner: ReadableAtom<U | null>;
  /** This user owns it from now on (the instance the shopper clicked). */
  claim(user: U): void;
}

/** The page-wide thing `start` starts (returning its stop) with its first user, stopped with its last. */
export function pageWide<U = never>(start?: () => Cancel | void): PageWide<U> {
  const joined: Array<{ user: U | undefined }> = [];
  const $owner = atom<U | null>(null);
  let stop: Cancel | void;
  return {
    $owner,
    claim: (user) => $owner.set(user),
    join(user) {
      const entry = { user };
      joined.push(entry);
      if (user !== undefined && $owner.get() === null) $owner.set(user);
      if (joined.length === 1) stop = start?.();
      return () => {
        const at = joined.indexOf(entry);
        if (at < 0) return;
        joined.splice(at, 1);
        if (user !== undefined && $owner.get() === user)
          $owner.set(joined.find((other) => other.user !== undefined)?.user ?? null);
        if (joined.length > 0) return;
        const stopping = stop;
        stop = undefined;
        stopping?.();
      };
    },
  };
}
