import { chooseGender, mergeConfig, type WidgetsConfig } from '@nm/core';
import { fakePageLocation } from '@nm/core/testing';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeTypeahead } from '../api/decode';
import type { SuggestionKey, TypeaheadResult } from '../model/types';
import { createSearch, type Search } from './createSearch';
import { $recentSearches } from './recentSearches';

/**
 * The search's machine without React or a DOM element (ARCHITECTURE.md:
 * Algolia Autocomplete's core): keys, debounce, cache, instant answers and
 * submit effects, driven with fake timers. Spec values are written out
 * (500 ms, 200 ms, SRP_SEARCH_RECENT_KEYWORDS, 5/7, 10, 3/4), never imported.
 */

/** The service's raw payload, through the real decoder (which is where the 10-suggestion cap lives). */
function payload(suggestions: string[], products = 0): TypeaheadResult {
  const body = {
    suggestions: suggestions.map((query) => ({ parameters: { query } })),
    products: Array.from({ length: products }, (_, i) => ({
      url: `/p/${i + 1}`,
      brand: 'Maison Verlaine',
      title: `Tote ${i + 1}`,
      price: 100,
    })),
  };
  const decoded = decodeTypeahead(body);
  if (!decoded) throw new Error('test payload did not decode');
  return decoded;
}

interface Call {
  key: SuggestionKey;
  resolve(data: TypeaheadResult): void;
}

interface HarnessOptions {
  typeahead?: boolean;
  genderTabs?: boolean;
  /** header.md §9 RECENTLY_SEARCHED. */
  recentlySearched?: boolean;
  variant?: 'inline' | 'modal';
  phone?: boolean;
  /** Answer every request at once with this; otherwise the test resolves `calls` by hand. */
  answer?: (term: string) => TypeaheadResult;
}

let running: Array<() => void> = [];

function harness({
  typeahead = true,
  genderTabs = false,
  recentlySearched = true,
  variant = 'inline',
  phone = false,
  answer,
}: HarnessOptions = {}) {
  const config = atom<WidgetsConfig>(
    mergeConfig('www.neimanmarcus.com', {
      brand: 'NM',
      toggles: { TYPEAHEAD: typeahead, HP_GENDER: genderTabs, RECENTLY_SEARCHED: recentlySearched },
      profile: { countryPreference: 'US' },
    }),
  );
  const calls: Call[] = [];
  const fetch = vi.fn(
    (key: SuggestionKey) =>
      new Promise<TypeaheadResult>((resolve) => {
        if (answer) resolve(answer(key.term));
        else calls.push({ key, resolve });
      }),
  );
  const location = fakePageLocation();
  const search: Search = createSearch({
    phone,
    variant,
    panelLoaded: true,
    location,
    fetcherFor: () => fetch,
    cache: new Map(),
    stores: { config },
  });
  const stop = search.start();
  running.push(stop);
  const { actions } = search;
  return {
    search,
    actions,
    fetch,
    calls,
    navigated: location.assigned,
    newTabs: location.newTabs,
    location,
    stop,
    onResultsPage: () => {
      location.pathname = '/s/';
    },
    snap: () => search.$snapshot.get(),
    /** Types `text` one key at a time, `gapMs` apart (the last key's pause is left to the test). */
    async typeKeys(text: string, gapMs = 100) {
      for (let i = 1; i <= text.length; i++) {
        actions.input(text.slice(0, i));
        if (i < text.length) await vi.advanceTimersByTimeAsync(gapMs);
      }
    },
  };
}

const terms = (n: number) => Array.from({ length: n }, (_, i) => `maison ${String.fromCharCode(97 + i)}`);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  chooseGender('W');
  $recentSearches.set([]);
});
afterEach(() => {
  running.forEach((stop) => stop());
  running = [];
  vi.useRealTimers();
});

describe('type-ahead request (header.md §4, §9: 500 ms after typing stops, one request per word)', () => {
  it('asks once, 500 ms after the last key, for the whole word', async () => {
    const h = harness();
    h.actions.focus();
    await h.typeKeys('maison');
    await vi.advanceTimersByTimeAsync(499);
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.snap().view.mode).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.fetch.mock.calls[0]?.[0]).toEqual({ term: 'maison', gender: 'W' });
  });

  it('answers a word asked before from the page, without a second request', async () => {
    const h = harness({ answer: () => payload(['maison verlaine']) });
    h.actions.focus();
    h.actions.input('maison');
    await vi.advanceTimersByTimeAsync(500);
    h.actions.input('');
    h.actions.input('maison');
    expect(h.snap().view.mode).toBe('results');
    await vi.advanceTimersByTimeAsync(500);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while the panel is not wanted (a results page starts with its term in the box)', async () => {
    const h = harness();
    h.actions.input('maison');
    h.actions.close();
    await vi.advanceTimersByTimeAsync(500);
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('shows a cached shorter word at once, narrowed and not announced, then the service answer replaces it', async () => {
    const h = harness();
    h.actions.focus();
    h.actions.input('mai');
    await vi.advanceTimersByTimeAsync(500);
    h.calls[0]!.resolve(payload(['maison verlaine', 'mai tai bar'], 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snap().statusText).toBe('2 suggestions and 2 products');

    h.actions.input('mais');
    // At once, before any timer: the page narrows "mai"'s answer to what "mais" still fits (the products' designer
    // is Maison Verlaine; "mai tai bar" no longer fits).
    expect(h.snap().instant).toBe(true);
    expect(h.snap().view.options.map((o) => (o.kind === 'suggestion' ? o.suggestion.query : o.kind))).toEqual([
      'maison verlaine',
      'product',
      'product',
    ]);
    expect(h.snap().statusText).toBe('');
    expect(h.fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(500);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    h.calls[1]!.resolve(payload(['maison verlaine', 'maison margaux'], 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snap().instant).toBe(false);
    expect(h.snap().view.options).toHaveLength(3);
    expect(h.snap().statusText).toBe('2 suggestions and 1 product');
  });

  it('typing on through words answered before says no answer until typing pauses 500 ms, then the one it stopped at', async () => {
    // n suggestions for a term of n letters, so each word's answer reads differently.
    const h = harness({
      answer: (term) =>
        payload(
          Array.from({ length: term.length }, (_, i) => `${term} ${i}`),
          1,
        ),
    });
    h.actions.focus();
    for (const [word, said] of [
      ['m', '1 suggestion and 1 product'],
      ['ma', '2 suggestions and 1 product'],
      ['mai', '3 suggestions and 1 product'],
    ]) {
      h.actions.input(word!);
      await vi.advanceTimersByTimeAsync(500);
      expect(h.snap().statusText).toBe(said);
    }
    // Back and forth over words the page has answered: each shows at once, none is said.
    for (const word of ['ma', 'm', 'ma', 'mai']) {
      h.actions.input(word);
      expect(h.snap().view.mode).toBe('results');
      expect(h.snap().statusText).toBe('');
    }
    await vi.advanceTimersByTimeAsync(499);
    expect(h.snap().statusText).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.snap().statusText).toBe('3 suggestions and 1 product');
    expect(h.fetch).toHaveBeenCalledTimes(3);
  });

  it('shows at most 10 suggestions and 3 products on the desktop, 4 on a phone (header.md §5)', async () => {
    const answer = () => payload(terms(12), 4);
    const desktop = harness({ answer, phone: false });
    desktop.actions.focus();
    desktop.actions.input('maison');
    await vi.advanceTimersByTimeAsync(500);
    const count = (kind: string) => desktop.snap().view.options.filter((o) => o.kind === kind).length;
    expect([count('suggestion'), count('product')]).toEqual([10, 3]);

    expect(desktop.snap().productLimit).toBe(3);

    // The viewport narrows to a phone's under the mounted field.
    desktop.actions.setPhone(true);
    expect([count('suggestion'), count('product')]).toEqual([10, 4]);
    expect(desktop.snap().productLimit).toBe(4);
  });

  it('stopping the machine drops the pending request', async () => {
    const h = harness();
    h.actions.focus();
    h.actions.input('maison');
    h.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(h.fetch).not.toHaveBeenCalled();
  });
});

describe('keys (header.md §4, WAI-ARIA combobox)', () => {
  /** Focused, "mai" answered with 2 suggestions and 3 products. */
  async function withOptions() {
    const h = harness({ answer: () => payload(['maison verlaine', 'mai tai bar'], 3) });
    h.actions.focus();
    h.actions.input('mai');
    await vi.advanceTimersByTimeAsync(500);
    expect(h.snap().view.options).toHaveLength(5);
    return h;
  }

  it.each([
    // keys from nothing highlighted → highlight, what the box shows
    [['ArrowDown'], 0, 'maison verlaine'],
    [['ArrowDown', 'ArrowDown'], 1, 'mai tai bar'],
    // A product leaves the typed text.
    [['ArrowDown', 'ArrowDown', 'ArrowDown'], 2, 'mai'],
    [['ArrowUp'], 4, 'mai'],
    // Past the last option: nothing highlighted, the typed text back.
    [['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], null, 'mai'],
    [['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp'], null, 'mai'],
    [['ArrowDown', 'ArrowUp'], null, 'mai'],
  ])('%j highlights %s and the box shows %j', async (keys, highlighted, shown) => {
    const h = await withOptions();
    for (const key of keys) expect(h.actions.key({ key })).toBe('handled');
    expect(h.snap().highlighted).toBe(highlighted);
    expect(h.snap().state.inputValue).toBe(shown);
    expect(h.snap().state.typed).toBe('mai');
  });

  it('Escape closes the panel, drops the highlight, puts back the typed text and asks the UI to leave the box', async () => {
    const h = await withOptions();
    h.actions.key({ key: 'ArrowDown' });
    expect(h.actions.key({ key: 'Escape' })).toBe('leave');
    expect(h.snap()).toMatchObject({ panelOpen: false, highlighted: null, listboxShown: false });
    expect(h.snap().state.inputValue).toBe('mai');
  });

  it('Down with the panel closed opens it, without moving', async () => {
    const h = await withOptions();
    h.actions.key({ key: 'Escape' });
    expect(h.actions.key({ key: 'ArrowDown' })).toBe('handled');
    expect(h.snap().panelOpen).toBe(true);
    expect(h.snap().highlighted).toBe(null);
  });

  it("Tab and letters are the browser's; any key during IME composition is too", async () => {
    const h = await withOptions();
    expect(h.actions.key({ key: 'Tab' })).toBe('ignored');
    expect(h.actions.key({ key: 'a' })).toBe('ignored');
    expect(h.actions.key({ key: 'Enter', composing: true })).toBe('ignored');
    expect(h.navigated).toEqual([]);
  });

  it("the keys walk nothing until the panel's chunk is in (no listbox to point at)", async () => {
    const config = atom(
      mergeConfig('www.neimanmarcus.com', { toggles: { TYPEAHEAD: true }, profile: { countryPreference: 'US' } }),
    );
    const search = createSearch({
      phone: false,
      variant: 'inline',
      location: fakePageLocation(),
      fetcherFor: () => () => Promise.resolve(payload(['maison verlaine'])),
      cache: new Map(),
      stores: { config },
    });
    running.push(search.start());
    search.actions.focus();
    search.actions.input('maison');
    await vi.advanceTimersByTimeAsync(500);
    search.actions.key({ key: 'ArrowDown' });
    expect(search.$snapshot.get()).toMatchObject({ listboxShown: false, highlighted: null });
    search.actions.panelLoaded();
    search.actions.key({ key: 'ArrowDown' });
    expect(search.$snapshot.get()).toMatchObject({ listboxShown: true, highlighted: 0 });
  });

  it('a new answer drops the highlight (it would point at another option)', async () => {
    const h = harness();
    h.actions.focus();
    h.actions.input('mai');
    await vi.advanceTimersByTimeAsync(500);
    h.calls[0]!.resolve(payload(['maison verlaine']));
    await vi.advanceTimersByTimeAsync(0);
    h.actions.key({ key: 'ArrowDown' });
    h.actions.input('maiso');
    expect(h.snap().highlighted).toBe(null);
  });
});

describe('submit effects (header.md §2, §4)', () => {
  const resultsUrl = (q: string, typed: string, extra = '') =>
    `/s/?from=brSearch&responsive=true&request_type=search&search_type=keyword&q=${q}&l=${q}&fl=${typed}${extra}`;

  it('Enter with nothing highlighted searches the typed text: navigation, recent search, event, panel closed', async () => {
    const h = harness();
    const events: unknown[] = [];
    const onSubmit = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('nm:search-submitted', onSubmit);
    h.actions.focus();
    h.actions.input(' gucci ');
    h.actions.key({ key: 'Enter' });
    document.removeEventListener('nm:search-submitted', onSubmit);
    const url = resultsUrl('gucci', 'gucci');
    expect(h.navigated).toEqual([url]);
    expect(JSON.parse(localStorage.getItem('SRP_SEARCH_RECENT_KEYWORDS')!)).toMatchObject({ value: ['gucci'] });
    expect(events).toEqual([{ term: 'gucci', source: 'typed', url, v: 1 }]);
    expect(h.snap().state.open).toBe(false);
  });

  it('empty or blank text never submits (header.md §5)', () => {
    const h = harness();
    h.actions.focus();
    h.actions.input('   ');
    h.actions.key({ key: 'Enter' });
    h.actions.submitTyped();
    expect(h.navigated).toEqual([]);
    expect(localStorage.getItem('SRP_SEARCH_RECENT_KEYWORDS')).toBe(null);
  });

  it('Enter on a suggestion searches it with src=suggest', async () => {
    const h = harness({ answer: () => payload(['maison verlaine']) });
    h.actions.focus();
    h.actions.input('mai');
    await vi.advanceTimersByTimeAsync(500);
    h.actions.key({ key: 'ArrowDown' });
    h.actions.key({ key: 'Enter' });
    expect(h.navigated).toEqual([resultsUrl('maison+verlaine', 'mai', '&src=suggest')]);
  });

  it('Enter on a product goes to it; Ctrl+Enter and Cmd+Enter open it in a new tab and leave the panel and highlight', async () => {
    const h = harness({ answer: () => payload([], 3) });
    h.actions.focus();
    h.actions.input('tote');
    await vi.advanceTimersByTimeAsync(500);
    h.actions.key({ key: 'ArrowDown' });
    h.actions.key({ key: 'Enter', ctrlKey: true });
    h.actions.key({ key: 'Enter', metaKey: true });
    expect(h.newTabs).toEqual(['/p/1', '/p/1']);
    expect(h.navigated).toEqual([]);
    expect(h.snap()).toMatchObject({ panelOpen: true, highlighted: 0 });
    h.actions.key({ key: 'Enter' });
    expect(h.navigated).toEqual(['/p/1']);
    expect(h.snap().panelOpen).toBe(false);
  });

  it('a recent search clicked goes in the box and is searched 200 ms later; Enter on one searches at once', async () => {
    localStorage.setItem('SRP_SEARCH_RECENT_KEYWORDS', '["gucci","prada"]');
    $recentSearches.set(['gucci', 'prada']);
    const h = harness();
    h.actions.focus();
    const [gucci, prada] = h.snap().view.options;
    h.actions.pick(gucci!, 'pointer');
    expect(h.snap().state.inputValue).toBe('gucci');
    await vi.advanceTimersByTimeAsync(199);
    expect(h.navigated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.navigated).toEqual([resultsUrl('gucci', 'gucci', '&recent=true')]);

    h.actions.input('');
    h.actions.focus();
    h.actions.pick(prada!, 'keyboard');
    expect(h.navigated[1]).toBe(resultsUrl('prada', 'prada', '&recent=true'));
  });

  it('a clicked recent search is not submitted once the field is gone', async () => {
    $recentSearches.set(['gucci']);
    const h = harness();
    h.actions.focus();
    h.actions.pick(h.snap().view.options[0]!, 'pointer');
    h.stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(h.navigated).toEqual([]);
  });

  it.each([
    [true, 7],
    [false, 5],
  ])('with type-ahead %s the recent searches keep the newest %i (header.md §5, §9)', (typeahead, kept) => {
    const h = harness({ typeahead });
    for (let i = 1; i <= 9; i++) {
      h.actions.input(`term ${i}`);
      h.actions.submitTyped();
    }
    const stored = (JSON.parse(localStorage.getItem('SRP_SEARCH_RECENT_KEYWORDS')!) as { value: string[] }).value;
    expect(stored).toHaveLength(kept);
    expect(stored[0]).toBe('term 9');
    h.actions.input('');
    h.actions.focus();
    expect(h.snap().view.options).toHaveLength(kept);
  });

  it('without type-ahead a typed search goes to /search.jsp', () => {
    const h = harness({ typeahead: false });
    h.actions.input('gucci');
    h.actions.submitTyped();
    expect(h.navigated).toEqual(['/search.jsp?q=gucci']);
  });

  it("at submit, the tab's gender is written again when the stored one differs (header.md §4)", () => {
    const h = harness({ genderTabs: true });
    chooseGender('M');
    sessionStorage.setItem('ta_gender', '"W"');
    h.actions.input('gucci');
    h.actions.submitTyped();
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(sessionStorage.getItem('dt_gender_placement')).toBe('M');
  });

  it('a gender change reloads the results page, and only there', () => {
    const h = harness({ genderTabs: true });
    h.actions.setGender('M');
    expect(h.location.reloads).toBe(0);
    h.onResultsPage();
    h.actions.setGender('W');
    expect(h.location.reloads).toBe(1);
    expect(sessionStorage.getItem('ta_gender')).toBe('W');
  });
});

describe('recent-term debounce (header.md §9: 500 ms, session key recently_searched)', () => {
  it('RECENTLY_SEARCHED off: recently_searched is never written', async () => {
    const h = harness({ recentlySearched: false });
    h.actions.focus();
    await h.typeKeys('gucci');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sessionStorage.getItem('recently_searched')).toBe(null);
  });

  it('writes the term typed 500 ms after typing stops, once', async () => {
    const h = harness();
    h.actions.focus();
    await h.typeKeys('gucci');
    await vi.advanceTimersByTimeAsync(499);
    expect(sessionStorage.getItem('recently_searched')).toBe(null);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessionStorage.getItem('recently_searched')).toBe('"gucci"');
  });

  it('a removed recent search is announced until the next key', () => {
    $recentSearches.set(['gucci', 'prada']);
    const h = harness();
    h.actions.focus();
    h.actions.removeRecent('gucci');
    expect(h.snap().statusText).toBe('Removed Gucci from recent searches');
    h.actions.input('p');
    expect(h.snap().statusText).toBe('');
  });
});
