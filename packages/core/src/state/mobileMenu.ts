import { atom } from 'nanostores';

/**
 * header.md §2 "Hamburger button", §4 "Mobile menu": whether the mobile menu
 * is open. In core because two packages act on it: the header's hamburger
 * opens it and the navigation's menu (packages/navigation) closes it, and the
 * header renders the navigation (a store in either would make the other
 * import it back). Written only by these actions.
 */
export const $mobileMenuOpen = atom(false);

export function toggleMobileMenu(): void {
  $mobileMenuOpen.set(!$mobileMenuOpen.get());
}

export function closeMobileMenu(): void {
  if ($mobileMenuOpen.get()) $mobileMenuOpen.set(false);
}
