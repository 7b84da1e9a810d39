import { describe, expect, it } from 'vitest';
import { screenFlags, themeFor } from './screen';

describe('screen-size flags (header.md §4, §9: under 400 phone, over 768 desktop-in-mobile, breakpoint 767)', () => {
  it.each([
    [320, true, false, true],
    [399, true, false, true],
    [400, false, false, true],
    [767, false, false, true],
    [768, false, false, false],
    [769, false, true, false],
    [812, false, true, false],
    [1440, false, true, false],
    [0, true, false, true],
    [Number.NaN, true, false, true],
  ])('%i px: phone %s, desktop-in-mobile %s, mobile %s', (width, isPhone, isDesktopInMobile, isMobile) => {
    expect(screenFlags(width)).toEqual({ isPhone, isDesktopInMobile, isMobile });
  });
});

describe('the header\'s theme (header.md §4 "Gender": dark mode only for men, with MEN_DARKMODE)', () => {
  it.each([
    ['M', true, 'dark'], ['M', false, 'light'], ['W', true, 'light'], ['W', false, 'light'],
  ] as const)('gender %s, MEN_DARKMODE %s: %s', (gender, toggle, theme) => {
    expect(themeFor(gender, toggle)).toBe(theme);
  });
});
