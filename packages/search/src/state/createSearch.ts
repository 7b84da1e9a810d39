import {
  $config,
  $country,
  $gender,
  chooseGender,
  emit,
  isAbort,
  logError,
  pageClock,
  pageLocation,
  type Cancel,
  type Clock,
  type Gender,
  type PageLocation,
  type WidgetsConfig,
} from '@nm/core';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { lazyFetcher } from '../api/lazyFetcher';
import { suggestionScope, type SuggestionCache } from '../api/suggestionCache';
import { createSuggestionLoader, type SuggestionLoader } from '../api/suggestionLoader';
import type { SuggestionFetcher } from '../api/typeahead';
import {
  autocompleteReducer,
  initialAutocompleteState,
  type AutocompleteAction,
  type AutocompleteState,
} from '../model/autocomplete';
import { productLimitFor, TYPEAHEAD_DEBOUNCE_MS } from '../model/constants';
import { isTypeaheadEnabled, showsGenderTabs } from '../model/enablement';
import { keyCommand, type KeyPress } from '../model/keys';
import { noResultsMessage, removedRecentMessage, resultSummary } from '../model/messages';
import { panelView, type PanelView, type SearchOption } from '../model/options';
import { pickAction, type PickVia } from '../model/pick';
import { recentSearchCap } from '../model/recentSearches';
import { writesRecentTerm } from '../model/recentTerm';
import { isSearchResultsPath, submitUrl } from '../model/searchUrl';
import type { ResultState, SubmitSource } from '../model/types';
import { keepGenderOnSubmit } from './gender';
import type { Machine } from './machine';
import { $recentSearches, clearRecentSearches, removeRecentSearch, saveRecentSearch } from './recentSearches';
import { createRecentTermWriter } from './recentTerm';

/** The page's config with the shopper's country (core `$country`), which the rules and the request read. */
type SearchConfig = WidgetsConfig & { country: string };

export interface SearchOptions {
  /** A phone's viewport (767 px and below): the answer shows 4 product tiles, else 3 (header.md §5). */
  phone: boolean;
  /** `inline`: the header box, whose panel closes when focus leaves; `modal`: inside a search modal, panel always wanted. */
  variant: 'inline' | 'modal';
  /** The text the box starts with (a results page's term, or what was typed before this part loaded). */
  initialValue?: string;
  /** The panel's chunk is already in (another field loaded it): the listbox can show at once. */
  panelLoaded?: boolean;
  /**
   * Where a submit sends the browser (Ctrl/Cmd+Enter on a product: a new tab),
   * and the path that tells the results page, which a gender change reloads:
   * core's page location unless given (a fake in tests).
   */
  location?: PageLocation;
  clock?: Clock;
  /** The service for a config; the lazy ky client by default, a stub in tests. */
  fetcherFor?(config: SearchConfig): SuggestionFetcher;
  /** Where answers are kept: the page's cache unless a test gives its own. */
  cache?: SuggestionCache;
  /** The shared stores; the page's by default. */
  stores?: {
    config?: ReadableAtom<WidgetsConfig>;
    country?: ReadableAtom<string>;
    gender?: ReadableAtom<Gender>;
    recent?: ReadableAtom<string[]>;
  };
}

/** Everything one search field renders. */
export interface SearchSnapshot {
  state: AutocompleteState;
  view: PanelView;
  /** How many product tiles an answer holds (the loading state draws as many). */
  productLimit: number;
  gender: Gender;
  typeahead: boolean;
  genderTabs: boolean;
  /** The NM type-ahead answers with products; the HC auto-suggest never does (its panel is narrower). */
  showsProducts: boolean;
  /** The panel is drawn: wanted (a modal always wants it) and with something in it. */
  panelOpen: boolean;
  /** The listbox is in the page (its chunk is in, and it has options): aria-expanded. */
  listboxShown: boolean;
  /** The highlighted option while the listbox is shown (aria-activedescendant), else null. */
  highlighted: number | null;
  /** The options shown are an instant answer (a shorter term's, narrowed) awaiting the service's. */
  instant: boolean;
  /** The polite status region: the settled answer, or a one-off message (a removed recent search). */
  statusText: string;
  noResultsText: string;
}

/** What a handled key asks of the UI: nothing more, or to leave the box (blur it, or close the modal). */
type KeyOutcome = 'ignored' | 'handled' | 'leave';

export interface SearchActions {
  focus(): void;
  input(value: string): void;
  /** A key in the box; `ignored`: the browser's (Tab, letters, IME), so the UI must not prevent it. */
  key(press: KeyPress): KeyOutcome;
  /** The pointer is over option `index` (null: it left the list). */
  hover(index: number | null): void;
  /** `newTab`: Ctrl/Cmd+Enter (a product opens in a new tab). */
  pick(option: SearchOption, via: PickVia, newTab?: boolean): void;
  /** Submits the text in the box (Enter with nothing highlighted, or the submit button). */
  submitTyped(): void;
  close(): void;
  /** Focus left the field (box and panel): the inline panel closes. */
  leave(): void;
  /** The clear (x) or Reset button: empties the box, and so the answer. */
  clearText(): void;
  clearHistory(): void;
  /** Removes one recent search and says so in the status region. */
  removeRecent(term: string): void;
  setGender(gender: Gender): void;
  /** The panel's chunk is in: there is a listbox for the box to point at. */
  panelLoaded(): void;
  /** The viewport crossed the phone breakpoint under a mounted field (3 tiles or 4). */
  setPhone(phone: boolean): void;
}

export type Search = Machine<SearchSnapshot, SearchActions>;

/**
 * One search field's machine (state/machine.ts): the options, the keys, the
 * type-ahead loader, the recent searches and the recent-term debounce, and
 * what a submit does (navigation, the gender written again, the recent search
 * saved, `nm:search-submitted`). No React and no DOM element: the field
 * subscribes to `$snapshot` and forwards its events to `actions`. The rules
 * themselves are model/'s; this holds the state and carries them out.
 */
export function createSearch({
  phone,
  variant,
  initialValue = '',
  panelLoaded = false,
  location,
  clock = pageClock,
  fetcherFor = lazyFetcher,
  cache,
  stores = {},
}: SearchOptions): Search {
  const $cfg = computed([stores.config ?? $config, stores.country ?? $country], (config, country): SearchConfig => ({
    ...config,
    country,
  }));
  const $gen = stores.gender ?? $gender;
  const $recent = stores.recent ?? $recentSearches;
  // Read at each use: a test or story may install the page's fake after the field was made.
  const where = () => location ?? pageLocation();

  const $machine = atom<AutocompleteState>(initialAutocompleteState(initialValue));
  const $result = atom<ResultState | null>(null);
  // A one-off message for the status region (a removed recent search); the next key replaces it.
  const $announcement = atom('');
  // Whether the shopper is typing: from a key until the type-ahead's own pause after the last one (header.md §9).
  // A word answered before shows at once, so typing through such words would otherwise say an answer per key.
  const $typing = atom(false);
  const $panelReady = atom(panelLoaded);
  const $productLimit = atom(productLimitFor(phone));

  const dispatch = (action: AutocompleteAction) => $machine.set(autocompleteReducer($machine.get(), action));

  const $view = computed(
    [$machine, $recent, $cfg, $result, $gen, $productLimit],
    (state, recent, config, result, gender, limit) => {
      const typeahead = isTypeaheadEnabled(config);
      return panelView({
        typed: state.typed,
        recent,
        typeahead,
        result,
        gender,
        productLimit: limit,
        recentCap: recentSearchCap(typeahead),
      });
    },
  );

  const noResultsVariant = variant === 'modal' ? 'modal' : 'panel';
  const $snapshot = computed(
    [$machine, $view, $result, $announcement, $typing, $panelReady, $cfg, $gen, $productLimit],
    (state, view, result, announcement, typing, panelReady, config, gender, productLimit): SearchSnapshot => {
      const panelOpen = (variant === 'modal' || state.open) && view.mode !== 'none';
      const listboxShown = panelOpen && panelReady && (view.mode === 'recent' || view.mode === 'results');
      const instant = view.mode === 'results' && result?.status === 'done' && result.instant === true;
      // An instant answer is not announced: the service's answer follows within the debounce, and is. No answer is
      // announced while the shopper is still typing: the one they stop at is, once.
      let statusText = announcement;
      if (!typing && view.mode === 'results' && !instant) {
        const suggestions = view.groups.find((g) => g.key === 'suggestions')?.options.length ?? 0;
        statusText = resultSummary(suggestions, view.options.length - suggestions);
      } else if (!typing && view.mode === 'no-results') {
        statusText = noResultsMessage(view.term, noResultsVariant);
      }
      return {
        state,
        view,
        productLimit,
        gender,
        instant,
        panelOpen,
        listboxShown,
        typeahead: isTypeaheadEnabled(config),
        genderTabs: showsGenderTabs(config),
        showsProducts: config.brand !== 'HC',
        highlighted: listboxShown ? state.highlighted : null,
        statusText: state.open ? statusText : '',
        noResultsText: noResultsMessage(view.term, noResultsVariant),
      };
    },
  );

  /** The options the keys and the pointer move over: none until the listbox is shown. */
  const shownOptions = () => ($snapshot.get().listboxShown ? $view.get().options : []);

  // Timers started by actions (a recent search's delayed submit), cancelled when the machine stops.
  const pending = new Set<Cancel>();
  const later = (ms: number, run: () => void) => {
    const cancel = clock.after(ms, () => {
      pending.delete(cancel);
      run();
    });
    pending.add(cancel);
  };

  const submitTo = (query: string, source: SubmitSource, url: string) => {
    const config = $cfg.get();
    saveRecentSearch(query, recentSearchCap(isTypeaheadEnabled(config)));
    // header.md §4: on submit the selected gender is written again if the stored one differs.
    if (showsGenderTabs(config)) keepGenderOnSubmit($gen.get());
    emit('nm:search-submitted', { term: query, source, url });
    dispatch({ type: 'close' });
    where().assign(url);
  };

  const submit = (text: string, source: SubmitSource) => {
    const query = text.trim();
    // header.md §5: empty or whitespace-only text never submits.
    if (!query) return;
    submitTo(
      query,
      source,
      submitUrl({ query, typed: $machine.get().typed, source, typeahead: isTypeaheadEnabled($cfg.get()) }),
    );
  };

  // What a pick does is model/pick.ts; this only carries it out.
  const pick = (option: SearchOption, via: PickVia, newTab = false) => {
    const action = pickAction(option, via, newTab);
    switch (action.type) {
      case 'go':
        // A new tab leaves this page as it is, panel and highlight included.
        if (action.newTab) return where().openInNewTab(action.url);
        dispatch({ type: 'close' });
        return where().assign(action.url);
      case 'link':
        return submitTo(action.query, 'suggestion', action.url);
      case 'search':
        if (action.setText) dispatch({ type: 'set', value: action.query });
        if (action.delayMs === 0) return submit(action.query, action.source);
        return later(action.delayMs, () => submit(action.query, action.source));
    }
  };

  const submitTyped = () => submit($machine.get().inputValue, 'typed');

  const actions: SearchActions = {
    focus: () => dispatch({ type: 'focus' }),
    input: (value) => dispatch({ type: 'input', value }),
    key(press) {
      const command = keyCommand(press, $machine.get().open);
      if (!command) return 'ignored';
      switch (command.type) {
        case 'open':
          dispatch({ type: 'focus' });
          return 'handled';
        case 'move':
          dispatch({ type: 'move', delta: command.delta, options: shownOptions() });
          return 'handled';
        case 'enter': {
          const { highlighted } = $machine.get();
          const option = highlighted === null ? undefined : shownOptions()[highlighted];
          if (option) pick(option, 'keyboard', command.newTab);
          else submitTyped();
          return 'handled';
        }
        case 'escape':
          dispatch({ type: 'close' });
          return 'leave';
      }
    },
    hover(index) {
      if (index === $machine.get().highlighted) return;
      dispatch({ type: 'hover', index, options: shownOptions() });
    },
    pick,
    submitTyped,
    close: () => dispatch({ type: 'close' }),
    leave() {
      if (variant === 'inline') dispatch({ type: 'close' });
    },
    clearText: () => dispatch({ type: 'input', value: '' }),
    clearHistory: clearRecentSearches,
    removeRecent(term) {
      removeRecentSearch(term);
      $announcement.set(removedRecentMessage(term));
    },
    setGender(next) {
      if (next === $gen.get()) return;
      chooseGender(next);
      // header.md §4: on the search results page a change reloads the search.
      if (isSearchResultsPath(where().pathname)) where().reload();
    },
    panelLoaded: () => $panelReady.set(true),
    setPhone: (isPhone) => $productLimit.set(productLimitFor(isPhone)),
  };

  function start(): () => void {
    let loader: SuggestionLoader | null = null;
    // What the loader was last told, so only a change of term, gender, panel or service asks again (an error for
    // a term is not retried by a highlight moving).
    let asked: string | null = null;

    const syncRequest = () => {
      if (!loader) return;
      const { typed, open } = $machine.get();
      const term = typed.trim();
      const gender = $gen.get();
      const wanted = isTypeaheadEnabled($cfg.get()) && term !== '' && open;
      const ask = wanted ? `${gender}\u0000${term}` : null;
      if (ask === asked) return;
      asked = ask;
      if (wanted) loader.request({ term, gender });
      else loader.cancel();
    };

    // A config change (another service, another country) gets a loader of its own; the replaced one is silenced.
    const stopConfig = $cfg.subscribe((config) => {
      loader?.cancel();
      loader = createSuggestionLoader({
        fetch: fetcherFor(config),
        onUpdate: (result) => $result.set(result),
        onError: (error, key) => {
          if (!isAbort(error)) logError(`Type-ahead failed for "${key.term}"`, error);
        },
        scope: suggestionScope(config),
        clock,
        ...(cache ? { cache } : {}),
      });
      asked = null;
      syncRequest();
    });
    const stopMachine = $machine.listen(syncRequest);
    const stopGender = $gen.listen(syncRequest);

    // header.md §9 "recent-term debounce": the term typed goes to session storage 500 ms after typing stops,
    // with RECENTLY_SEARCHED on (model/recentTerm.ts).
    const recentTerm = createRecentTermWriter(undefined, undefined, clock);
    let lastTyped: string | null = null;
    let cancelPause: Cancel | undefined;
    const stopTyped = $machine.subscribe(({ typed }) => {
      if (typed === lastTyped) return;
      // The text the field starts with was not typed here.
      const keyed = lastTyped !== null;
      lastTyped = typed;
      if (writesRecentTerm($cfg.get())) recentTerm.typed(typed);
      $announcement.set('');
      if (!keyed) return;
      cancelPause?.();
      $typing.set(true);
      cancelPause = clock.after(TYPEAHEAD_DEBOUNCE_MS, () => {
        cancelPause = undefined;
        $typing.set(false);
      });
    });

    // A new answer (or a new mode) replaces the options: the highlight would point at something else.
    const $mode = computed($view, (view) => view.mode);
    const stopMode = $mode.listen(() => dispatch({ type: 'optionsChanged' }));
    const stopResult = $result.listen(() => dispatch({ type: 'optionsChanged' }));

    return () => {
      [stopConfig, stopMachine, stopGender, stopTyped, stopMode, stopResult].forEach((stop) => stop());
      loader?.cancel();
      loader = null;
      recentTerm.cancel();
      cancelPause?.();
      $typing.set(false);
      pending.forEach((cancel) => cancel());
      pending.clear();
    };
  }

  return { $snapshot, actions, start };
}
