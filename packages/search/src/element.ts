import type { ElementDefinition } from '@nm/core';
import type { SearchBoxProps } from './ui/boxProps';
import { SearchBox } from './ui/SearchBox';
import { SEARCH_CSS } from './ui/styles';

export const searchElement: ElementDefinition<SearchBoxProps> = {
  tag: 'nm-search',
  component: SearchBox,
  description: 'The search box: type-ahead suggestions and products, recent searches, WOMEN / MEN tabs, and the phone and collapsed-bar search modals.',
  props: {
    placeholder: { kind: 'string', default: 'Search', description: 'The text shown in the empty box.' },
    value: {
      kind: 'string',
      default: '',
      description: 'The text the box starts with: a results page passes the term that was searched, so the box keeps it.',
    },
    cameraUrl: {
      kind: 'string',
      default: '/visual-search/',
      description: 'Where the phone modal\'s "SNAP. FIND. SHOP." camera link goes (hidden by the HIDE_SNAP_FIND_SHOP toggle).',
    },
  },
  styles: SEARCH_CSS,
  events: ['nm:search-submitted'],
  reservedSize: { width: 'min(480px, 100%)', height: '36px' },
};
