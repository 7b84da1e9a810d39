import { $screen, closeMobileMenuWhenDesktopInMobile, followScreen, type ScreenFlags } from '@nm/core';
import { followSticky } from './sticky';
import { followSelectedStore } from './stores';

/**
 * The host attribute that gives the page the screen-size flags (header.md §4,
 * §9; docs/header.md "Screen size"): `phone` under 400 px, `desktop-in-mobile`
 * over 768 px, absent between. Nothing in the header's own look needs them
 * (its layout follows CSS media queries from the first paint); the page may
 * style around the header with them.
 */
const SCREEN_ATTRIBUTE = 'data-nm-screen';

const screenValue = (screen: ScreenFlags): string | null =>
  screen.phone ? 'phone' : screen.desktopInMobile ? 'desktop-in-mobile' : null;

function reflectScreen(host: Element): () => void {
  const off = $screen.subscribe((screen) => {
    const value = screenValue(screen);
    if (value === null) host.removeAttribute(SCREEN_ATTRIBUTE);
    else host.setAttribute(SCREEN_ATTRIBUTE, value);
  });
  return () => {
    off();
    host.removeAttribute(SCREEN_ATTRIBUTE);
  };
}

/**
 * What one `<nm-header>` follows on the page while it is connected, loaded
 * right after its first paint (nothing on it depends on these): the page's
 * screen-size flags (core state/screen.ts: one set of listeners, re-checked
 * 200 ms after a rotation), the mobile menu closing when the screen becomes
 * desktop-in-mobile (core state/mobileMenuScreen.ts; closing is idempotent,
 * so two headers closing it is one close), the flags on the host, the
 * page's one scroll follower (./sticky.ts), and the chosen store whose name
 * the Our Stores button shows (./stores.ts: looked up once per page, however
 * many headers ask). Returns the stop.
 */
export function followPage(host: HTMLElement): () => void {
  void followSelectedStore();
  const stops = [followScreen(), closeMobileMenuWhenDesktopInMobile(), reflectScreen(host), followSticky(host)];
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
