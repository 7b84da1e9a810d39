/**
 * The hamburger's intent (header.md §2 "Hamburger button"): the store and its
 * actions are core's (state/mobileMenu.ts), shared with the navigation's
 * mobile menu, which renders it and closes it (docs/navigation.md).
 */
export { $mobileMenuOpen, closeMobileMenu, toggleMobileMenu } from '@nm/core';
