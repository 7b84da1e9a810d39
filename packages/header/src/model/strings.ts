import type { Brand } from '@nm/core';

/** The shell's wording (header.md §1, §2). The account, stores, gender and offers wording is in their own model files. */

/** The wordmarks: a text logo, so the link's accessible name is the brand's. */
export const BRAND_NAMES: Record<Brand, string> = {
  NM: 'Neiman Marcus',
  HC: 'Horchow',
};

/** The logo link's accessible name: where it goes, not only whose it is (§2: the logo links to /). */
export const logoLabel = (brand: Brand): string => `${BRAND_NAMES[brand]} home`;

export const GIFT_FINDER_LABEL = 'Gift Finder';
export const MENU_BUTTON_LABEL = 'Menu';
/** The header's own label (it is a `<header>` inside the element; see docs/header.md "Landmarks"). */
export const HEADER_LABEL = 'Site header';
/** The navigation slot's landmark (where the silo navigation goes). */
export const NAVIGATION_LABEL = 'Main';
