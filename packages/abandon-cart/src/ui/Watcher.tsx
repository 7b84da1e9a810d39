import { ErrorBoundary, lazyPart, useElement, useStore } from '@nm/core';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { ACTIVITY_THROTTLE_MS } from '../model/constants';
import { pageBlock } from '../model/rules';
import { closeAbandonCart, countdownEvent, triggerAbandonCart } from '../state/machine';
import { pageGate, startWatching } from '../state/page';
import { $abandonCart } from '../state/store';
import { $watcherOwner, joinWatchers } from '../state/owner';

const TAG = 'nm-abandon-cart-modal';

/** The modal itself (the dialog, the carousel, embla): fetched when a countdown starts. */
const modal = lazyPart(() => import('./Modal'), 'Modal');

interface WatcherProps {
  pageId: string;
  idleMs: number;
}

/**
 * The watcher chunk: one per page (the first element owns it). It checks
 * the page's rules once, then runs the triggers: exit intent and the tab's
 * return (state/page.ts) and the idle timer (react-idle-timer, cross-tab,
 * with leader election). Renders the modal while it is shown.
 */
export function Watcher({ pageId, idleMs }: WatcherProps) {
  const id = useMemo(() => Symbol(TAG), []);
  // Only a watcher on a page the rules allow (its device read here, in an effect, never in a render) joins the others;
  // the one that owns the triggers is the first to join.
  useEffect(() => (pageBlock(pageGate(window, pageId)) === null ? joinWatchers(id) : undefined), [id, pageId]);
  if (useStore($watcherOwner) !== id) return null;
  return <ArmedWatcher pageId={pageId} idleMs={idleMs} />;
}

function ArmedWatcher({ pageId, idleMs }: WatcherProps) {
  const { signal } = useElement();
  const state = useStore($abandonCart);
  const timer = useIdleTimer({
    timeout: idleMs,
    eventsThrottle: ACTIVITY_THROTTLE_MS,
    crossTab: true,
    leaderElection: true,
    name: TAG,
    onIdle: () => triggerAbandonCart('idle'),
    onAction: () => countdownEvent('activity'),
  });
  const leader = useRef(timer.isLeader);
  useEffect(() => {
    leader.current = timer.isLeader;
  });

  useEffect(
    () =>
      startWatching({
        win: window,
        pageId,
        ownTag: TAG,
        isLeader: () => {
          try {
            return leader.current() ?? true;
          } catch {
            return true;
          }
        },
        preloadModal: modal.preload,
        signal,
      }),
    [pageId, signal],
  );

  if (state.phase !== 'open') return null;
  return (
    <ErrorBoundary tag={TAG} fallback={null}>
      <Suspense fallback={null}>
        <modal.Component onClose={closeAbandonCart} />
      </Suspense>
    </ErrorBoundary>
  );
}
