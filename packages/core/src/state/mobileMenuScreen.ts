import { closeMobileMenu } from './mobileMenu';
import { $screen } from './screen';

/**
 * header.md §4, §9: a screen that becomes desktop-in-mobile (a phone or a
 * tablet turned sideways past 768 px, a window widened) shows the desktop
 * header, which has no hamburger: the mobile menu open on the narrow layout
 * closes, through its own action (one writer, ./mobileMenu.ts). Left open, it
 * would stay a modal over the desktop header with nothing on it to open it
 * again, and `$mobileMenuOpen` would stay true, which other elements read as
 * "the shopper is busy" (the abandon-cart modal would never show).
 *
 * Only a change closes it: the flag is re-evaluated 200 ms after the rotation
 * (state/screen.ts). Between 768 and the 767 px phone layout there is one
 * width, 768 px, where the desktop layout shows and the flag is still false;
 * a menu open there stays open and closes with its own controls.
 * Returns the stop.
 */
export function closeMobileMenuWhenDesktopInMobile(): () => void {
  return $screen.listen((screen) => {
    if (screen.desktopInMobile) closeMobileMenu();
  });
}
