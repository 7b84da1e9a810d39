import { afterEach, describe, expect, it, vi } from 'vitest';
import { $today } from './today';

/** nanostores unmounts a store this long after its last listener leaves (STORE_UNMOUNT_DELAY). */
const UNMOUNT_DELAY_MS = 1000;

describe('$today: the moment line notes count from', () => {
  afterEach(() => vi.useRealTimers());

  it('is read from the clock when something starts showing it, and again when something shows it the next day', () => {
    vi.useFakeTimers();
    const monday = new Date(2026, 10, 23, 9, 30).getTime();
    const tuesday = new Date(2026, 10, 24, 8, 15).getTime();

    vi.setSystemTime(monday);
    const stopDrawer = $today.listen(() => {});
    expect($today.get()).toBe(monday);

    // Shown all along: the value is the one the panel started with.
    vi.setSystemTime(tuesday - UNMOUNT_DELAY_MS);
    expect($today.get()).toBe(monday);
    stopDrawer();
    vi.advanceTimersByTime(UNMOUNT_DELAY_MS);

    const stopModal = $today.listen(() => {});
    expect($today.get()).toBe(tuesday);
    stopModal();
    vi.advanceTimersByTime(UNMOUNT_DELAY_MS);
  });
});
