import { isExitIntent } from '../model/exitIntent';

/** The triggers the first script can see: the names are the `nm:abandon-cart-shown` event's. */
export type EarlyTrigger = 'exit-intent' | 'page-hidden';

let early: EarlyTrigger | null = null;
let stopRecording: (() => void) | undefined;

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
 */
export function recordEarlyTriggers(doc: Document): void {
  if (stopRecording) return;
  const listeners = new AbortController();
  const options = { passive: true, signal: listeners.signal };
  let left = false;
  doc.addEventListener('mouseout', (event) => { if (isExitIntent(event)) early = 'exit-intent'; }, options);
  doc.addEventListener('mouseover', (event) => { if (event.relatedTarget === null && early === 'exit-intent') early = null; }, options);
  doc.addEventListener('visibilitychange', () => {
    left ||= doc.visibilityState === 'hidden';
    early = doc.visibilityState === 'hidden' ? null : left ? 'page-hidden' : early;
  }, options);
  stopRecording = () => listeners.abort();
}

/** The watcher, starting: the trigger still standing, once; recording stops (the watcher listens from now on). */
export function takeEarlyTrigger(): EarlyTrigger | null {
  stopRecording?.();
  const trigger = early;
  early = null;
  return trigger;
}

/** For tests: a page that has not recorded anything yet. */
export function resetEarlyTriggers(): void {
  stopRecording?.();
  stopRecording = undefined;
  early = null;
}
