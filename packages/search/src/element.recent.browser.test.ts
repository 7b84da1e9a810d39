import { $gender } from '@nm/core';
import { axeClean, shadowOf, until } from '@nm/core/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  aria,
  configure,
  fake,
  input,
  key,
  listbox,
  mountFocused,
  options,
  payload,
  searchPagePerTest,
  storedRecent,
  type,
} from './testing/elementPage';

/** <nm-search> in real Chromium: recent searches, the gender tabs, and the older variant without type-ahead. The page and its fake type-ahead service: testing/elementPage.ts. */
searchPagePerTest();

describe('<nm-search> recent searches (header.md §4 "Recent searches")', () => {
  it('focus on the empty box shows them in title case; Enter on one goes to /s/ with recent=true', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['red shoes', 'maison verlaine']));
    const el = await mountFocused();
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['Red Shoes', 'Maison Verlaine']));
    expect(aria(el).expanded).toBe('true');
    await axeClean(el);
    key(el, 'ArrowDown');
    key(el, 'ArrowDown');
    await until(() => expect(aria(el).value).toBe('maison verlaine'));
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    expect(fake.where.assigned[0]).toContain('recent=true');
    expect(fake.submitted).toMatchObject([{ term: 'maison verlaine', source: 'recent' }]);
    expect(storedRecent()).toEqual(['maison verlaine', 'red shoes']);
  });

  it("a history a legacy page wrote in header.md §3's { value, expiryTime } shows, and a search keeps it in that shape", async () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify({ value: ['red shoes', 'maison verlaine'], expiryTime: Date.now() + 86_400_000 }),
    );
    const el = await mountFocused();
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['Red Shoes', 'Maison Verlaine']));
    type(el, 'cashmere');
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as { value: string[]; expiryTime: number };
    expect(stored.value).toEqual(['cashmere', 'red shoes', 'maison verlaine']);
    expect(stored.expiryTime).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it('clicking one sets the text and submits 200 ms later, not before', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['red shoes']));
    const el = await mountFocused();
    await until(() => expect(options(el)).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      options(el)[0]!.click();
      vi.advanceTimersByTime(199);
      expect(fake.where.assigned).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(fake.where.assigned).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    expect(fake.where.assigned[0]).toContain('recent=true');
    expect(fake.submitted).toMatchObject([{ term: 'red shoes', source: 'recent' }]);
    await until(() => expect(input(el).value).toBe('red shoes'));
  });

  it('a stored list longer than the cap shows capped (7 with type-ahead)', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(Array.from({ length: 9 }, (_, i) => `term ${i}`)));
    const el = await mountFocused();
    await until(() => expect(options(el)).toHaveLength(7));
    expect(options(el)[0]!.textContent).toBe('Term 0');
  });

  it('Tab moves from the box to Clear History (outside the listbox), which empties the list and returns focus to the box', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['red shoes']));
    const el = await mountFocused();
    const clear = await until(() => {
      const button = shadowOf(el).querySelector<HTMLButtonElement>('.clear-history');
      if (!button) throw new Error('no Clear History yet');
      return button;
    });
    expect(clear.closest('[role="listbox"]')).toBeNull();
    // The next Tab stop after the box is in the panel: the submit button, then Clear History.
    const tabbable = [...shadowOf(el).querySelectorAll<HTMLElement>('input, button')].filter((b) => b.tabIndex >= 0);
    expect(tabbable.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Search',
      'Submit search',
      'Remove Red Shoes from recent searches',
      'Clear History',
      'Close search',
    ]);
    clear.focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(listbox(el)).not.toBeNull(); // still open while focus is in the panel
    clear.click();
    await until(() => expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull());
    await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
  });

  it("follows another tab's change (storage event)", async () => {
    const el = await mountFocused();
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['from another tab']));
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_SEARCHES_KEY }));
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['From Another Tab']));
  });
});

describe('<nm-search> gender tabs (header.md §4 "Gender", §5)', () => {
  it('WOMEN / MEN sit outside the listbox, ask the type-ahead for the chosen gender, and are kept', async () => {
    configure({ toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
    const asked: string[] = [];
    fake.autoAnswer = (url) => {
      asked.push(url.searchParams.get('gender')!);
      return payload(url.searchParams.get('term')!);
    };
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(options(el).length).toBeGreaterThan(0));
    const tabs = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('.gender button')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-pressed')])).toEqual([
      ['WOMEN', 'true'],
      ['MEN', 'false'],
    ]);
    expect(tabs[0]!.closest('[role="listbox"]')).toBeNull();
    await axeClean(el);
    tabs[1]!.click();
    await until(() => expect(asked).toEqual(['W', 'M']));
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(document.cookie).toContain('dt_gender=M');
    expect($gender.get()).toBe('M');
    // Not on the results page: no reload.
    expect(fake.where.reloads).toBe(0);
  });

  it('on the search results page (/s/) a change is written (dt_gender_placement) and reloads the page', async () => {
    configure({ toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
    fake.where.pathname = '/s/';
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(shadowOf(el).querySelectorAll('.gender button')).toHaveLength(2));
    expect(fake.where.reloads).toBe(0);
    shadowOf(el).querySelectorAll<HTMLButtonElement>('.gender button')[1]!.click();
    await until(() => expect(fake.where.reloads).toBe(1));
    expect(sessionStorage.getItem('dt_gender_placement')).toBe('M');
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    // The tab already chosen changes nothing.
    shadowOf(el).querySelectorAll<HTMLButtonElement>('.gender button')[1]!.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.where.reloads).toBe(1);
  });

  it('are hidden without a gender toggle', async () => {
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(options(el).length).toBeGreaterThan(0));
    expect(shadowOf(el).querySelector('.gender')).toBeNull();
  });
});

describe('<nm-search> older variant (type-ahead off)', () => {
  it('submits the GET form to /search.jsp and asks no type-ahead', async () => {
    configure({ toggles: { TYPEAHEAD: false } });
    const el = await mountFocused();
    type(el, 'shoes');
    await new Promise((r) => setTimeout(r, 700));
    expect(fake.pending).toHaveLength(0);
    expect(listbox(el)).toBeNull();
    key(el, 'Enter');
    expect(fake.where.assigned).toEqual(['/search.jsp?q=shoes']);
    expect(shadowOf(el).querySelector('form')?.getAttribute('action')).toBe('/search.jsp');
  });
});
