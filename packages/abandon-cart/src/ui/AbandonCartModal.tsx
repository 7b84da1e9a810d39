import { $config, $count, ErrorBoundary, isToggleOn, lazyPart, logError, useStore, whenIdle } from '@nm/core';
import { Suspense, useEffect, useState } from 'react';
import { ABANDON_CART_TOGGLE, pageAllows } from '../model/firstScript';

export interface AbandonCartModalProps {
  /** As on `<nm-header>`: the modal never shows on CART, CHECKOUT, STORES, NMASSISTANCE. */
  pageId: string;
  /** header.md §9's 300,000 ms; the demo shortens it. */
  idleMs: number;
}

/** The trigger wiring, the idle timer and the rules: fetched when the page could ever show the modal. */
const watcher = lazyPart(() => import('./Watcher'), 'Watcher');

/** A page that is never idle (a busy page, a slow machine) still gets the watcher, this long after the bag filled. */
const IDLE_WAIT_LIMIT_MS = 2000;

/**
 * The element's component, in the first script: nothing is rendered and
 * nothing listens until the bag has items on a page where the toggle is on
 * and the page id allows it; then, when the browser is idle, the watcher
 * chunk (docs/abandon-cart.md "What loads when").
 */
export function AbandonCartModal({ pageId, idleMs }: AbandonCartModalProps) {
  const count = useStore($count);
  const config = useStore($config);
  const pageCould = isToggleOn(config, ABANDON_CART_TOGGLE) && pageAllows(pageId);
  const wanted = count > 0 && pageCould;
  const [loaded, setLoaded] = useState(watcher.isLoaded);

  // Whatever the count: a trigger before the bag is known, or before the watcher, is handed to the watcher
  // (state/early.ts: a chunk of its own, a few hundred bytes, fetched at once; the first script has no room for it).
  // Released when the element leaves the page (a move keeps the tree, so only a real removal).
  useEffect(() => {
    if (!pageCould) return;
    let release: (() => void) | undefined;
    let gone = false;
    import('../state/early').then(
      (early) => {
        if (!gone) release = early.recordEarlyTriggers(document);
      },
      () => {},
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [pageCould]);

  useEffect(() => {
    if (!wanted || loaded) return;
    return whenIdle(() => {
      watcher.preload().then(
        () => setLoaded(true),
        (error: unknown) => logError('<nm-abandon-cart-modal> could not load its watcher', error),
      );
    }, IDLE_WAIT_LIMIT_MS);
  }, [wanted, loaded]);

  if (!wanted || !loaded) return null;
  return (
    <ErrorBoundary tag="nm-abandon-cart-modal" fallback={null}>
      <Suspense fallback={null}>
        <watcher.Component pageId={pageId} idleMs={idleMs} />
      </Suspense>
    </ErrorBoundary>
  );
}
