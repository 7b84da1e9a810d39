import type { ReadableAtom, WritableAtom } from 'nanostores';

/**
 * A shared store, writable: for tests and stories only, which set states no
 * writer makes (a reset panel with no trigger, a session without cookies, a
 * count on its own, a narrow screen with no window). The stores are exported
 * read-only (nanostores `readonlyType`, a type and nothing more), so widget
 * code cannot write them but through their writers; this is the one way
 * around it, and it is not in `@nm/core`.
 */
export function writable<T>(store: ReadableAtom<T>): WritableAtom<T> {
  return store as WritableAtom<T>;
}
