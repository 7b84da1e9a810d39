import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $miniCartPanel,
  $mobileMiniCart,
  closeMiniCart,
  dismissMobileMiniCart,
  openMiniCart,
  showMobileMiniCart,
} from './miniCartPanel';
import { writable } from '../testing/writable';

// Read before any test changes it.
const initial = $miniCartPanel.get();

describe("the bag panel's one owner: open and close say what asked, once", () => {
  beforeEach(() => writable($miniCartPanel).set({ open: false, trigger: null }));

  it('starts closed, with no trigger', () => {
    expect(initial).toEqual({ open: false, trigger: null });
  });

  it('opens with its trigger; a second open keeps the first trigger (no repeated nm: event)', () => {
    const seen: unknown[] = [];
    const stop = $miniCartPanel.listen((state) => seen.push(state));
    openMiniCart('hover');
    openMiniCart('icon');
    expect(seen).toEqual([{ open: true, trigger: 'hover' }]);
    stop();
  });

  it('closes with its trigger; closing a closed panel changes nothing', () => {
    const seen: unknown[] = [];
    const stop = $miniCartPanel.listen((state) => seen.push(state));
    closeMiniCart('escape');
    openMiniCart('icon');
    closeMiniCart('timer');
    closeMiniCart('overlay');
    expect(seen).toEqual([
      { open: true, trigger: 'icon' },
      { open: false, trigger: 'timer' },
    ]);
    stop();
  });
});

describe("header.md §4 openMobileMiniCart: the add-to-bag modal's content", () => {
  it('shows the content with its time, and dismissing empties it', () => {
    expect($mobileMiniCart.get()).toBeNull();
    showMobileMiniCart({ items: [] }, 5);
    expect($mobileMiniCart.get()).toEqual({ content: { items: [] }, at: 5 });
    dismissMobileMiniCart();
    expect($mobileMiniCart.get()).toBeNull();
  });
});

describe('a fresh page', () => {
  it('the panel starts closed with no trigger (its first opening is announced)', async () => {
    vi.resetModules();
    const fresh = await import('./miniCartPanel');
    expect(fresh.$miniCartPanel.get()).toEqual({ open: false, trigger: null });
  });
});
