import { abandonCartElementMeta } from '@nm/abandon-cart';
import type { ElementMeta } from '@nm/core';
import { headerElementMeta } from '@nm/header';
import { miniCartElementMeta } from '@nm/minicart';
import { searchElementMeta } from '@nm/search';

/**
 * Every element's descriptions, events and reserved boxes, in ELEMENTS' order:
 * the build writes custom-elements.json and dist/nm-widgets.css from them.
 * Build-time only: nothing in the bundle imports this file.
 */
export const ELEMENT_META: ReadonlyArray<ElementMeta<object>> = [
  miniCartElementMeta,
  searchElementMeta,
  headerElementMeta,
  abandonCartElementMeta,
];
