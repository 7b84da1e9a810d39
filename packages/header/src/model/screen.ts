import { DESKTOP_IN_MOBILE_MIN_WIDTH_EXCLUSIVE, MOBILE_BREAKPOINT_PX, PHONE_MAX_WIDTH_EXCLUSIVE } from './constants';

/** header.md §4 "Sticky header", §9: the screen-size flags, from the viewport width. */
export interface ScreenFlags {
  /** Under 400 px wide. */
  isPhone: boolean;
  /** Over 768 px wide: a tablet turned sideways gets the desktop layout. */
  isDesktopInMobile: boolean;
  /** At or under the 767 px breakpoint: the phone header (and the phone sticky rules). */
  isMobile: boolean;
}

export function screenFlags(width: number): ScreenFlags {
  const w = Number.isFinite(width) && width > 0 ? width : 0;
  return {
    isPhone: w < PHONE_MAX_WIDTH_EXCLUSIVE,
    isDesktopInMobile: w > DESKTOP_IN_MOBILE_MIN_WIDTH_EXCLUSIVE,
    isMobile: w <= MOBILE_BREAKPOINT_PX,
  };
}

export const sameScreen = (a: ScreenFlags, b: ScreenFlags): boolean =>
  a.isPhone === b.isPhone && a.isDesktopInMobile === b.isDesktopInMobile && a.isMobile === b.isMobile;

/**
 * header.md §4 "Gender": dark mode applies only to men, when the men-dark-mode
 * toggle (MEN_DARKMODE) is on.
 */
export function themeFor(gender: 'W' | 'M', menDarkModeToggle: boolean): 'dark' | 'light' {
  return gender === 'M' && menDarkModeToggle ? 'dark' : 'light';
}
