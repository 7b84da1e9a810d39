import type { ElementDefinition, Widget } from '@nm/core';
import { DEFAULT_PAGE_ID } from './model/pageId';
import { Header, type HeaderProps } from './ui/Header';
import { HEADER_CSS } from './ui/styles';

/** What the runtime needs; descriptions and reserved boxes are in element.meta.ts. */
export const headerElement: ElementDefinition<HeaderProps> = {
  tag: 'nm-header',
  component: Header,
  props: {
    pageId: { kind: 'string', default: DEFAULT_PAGE_ID },
    brand: { kind: 'string', default: '' },
    searchPlaceholder: { kind: 'string', default: 'Search' },
    searchValue: { kind: 'string', default: '' },
    defaultNavpath: { kind: 'string', default: '' },
  },
  styles: HEADER_CSS,
  needsShopper: true,
};

/** What the bundle starts: the element (no page-wide duties of its own). */
export const headerWidget: Widget<HeaderProps> = { element: headerElement };
