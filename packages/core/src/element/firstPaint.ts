import type { ReadableAtom } from 'nanostores';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { $config } from '../state/config';
import { $count, $countKnown } from '../state/count';
import { $gender } from '../state/gender';
import { $screen } from '../state/screen';
import { $auth, $authPhase, $country, $firstName, $session, $signedIn, $userId } from '../state/session';

/**
 * What a server drew an element's first paint from (docs/first-paint.md): the
 * values of the page-wide stores it read, and the media queries it assumed.
 * The client hydrates against exactly these values, then its own (a cookie
 * the fragment service never saw, the count in session storage, the real
 * viewport) take over in the next render: the same nodes, updated, never a
 * mismatch.
 */
export interface FirstPaintSnapshot {
  /** Store values by their first-paint key (`firstPaintStore`). */
  stores: Record<string, unknown>;
  /** Media query text → whether the drawing assumed it matches. */
  media: Record<string, boolean>;
}

/** Set around a tree being hydrated from a first paint; null everywhere else. */
export const FirstPaintContext = createContext<FirstPaintSnapshot | null>(null);

/**
 * The stores whose value a client may know differently from a server: each
 * is read through `useStore` during hydration at the value the server saw.
 * A key names the store in the markup (`data-nm-snapshot`), so it is part of
 * the first-paint format: never reuse one for another meaning.
 */
const stores = new Map<ReadableAtom<unknown>, string>(
  Object.entries({
    config: $config,
    session: $session,
    auth: $auth,
    authPhase: $authPhase,
    signedIn: $signedIn,
    firstName: $firstName,
    userId: $userId,
    country: $country,
    count: $count,
    countKnown: $countKnown,
    gender: $gender,
    screen: $screen,
  }).map(([key, store]) => [store, key]),
);

/** Registers a store for first-paint snapshots under `key`; returns it, so a declaration can wrap its store. */
export function firstPaintStore<S extends ReadableAtom<unknown>>(key: string, store: S): S {
  stores.set(store, key);
  return store;
}

/** The server's side: the value of every registered store, as the render that follows will read them. */
export function snapshotStores(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [store, key] of stores) values[key] = store.get();
  return values;
}

function serverValue<T>(snapshot: FirstPaintSnapshot | null, store: ReadableAtom<T>, live: T): T {
  if (!snapshot) return live;
  const key = stores.get(store);
  return key !== undefined && Object.prototype.hasOwnProperty.call(snapshot.stores, key)
    ? (snapshot.stores[key] as T)
    : live;
}

/**
 * A store's value for a component: @nanostores/react's `useStore`, except
 * that while a first paint is hydrated it reads what the server drew with
 * (React asks `getServerSnapshot` only then), and the live value right
 * after. Every component reads stores through this one (lint rule).
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useContext(FirstPaintContext);
  // A computed store's get() returns the same value while its inputs are the same, as useSyncExternalStore needs.
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = () => store.get();
  return useSyncExternalStore(subscribe, get, () => serverValue(snapshot, store, store.get()));
}

export type FirstPaintVariant = 'desktop' | 'phone' | '';
