import type { ElementMeta } from '@nm/core';
import { DESKTOP_HEIGHT_PX, PHONE_HEIGHT_PX } from './model/constants';
import { PAGE_IDS } from './model/pageId';
import type { HeaderProps } from './ui/Header';

/** `<nm-header>` as the manifest, the reservation CSS and Storybook describe it (never bundled). */
export const headerElementMeta: ElementMeta<HeaderProps> = {
  tag: 'nm-header',
  description:
    'The site header: logo, the search (the same search as <nm-search>), the account area, gift finder, stores, gender nav, ' +
    'the desktop "Shopping Bag" button and the phone bag icon (the same bag as <nm-minicart>), the hamburger, and a slot for the navigation. ' +
    'Sticky on phones (and on desktop with STICKY_HEADER_DESKTOP). Fallback markup inside it shows until it renders and whenever it fails.',
  props: {
    pageId: {
      typeText: PAGE_IDS.map((id) => `"${id}"`).join(' | '),
      description:
        'The page the header is on (header.md §2); it decides what shows where: on CART and CHECKOUT no mini-cart flyout and the account is a plain Sign In link. Unknown values read as HOME; a PAGE_ID_ prefix is accepted.',
    },
    brand: {
      typeText: '"" | "NM" | "HC"',
      description: "The brand the header shows (logo and tokens): NM or HC. Empty: the config's brand.",
    },
    searchPlaceholder: { description: 'The text shown in the empty search box.' },
    searchValue: {
      description: 'The text the search box starts with: a results page passes the term that was searched.',
    },
    defaultNavpath: {
      description:
        'header.md §4 "the template\'s default path": a navpath (cat000000_cat…_cat…) where the mobile menu starts when the page\'s URL has no navpath query.',
    },
  },
  events: ['nm:search-submitted', 'nm:minicart-opened', 'nm:minicart-closed'],
  reservedSize: { width: '100%', height: `${DESKTOP_HEIGHT_PX}px` },
  reservedSizePhone: { width: '100%', height: `${PHONE_HEIGHT_PX}px` },
};
