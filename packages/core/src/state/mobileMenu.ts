import { atom, readonlyType } from 'nanostores';

/**
 * header.md §2 "Hamburger button", §4 "Mobile menu": whether the mobile menu
 * is open. In core because two packages act on it: the header's hamburger
 * opens it and the navigation's menu (packages/navigation) closes it, and the
 * header renders the navigation (a store in either would make the other
 * import it back). Read-only: written only by these actions.
 */
const $open = atom(false);
export const $mobileMenuOpen = readonlyType($open);

export function toggleMobileMenu(): void {
  $open.set(!$open.get());
}

export function closeMobileMenu(): void {
  if ($open.get()) $open.set(false);
}
