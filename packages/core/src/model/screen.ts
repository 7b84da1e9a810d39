/**
 * header.md §4 "Sticky header" (last line), §9: the screen-size flags, from
 * the viewport's width in CSS px. A pure rule; the page's one evaluation of
 * it is state/screen.ts ($screen), re-checked 200 ms after a rotation.
 *
 * The phone LAYOUT is not one of these flags: it is §9's 767 px breakpoint,
 * ui/useMediaQuery.ts PHONE_QUERY, which CSS and the components evaluate
 * themselves. Between 400 and 768 px both flags are false (the spec names
 * no flag there).
 */
export interface ScreenFlags {
  /** "under 400 px wide is phone". */
  phone: boolean;
  /** "over 768 is desktop-in-mobile": a tablet (or a large phone) turned sideways, wide enough for the desktop header. */
  desktopInMobile: boolean;
}

/** §9: widths under this are a phone. */
const PHONE_WIDTH_UNDER_PX = 400;
/** §9: widths over this are desktop-in-mobile (812, an iPhone X on its side, is over it). */
const DESKTOP_IN_MOBILE_OVER_PX = 768;
/** §4, §9: how long after a rotation the flags are evaluated again (the width reported during one is not the final one). */
export const SCREEN_RECHECK_MS = 200;

export function screenFlags(width: number): ScreenFlags {
  // A width the browser could not give (0, NaN: a frame not laid out yet) counts as the narrowest.
  const w = Number.isFinite(width) && width > 0 ? width : 0;
  return { phone: w < PHONE_WIDTH_UNDER_PX, desktopInMobile: w > DESKTOP_IN_MOBILE_OVER_PX };
}

export const sameScreen = (a: ScreenFlags, b: ScreenFlags): boolean =>
  a.phone === b.phone && a.desktopInMobile === b.desktopInMobile;
