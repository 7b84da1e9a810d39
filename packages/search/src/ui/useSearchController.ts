import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from '@nm/core';
import { createSearch, type SearchActions, type SearchSnapshot } from '../state/createSearch';

export interface SearchControllerOptions {
  /** A phone's viewport: 4 product tiles, else 3. */
  phone: boolean;
  /** `inline`: the header box with its dropdown panel; `modal`: inside a search modal. */
  variant: 'inline' | 'modal';
  /** Text the box starts with (typed before the interactive part loaded, or a results page's term). */
  initialValue?: string;
  /** The panel's chunk is in already. */
  panelLoaded: boolean;
}

/** What a search field renders, and the actions its events go to. */
export type SearchController = SearchSnapshot & SearchActions;

/**
 * One search field's machine (state/createSearch.ts), made for the field's
 * life and started while it is mounted. The hook only subscribes: the state,
 * the keys, the loader, the timers and what a submit does are the machine's.
 */
export function useSearchController({
  phone,
  variant,
  initialValue = '',
  panelLoaded,
}: SearchControllerOptions): SearchController {
  const [search] = useState(() =>
    createSearch({
      phone,
      variant,
      initialValue,
      panelLoaded,
    }),
  );
  useEffect(() => search.start(), [search]);
  // Before paint: a field that stays mounted across the phone breakpoint draws the new number of tiles at once.
  useLayoutEffect(() => search.actions.setPhone(phone), [search, phone]);
  const snapshot = useStore(search.$snapshot);
  return { ...snapshot, ...search.actions };
}
