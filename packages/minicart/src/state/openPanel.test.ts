import { afterEach, describe, expect, it, vi } from 'vitest';
import { $drawerOpenedAt, loadDrawerOnOpen } from './openPanel';

describe('$drawerOpenedAt: the moment the drawer\'s line notes count from (minicart.md §4 "Item notes")', () => {
  afterEach(() => vi.useRealTimers());

  it('is the moment of each opening: a drawer opened again the next day counts from that day', () => {
    vi.useFakeTimers();
    // No shopper here, so the cart call fails at once (and logs it): only the opening's own bookkeeping is read.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const monday = new Date(2026, 10, 23, 9, 30).getTime();
    const tuesday = new Date(2026, 10, 24, 8, 15).getTime();

    vi.setSystemTime(monday);
    const first = new AbortController();
    void loadDrawerOnOpen(first.signal);
    expect($drawerOpenedAt.get()).toBe(monday);
    first.abort();

    vi.setSystemTime(tuesday);
    void loadDrawerOnOpen(new AbortController().signal);
    expect($drawerOpenedAt.get()).toBe(tuesday);
  });
});
