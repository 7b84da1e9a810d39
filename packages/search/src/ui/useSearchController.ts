import { useStore } from '@nanostores/react';
import { $config, $gender, emit, logError, useElement, type Gender } from '@nm/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAbort, lazyFetcher } from '../api/lazyFetcher';
import { suggestionScope } from '../api/suggestionCache';
import { createSuggestionLoader } from '../api/suggestionLoader';
import { autocompleteReducer, initialAutocompleteState, type AutocompleteAction, type AutocompleteState } from '../model/autocomplete';
import { isTypeaheadEnabled, showsGenderTabs } from '../model/enablement';
import { noResultsMessage, removedRecentMessage, resultSummary } from '../model/messages';
import { panelView, type PanelView, type SearchOption } from '../model/options';
import { pickAction, type PickVia } from '../model/pick';
import { recentSearchCap } from '../model/recentSearches';
import { isSearchResultsPath, submitUrl } from '../model/searchUrl';
import type { ResultState, SubmitSource } from '../model/types';
import { chooseGender, keepGenderOnSubmit } from '../state/gender';
import { $recentSearches, clearRecentSearches, removeRecentSearch, saveRecentSearch } from '../state/recentSearches';
import { createRecentTermWriter } from '../state/recentTerm';
import { navigation } from './navigation';

export interface SearchControllerOptions {
  productLimit: number;
  /** Text the shopper typed before the interactive part loaded. */
  initialValue?: string;
  /** Which no-results wording (header.md §8). */
  variant: 'panel' | 'modal';
}

export interface SearchController {
  state: AutocompleteState;
  /** The latest state, including actions dispatched since the last render (for key handlers). */
  current(): AutocompleteState;
  dispatch(action: AutocompleteAction): void;
  view: PanelView;
  gender: Gender;
  typeahead: boolean;
  genderTabs: boolean;
  /** The NM type-ahead answers with products; the HC auto-suggest never does (its panel is narrower). */
  showsProducts: boolean;
  /** The options shown are an instant answer (a shorter term's, narrowed) awaiting the service's. */
  instant: boolean;
  /** The settled answer, for the polite status region. */
  statusText: string;
  noResultsText: string;
  /** Submits text typed in the box (Enter or the submit button). */
  submitTyped(): void;
  /** `newTab`: Ctrl/Cmd+Enter (a product opens in a new tab). */
  pick(option: SearchOption, via: PickVia, newTab?: boolean): void;
  clearHistory(): void;
  /** Removes one recent search and says so in the status region. */
  removeRecent(term: string): void;
  /** The clear (x) button: empties the box (and so the results). */
  clearText(): void;
  setGender(gender: Gender): void;
}

/**
 * Joins the state machine, the type-ahead loader and the stores for one
 * search field. Rendering lives in the components; rules live in model/.
 */
export function useSearchController({ productLimit, variant, initialValue = '' }: SearchControllerOptions): SearchController {
  const { signal } = useElement();
  const config = useStore($config);
  const gender = useStore($gender);
  const recent = useStore($recentSearches);
  const typeahead = isTypeaheadEnabled(config);
  const genderTabs = showsGenderTabs(config);
  // The state is also kept in a ref, updated as each action is dispatched:
  // keys pressed faster than React renders (Down then Enter in one task)
  // must act on the state the previous key left, not the last render's.
  const stateRef = useRef<AutocompleteState>(initialAutocompleteState(initialValue));
  const [state, setState] = useState(stateRef.current);
  const dispatch = useCallback((action: AutocompleteAction) => {
    stateRef.current = autocompleteReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);
  const [result, setResult] = useState<ResultState | null>(null);
  // A one-off message for the status region (a removed recent search); the next answer replaces it.
  const [announcement, setAnnouncement] = useState('');

  const loader = useMemo(
    () => createSuggestionLoader({
      fetch: lazyFetcher(config),
      onUpdate: setResult,
      onError: (error, key) => {
        if (!isAbort(error)) logError(`Type-ahead failed for "${key.term}"`, error);
      },
      signal,
      scope: suggestionScope(config),
    }),
    [config, signal],
  );

  // A replaced loader (the config changed) must not deliver into this field any more.
  useEffect(() => () => loader.cancel(), [loader]);

  // The term (and gender) in the box decide what is asked; the loader
  // debounces, answers repeats from its cache and drops replaced answers.
  // Only while the panel is wanted: a box that starts with a term (a results page's) asks nothing until the shopper
  // is in it.
  const term = state.typed.trim();
  useEffect(() => {
    if (typeahead && term && state.open) loader.request({ term, gender });
    else loader.cancel();
  }, [loader, typeahead, term, gender, state.open]);

  // header.md §9 "recent-term debounce": the term typed goes to session storage 500 ms after typing stops (state/recentTerm.ts).
  const recentTerm = useMemo(() => createRecentTermWriter(), []);
  useEffect(() => () => recentTerm.cancel(), [recentTerm]);
  useEffect(() => {
    recentTerm.typed(state.typed);
    setAnnouncement('');
  }, [recentTerm, state.typed]);

  const view = panelView({ typed: state.typed, recent, typeahead, result, gender, productLimit, recentCap: recentSearchCap(typeahead) });

  // A new answer (or a new mode) replaces the options: the highlight would point at something else.
  useEffect(() => dispatch({ type: 'optionsChanged' }), [view.mode, result]);

  const submitTo = (query: string, source: SubmitSource, url: string) => {
    saveRecentSearch(query, recentSearchCap(typeahead));
    // header.md §4: on submit the selected gender is written again if the stored one differs.
    if (genderTabs) keepGenderOnSubmit(gender);
    emit('nm:search-submitted', { term: query, source, url });
    dispatch({ type: 'close' });
    navigation.assign(url);
  };

  const submit = (text: string, source: SubmitSource) => {
    const query = text.trim();
    // header.md §5: empty or whitespace-only text never submits.
    if (!query) return;
    submitTo(query, source, submitUrl({ query, typed: stateRef.current.typed, source, typeahead }));
  };

  // What a pick does is model/pick.ts; this only carries it out.
  const pick = (option: SearchOption, via: PickVia, newTab = false) => {
    const action = pickAction(option, via, newTab);
    switch (action.type) {
      case 'go':
        // A new tab leaves this page as it is, panel and highlight included.
        if (action.newTab) return navigation.openInNewTab(action.url);
        dispatch({ type: 'close' });
        return navigation.assign(action.url);
      case 'link':
        return submitTo(action.query, 'suggestion', action.url);
      case 'search': {
        if (action.setText) dispatch({ type: 'set', value: action.query });
        if (action.delayMs === 0) return submit(action.query, action.source);
        const timer = setTimeout(() => submit(action.query, action.source), action.delayMs);
        signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
        return;
      }
    }
  };

  const setGender = (next: Gender) => {
    if (next === gender) return;
    chooseGender(next);
    // header.md §4: on the search results page a change reloads the search.
    if (isSearchResultsPath(navigation.pathname())) navigation.reload();
  };

  const instant = view.mode === 'results' && result?.status === 'done' && result.instant === true;
  // An instant answer is not announced: the service's answer follows within the debounce, and is.
  let statusText = announcement;
  if (view.mode === 'results' && !instant) {
    const suggestions = view.groups.find((g) => g.key === 'suggestions')?.options.length ?? 0;
    statusText = resultSummary(suggestions, view.options.length - suggestions);
  } else if (view.mode === 'no-results') {
    statusText = noResultsMessage(view.term, variant);
  }

  return {
    state, dispatch, view, gender, typeahead, genderTabs, instant,
    showsProducts: config.brand !== 'HC',
    statusText: state.open ? statusText : '',
    noResultsText: noResultsMessage(view.term, variant),
    submitTyped: () => submit(stateRef.current.inputValue, 'typed'),
    current: () => stateRef.current,
    pick,
    clearHistory: clearRecentSearches,
    removeRecent: (term) => {
      removeRecentSearch(term);
      setAnnouncement(removedRecentMessage(term));
    },
    clearText: () => dispatch({ type: 'input', value: '' }),
    setGender,
  };
}
