import { abandonCartElement } from '@nm/abandon-cart';
import type { ElementDefinition } from '@nm/core';
import { headerElement } from '@nm/header';
import { miniCartElement } from '@nm/minicart';
import { searchElement } from '@nm/search';

/** Every element the bundle defines, in one list; each one's descriptions and reserved box are in elementMeta.ts, in the same order. */
export const ELEMENTS: ReadonlyArray<ElementDefinition<object>> = [
  miniCartElement as ElementDefinition<object>,
  searchElement as ElementDefinition<object>,
  headerElement as ElementDefinition<object>,
  abandonCartElement as ElementDefinition<object>,
];
