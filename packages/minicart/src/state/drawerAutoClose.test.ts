import { $miniCartPanel, closeMiniCart, openMiniCart } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armDrawerAutoClose, pointerEnteredDrawer, pointerLeftDrawer } from './drawerAutoClose';

/*
 * minicart.md §2 "auto-close after 10 s on desktop, paused while the pointer
 * is over the panel": the 10000 is `auto-close-ms`'s default, passed here as
 * the spec's number; fake timers, never a wait.
 */
beforeEach(() => {
  vi.useFakeTimers();
  openMiniCart('icon');
});
afterEach(() => {
  closeMiniCart('bridge');
  vi.useRealTimers();
});

describe('minicart.md §2 the drawer closes itself after 10 s, paused while the pointer is over it', () => {
  it('closes at 10 s, not at 9.999 s', () => {
    armDrawerAutoClose(10_000);
    vi.advanceTimersByTime(9_999);
    expect($miniCartPanel.get().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'timer' });
  });

  it('the pointer over it stops the time; leaving resumes it with what was left', () => {
    armDrawerAutoClose(10_000);
    vi.advanceTimersByTime(4_000);
    pointerEnteredDrawer();
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);
    pointerLeftDrawer();
    vi.advanceTimersByTime(5_999);
    expect($miniCartPanel.get().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get().open).toBe(false);
  });

  it('disarmed (the drawer closed or left the page), it never fires; 0 never arms it', () => {
    const disarm = armDrawerAutoClose(10_000);
    disarm();
    armDrawerAutoClose(0);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);
  });
});
