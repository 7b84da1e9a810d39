/**
 * The navigation (docs/navigation.md), a part of <nm-header>, not an element: the desktop silo bar and its drawers,
 * the mobile menu, the silos call and its bundled fallback ($menus, shared by both), and the site navigation JSON-LD
 * in <head> (its own Trusted Types policy). Leaves where it renders and the page's rules (structured data or not,
 * where a gender switch goes) to <nm-header>, which passes them as props; the gender and the mobile menu's open
 * state to core's $gender/chooseGender and $mobileMenuOpen, so neither package imports the other.
 */
export { NavigationBar, NavigationMenu } from './ui/parts';
