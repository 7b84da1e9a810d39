import { abandonCartElementMeta } from '@nm/abandon-cart';
import type { WidgetMetaList } from '@nm/core';
import { headerElementMeta } from '@nm/header';
import { miniCartElementMeta } from '@nm/minicart';
import { searchElementMeta } from '@nm/search';
import type { WIDGETS } from './elements';

/**
 * Every element's descriptions, events and reserved boxes, in WIDGETS' order (the type check fails when one is
 * missing, out of order or for other props; the build, when a tag differs): the build writes custom-elements.json
 * and dist/nm-widgets.css from them. Build-time only: nothing in the bundle imports this file.
 */
export const ELEMENT_META = [
  miniCartElementMeta,
  searchElementMeta,
  headerElementMeta,
  abandonCartElementMeta,
] as const satisfies WidgetMetaList<typeof WIDGETS>;
