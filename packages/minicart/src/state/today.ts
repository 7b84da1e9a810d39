import { pageClock } from '@nm/core';
import { atom, onMount } from 'nanostores';

/**
 * The moment a line's notes count from (minicart.md §4 "Item notes": a drop-ship's expected date, whether a
 * pre-order's ship date is still ahead), in ms on core's clock. A panel reads it as a store, so its render never
 * reads the time itself (docs/ARCHITECTURE.md: a first render is a pure function of stores and props). It is read
 * from the clock again whenever something starts showing it: a drawer opened the next day counts from that day.
 */
export const $today = atom(pageClock.now());

onMount($today, () => {
  $today.set(pageClock.now());
});
