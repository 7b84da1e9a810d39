import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecentTermWriter } from './recentTerm';

describe('recent-term debounce (header.md §9: 500 ms; §3 session key recently_searched)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('writes the trimmed term once, 500 ms after the last key, to session storage "recently_searched"', () => {
    const writer = createRecentTermWriter();
    for (const text of ['c', 'ca', 'cas', 'cash ']) {
      writer.typed(text);
      vi.advanceTimersByTime(300);
    }
    expect(sessionStorage.getItem('recently_searched')).toBeNull();
    vi.advanceTimersByTime(199);
    expect(sessionStorage.getItem('recently_searched')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(sessionStorage.getItem('recently_searched')).toBe('"cash"');
  });

  it('a blank box writes nothing, the same term is not written twice, and cancel drops a pending write', () => {
    const write = vi.fn();
    const writer = createRecentTermWriter(write);
    writer.typed('bags');
    vi.advanceTimersByTime(500);
    writer.typed('   ');
    vi.advanceTimersByTime(500);
    writer.typed('bags');
    vi.advanceTimersByTime(500);
    writer.typed('coats');
    writer.cancel();
    vi.advanceTimersByTime(1000);
    expect(write.mock.calls).toEqual([['bags']]);
  });
});
