import { describe, expect, it } from 'vitest';
import { sameScreen, screenFlags } from './screen';

describe('screen-size flags (header.md §4 "Sticky header", §9: under 400 px phone, over 768 desktop-in-mobile)', () => {
  it.each([
    [320, true, false],
    [360, true, false],
    [399, true, false],
    [399.5, true, false],
    [400, false, false],
    [767, false, false],
    [768, false, false],
    [768.5, false, true],
    [769, false, true],
    [812, false, true],
    [1440, false, true],
    [0, true, false],
    [-1, true, false],
    [Number.NaN, true, false],
    [Number.POSITIVE_INFINITY, true, false],
  ])('%s px: phone %s, desktop-in-mobile %s', (width, phone, desktopInMobile) => {
    expect(screenFlags(width)).toEqual({ phone, desktopInMobile });
  });

  it('two evaluations are the same screen only when both flags are', () => {
    expect(sameScreen(screenFlags(390), screenFlags(360))).toBe(true);
    expect(sameScreen(screenFlags(399), screenFlags(400))).toBe(false);
    expect(sameScreen(screenFlags(768), screenFlags(769))).toBe(false);
    expect(sameScreen(screenFlags(400), screenFlags(768))).toBe(true);
  });
});
