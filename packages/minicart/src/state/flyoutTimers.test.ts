import { $config, $miniCartPanel, closeMiniCart, mergeConfig, openMiniCart } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $flyoutCloseTimer } from './flyoutStore';
import { startFlyoutDismissal } from './flyoutDismissal';
import { $flyoutClosing, openFlyout, pointerEnteredFlyout, pointerLeftFlyout, toggleFlyout } from './flyoutTimers';
import { $panelOwner, registerInstance } from './owner';
import { writable } from '@nm/core/testing';

/*
 * header.md §4: "Hover opens after 500 ms (simplified-minicart variation b)",
 * "closes 10 s after the pointer leaves", "close animates (300 ms)". The
 * timers run on fake timers through core's page clock; the numbers below
 * are the spec's, never the constants.
 */
const header = Symbol('header');
const sticky = Symbol('sticky');
const unregister: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  unregister.push(registerInstance(header), registerInstance(sticky));
  writable($config).set(mergeConfig('localhost', { abTests: { SIMPLIFIED_MINICART: 'b' } }));
});
afterEach(() => {
  closeMiniCart('bridge');
  vi.runOnlyPendingTimers();
  for (const off of unregister.splice(0)) off();
  vi.useRealTimers();
  writable($config).set(mergeConfig('localhost', {}));
});

describe('header.md §4 hover opens the flyout after 500 ms (SIMPLIFIED_MINICART variation b, desktop)', () => {
  it('opens at 500 ms, not at 499, in the instance hovered', () => {
    pointerEnteredFlyout(sticky, true);
    vi.advanceTimersByTime(499);
    expect($miniCartPanel.get().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'hover' });
    expect($panelOwner.get()).toBe(sticky);
  });

  it('leaving before 500 ms cancels it', () => {
    pointerEnteredFlyout(header, true);
    vi.advanceTimersByTime(400);
    pointerLeftFlyout(header, 10_000);
    vi.advanceTimersByTime(10_000);
    expect($miniCartPanel.get().open).toBe(false);
  });

  it.each<[string, boolean, string]>([
    ['not on desktop', false, 'b'],
    ['in variation a', true, 'a'],
  ])('never %s', (_label, desktop, variation) => {
    writable($config).set(mergeConfig('localhost', { abTests: { SIMPLIFIED_MINICART: variation } }));
    pointerEnteredFlyout(header, desktop);
    vi.advanceTimersByTime(10_000);
    expect($miniCartPanel.get().open).toBe(false);
  });
});

describe('header.md §4 the flyout closes 10 s after the pointer leaves it', () => {
  it('closes at 10 s, not at 9.999 s; the close timer is recorded while it runs', () => {
    openFlyout(header, 'icon');
    pointerLeftFlyout(header, 10_000);
    expect($flyoutCloseTimer.get()).not.toBeNull();
    vi.advanceTimersByTime(9_999);
    expect($miniCartPanel.get().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'timer' });
    expect($flyoutCloseTimer.get()).toBeNull();
  });

  it('the pointer coming back cancels it', () => {
    openFlyout(header, 'icon');
    pointerLeftFlyout(header, 10_000);
    vi.advanceTimersByTime(9_000);
    pointerEnteredFlyout(header, true);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);
  });

  it('auto-close-ms="0" never closes it', () => {
    openFlyout(header, 'icon');
    pointerLeftFlyout(header, 0);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get().open).toBe(true);
  });

  it('a timer from an earlier opening never closes a later one', () => {
    openFlyout(header, 'icon');
    pointerLeftFlyout(header, 10_000);
    closeMiniCart('escape');
    openMiniCart('event');
    vi.advanceTimersByTime(10_000);
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'event' });
  });
});

describe('two flyout instances (a header and a sticky header) share one panel and never close it for each other', () => {
  it('the pointer leaving the instance that does not show the panel leaves it open', () => {
    openFlyout(header, 'icon');
    pointerEnteredFlyout(sticky, true);
    pointerLeftFlyout(sticky, 10_000);
    vi.advanceTimersByTime(60_000);
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'icon' });
    expect($panelOwner.get()).toBe(header);
  });

  it("a click on the other instance's button moves the open panel there; a second click closes it", () => {
    toggleFlyout(header);
    toggleFlyout(sticky);
    expect($miniCartPanel.get().open).toBe(true);
    expect($panelOwner.get()).toBe(sticky);
    toggleFlyout(sticky);
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'icon' });
  });
});

describe('header.md §4 the close animates for 300 ms before the flyout leaves the page', () => {
  it('closing is true from the close until 300 ms later', () => {
    const off = $flyoutClosing.listen(() => {});
    try {
      openFlyout(header, 'icon');
      closeMiniCart('icon');
      expect($flyoutClosing.get()).toBe(true);
      vi.advanceTimersByTime(299);
      expect($flyoutClosing.get()).toBe(true);
      vi.advanceTimersByTime(1);
      expect($flyoutClosing.get()).toBe(false);
    } finally {
      off();
    }
  });

  it('opening again during the fade ends it at once', () => {
    const off = $flyoutClosing.listen(() => {});
    try {
      openFlyout(header, 'icon');
      closeMiniCart('icon');
      openFlyout(header, 'icon');
      expect($flyoutClosing.get()).toBe(false);
    } finally {
      off();
    }
  });
});

describe('header.md §4: Escape closes the open flyout; a press outside it does not', () => {
  it('Escape anywhere closes it and focus goes back to its button; a press outside leaves it open', () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    openFlyout(header, 'icon');
    const stop = startFlyoutDismissal(anchor);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($miniCartPanel.get().open).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'escape' });
    expect(document.activeElement).toBe(anchor);
    stop();
    anchor.remove();
  });
});
