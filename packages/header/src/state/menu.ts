import { atom } from 'nanostores';

/**
 * The hamburger's intent (header.md §2 "Hamburger button"). The mobile menu
 * itself is the navigation issue's: it renders `$mobileMenuOpen` and calls
 * these actions. Announcing it to the page (an `nm:` outbound event) belongs
 * in core's outbound list, with the menu. Written only here.
 */
export const $mobileMenuOpen = atom(false);

export function toggleMobileMenu(): void {
  $mobileMenuOpen.set(!$mobileMenuOpen.get());
}

export function closeMobileMenu(): void {
  if ($mobileMenuOpen.get()) $mobileMenuOpen.set(false);
}
