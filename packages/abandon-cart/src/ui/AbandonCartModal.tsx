import { $config, $count, ErrorBoundary, isToggleOn, lazyPart, logError, useStore } from '@nm/core';
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

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void };

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
  const wanted = count > 0 && isToggleOn(config, ABANDON_CART_TOGGLE) && pageAllows(pageId);
  const [loaded, setLoaded] = useState(watcher.isLoaded);

  useEffect(() => {
    if (!wanted || loaded) return;
    const win = window as IdleWindow;
    const load = () => {
      watcher.preload().then(() => setLoaded(true), (error: unknown) => logError('<nm-abandon-cart-modal> could not load its watcher', error));
    };
    if (!win.requestIdleCallback) {
      const timer = setTimeout(load, 1);
      return () => clearTimeout(timer);
    }
    const handle = win.requestIdleCallback(load, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => win.cancelIdleCallback?.(handle);
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
