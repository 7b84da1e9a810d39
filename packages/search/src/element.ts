import type { ElementDefinition, Widget } from '@nm/core';
import type { SearchBoxProps } from './ui/boxProps';
import { SearchBox } from './ui/SearchBox';
import { SEARCH_CSS } from './ui/styles';

/** What the runtime needs; descriptions and the reserved box are in element.meta.ts. */
export const searchElement: ElementDefinition<SearchBoxProps> = {
  tag: 'nm-search',
  component: SearchBox,
  props: {
    placeholder: { kind: 'string', default: 'Search' },
    value: { kind: 'string', default: '' },
    cameraUrl: { kind: 'string', default: '/visual-search/' },
  },
  styles: SEARCH_CSS,
};

/** What the bundle starts: the element (no page-wide duties of its own). */
export const searchWidget: Widget<SearchBoxProps> = { element: searchElement };
