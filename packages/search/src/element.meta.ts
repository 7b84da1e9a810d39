import type { ElementMeta } from '@nm/core';
import type { SearchBoxProps } from './ui/boxProps';

/** `<nm-search>` as the manifest, the reservation CSS and Storybook describe it (never bundled). */
export const searchElementMeta: ElementMeta<SearchBoxProps> = {
  tag: 'nm-search',
  description:
    'The search box: type-ahead suggestions and products, recent searches, WOMEN / MEN tabs, and the phone and collapsed-bar search modals.',
  props: {
    placeholder: { description: 'The text shown in the empty box.' },
    value: {
      description:
        'The text the box starts with: a results page passes the term that was searched, so the box keeps it.',
    },
    cameraUrl: {
      description:
        'Where the phone modal\'s "SNAP. FIND. SHOP." camera link goes (hidden by the HIDE_SNAP_FIND_SHOP toggle).',
    },
  },
  events: ['nm:search-submitted'],
  reservedSize: { width: 'min(480px, 100%)', height: '36px' },
};
