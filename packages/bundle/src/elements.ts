import type { ElementDefinition } from '@nm/core';
import { miniCartElement } from '@nm/minicart';

/** Every element the bundle defines, in one list: the build writes the manifest and the reservation CSS from it. */
export const ELEMENTS: ReadonlyArray<ElementDefinition<object>> = [
  miniCartElement as ElementDefinition<object>,
];
