import { isExitIntent } from '../model/exitIntent';

/** The triggers the first script can see: the names are the `nm:abandon-cart-shown` event's. */
export type EarlyTrigger = 'exit-intent' | 'page-hidden';

let early: EarlyTrigger | null = null;
let stopRecording: (() => void) | undefined;
/** Whether the watcher has taken over: recording never starts again on this page. */
let taken = false;
/** The elements on the page that asked for recording and have not let go. */
let askers = 0;

/**
 * The most common exit comes in the first second or two, before the watcher
 * chunk has loaded (it loads when the browser is idle, after the bag is
 * known). In the first script, from the element's first render on a page
 * that could ever show the reminder, this records such a trigger and keeps
 * the latest one still standing: the pointer out through the top edge and
 * not back yet, or a return to the tab after leaving it (leaving again
 * clears it). The watcher takes it when it starts (`takeEarlyTrigger`) and
 * acts on it once, under every rule of its own (docs/abandon-cart.md
 * "Before the watcher has loaded").
 *
 * Returns the element's release: once every element that asked has been
 * removed from the page before the watcher took over, nobody will take what
 * is recorded, and recording stops (a removed widget leaves no listener).
 */
export function recordEarlyTriggers(doc: Document): () => void {
  askers += 1;
  if (!stopRecording && !taken) {
    const listeners = new AbortController();
    const options = { passive: true, signal: listeners.signal };
    let left = false;
    doc.addEventListener(
      'mouseout',
      (event) => {
        if (isExitIntent(event)) early = 'exit-intent';
      },
      options,
    );
    doc.addEventListener(
      'mouseover',
      (event) => {
        if (event.relatedTarget === null && early === 'exit-intent') early = null;
      },
      options,
    );
    doc.addEventListener(
      'visibilitychange',
      () => {
        left ||= doc.visibilityState === 'hidden';
        early = doc.visibilityState === 'hidden' ? null : left ? 'page-hidden' : early;
      },
      options,
    );
    stopRecording = () => listeners.abort();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    askers = Math.max(0, askers - 1);
    if (askers === 0 && !taken) stop();
  };
}

function stop(): void {
  stopRecording?.();
  stopRecording = undefined;
  early = null;
}

/** The watcher, starting: the trigger still standing, once; recording stops (the watcher listens from now on). */
export function takeEarlyTrigger(): EarlyTrigger | null {
  const trigger = early;
  stop();
  taken = true;
  return trigger;
}

/** For tests: a page that has not recorded anything yet. */
export function resetEarlyTriggers(): void {
  stop();
  taken = false;
  askers = 0;
}
