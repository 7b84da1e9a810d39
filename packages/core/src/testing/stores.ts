/** A writable nanostores atom: `init` is the value it was created with (undefined for a computed store). */
interface WritableAtom {
  init: unknown;
  get(): unknown;
  set(value: unknown): void;
  listen(listener: () => void): () => void;
}

function isWritableAtom(value: unknown): value is WritableAtom {
  if (typeof value !== 'object' || value === null) return false;
  const store = value as Partial<WritableAtom>;
  return typeof store.set === 'function' && typeof store.listen === 'function' && store.init !== undefined;
}

/**
 * Puts every writable atom a module exports back to the value it was created
 * with (nanostores keeps it as `init`; a computed store has none and follows
 * its sources). For test/support/unitFileReset.ts: the `unit` files share one
 * module graph per worker, so a store one file wrote (`$auth` with a first
 * name, a count, an open panel) would otherwise be what the next file starts
 * with. A store's listeners run as on any write, so call this before clearing
 * what they may persist to (cookies, storage).
 */
export function resetStores(module: Record<string, unknown>): void {
  for (const value of Object.values(module)) {
    if (isWritableAtom(value)) value.set(value.init);
  }
}
