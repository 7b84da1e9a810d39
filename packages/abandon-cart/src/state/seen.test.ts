import { resetLogOnce } from '@nm/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimShowing, readSeen } from './seen';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A Web Locks stand-in: one holder at a time, ifAvailable answers null when held. */
function fakeLocks() {
  let held = false;
  return {
    async request(
      _name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: unknown) => boolean,
    ): Promise<boolean> {
      if (held) return callback(null);
      held = true;
      try {
        return callback({});
      } finally {
        held = false;
      }
    },
    hold() {
      held = true;
    },
  };
}

describe('the once-a-day claim across tabs (header.md §3, §4)', () => {
  afterEach(() => localStorage.clear());

  it('writes abandonCartModalSeen and abandonCartModalTimestamp as { value, expiryTime } with 86,400,000 ms', async () => {
    expect(await claimShowing(() => NOW, fakeLocks())).toBe(true);
    expect(JSON.parse(localStorage.getItem('abandonCartModalSeen')!)).toEqual({
      value: true,
      expiryTime: NOW + 86400000,
    });
    expect(JSON.parse(localStorage.getItem('abandonCartModalTimestamp')!)).toEqual({
      value: NOW,
      expiryTime: NOW + 86400000,
    });
    expect(readSeen(NOW + 86399999)).toBe(true);
    expect(readSeen(NOW + 86400000)).toBe(false);
  });

  it('a second claim the same day fails; the next day it succeeds', async () => {
    const locks = fakeLocks();
    expect(await claimShowing(() => NOW, locks)).toBe(true);
    expect(await claimShowing(() => NOW + 3600000, locks)).toBe(false);
    expect(await claimShowing(() => NOW + 86400000, locks)).toBe(true);
  });

  it('a tab that finds the lock held does not show it (another tab is showing it right now)', async () => {
    const locks = fakeLocks();
    locks.hold();
    expect(await claimShowing(() => NOW, locks)).toBe(false);
    expect(localStorage.getItem('abandonCartModalSeen')).toBeNull();
  });

  it('without Web Locks the read-then-write still keeps it to once', async () => {
    expect(await claimShowing(() => NOW, undefined)).toBe(true);
    expect(await claimShowing(() => NOW, undefined)).toBe(false);
  });
});

describe('a stored seen key expiring more than 24 h ahead is not ours (docs/abandon-cart.md "Stored seen keys")', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is ignored, logged once naming the key, and overwritten when the modal shows', async () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(
      'abandonCartModalSeen',
      JSON.stringify({ value: true, expiryTime: NOW + 10 * 365 * 86400000 }),
    );
    expect(readSeen(NOW)).toBe(false);
    expect(readSeen(NOW)).toBe(false);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('"abandonCartModalSeen" expires more than 24 h ahead');
    expect(await claimShowing(() => NOW, fakeLocks())).toBe(true);
    expect(JSON.parse(localStorage.getItem('abandonCartModalSeen')!)).toEqual({
      value: true,
      expiryTime: NOW + 86400000,
    });
    expect(readSeen(NOW + 1000)).toBe(true);
  });
});
