import {
  $config, $gender, chooseGender, defineElement, refreshSession, setPageLocation, validateConfigInput, isScrollLocked, mergeConfig, type WidgetsConfigInput,
} from '@nm/core';
import { fakePageLocation, type FakePageLocation, writable } from '@nm/core/testing';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { clearSuggestionCache } from './api/suggestionCache';
import { searchElement } from './element';

/**
 * <nm-search> in real Chromium: the keyboard model, the ARIA attributes at
 * each step, axe with the panel open, and stale answers. The type-ahead
 * service is a fake fetch whose answers each test releases, so answer order
 * is under the test's control.
 */
const until = (check: () => void | Promise<void>, timeout = 3000) => vi.waitFor(check, { timeout, interval: 10 });

interface Pending { url: URL; resolve(body: unknown): void }
let pending: Pending[] = [];
/** header.md §3: the recent-search key, as the spec writes it (not the constant under test). */
const RECENT_SEARCHES_KEY = 'SRP_SEARCH_RECENT_KEYWORDS';
/** The list kept there, in header.md §3's { value, expiryTime }. */
const storedRecent = () => (JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as { value: string[] }).value;
/** Every type-ahead request the element sent. */
let requested: URL[] = [];
let autoAnswer: ((url: URL) => unknown) | null = null;
const realFetch = window.fetch;

function payload(term: string, suggestions = 3, products = 4) {
  return {
    rid: `rid-${term}`, serverQuery: term, narrowedWithin: '',
    suggestions: Array.from({ length: suggestions }, (_, i) => ({ parameters: { query: `${term} ${['bags', 'shoes', 'coats', 'scarves'][i] ?? i}` } })),
    products: Array.from({ length: products }, (_, i) => ({
      url: `/p/${term}-${i}`, img: '', alt: `${term} product ${i}`, brand: 'Maison Verlaine', title: `${term} item ${i}`,
      price: 1295 - i, oldPrice: i === 0 ? 1500 : undefined, onePrice: i !== 0,
    })),
  };
}

function installFetch() {
  window.fetch = ((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    requested.push(url);
    return new Promise<Response>((resolve) => {
      const respond = (body: unknown) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (autoAnswer) respond(autoAnswer(url));
      else pending.push({ url, resolve: respond });
    });
  });
}

function configure(input: WidgetsConfigInput = {}) {
  writable($config).set(mergeConfig('localhost', { hosts: { typeahead: '', lambda: '' }, toggles: { TYPEAHEAD: true }, ...input }));
}

function mount(html = '<nm-search></nm-search>'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector('nm-search')!;
}

const root = (el: HTMLElement) => el.shadowRoot!;
const input = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
const listbox = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="listbox"]');
const options = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[role="option"]')];
const status = (el: HTMLElement) => root(el).querySelector('[role="status"]')!.textContent;
const aria = (el: HTMLElement) => {
  const box = input(el);
  const active = box.getAttribute('aria-activedescendant');
  return {
    expanded: box.getAttribute('aria-expanded'),
    controls: box.getAttribute('aria-controls') === listbox(el)?.id || !listbox(el),
    activedescendant: active === null ? null : root(el).getElementById(active)?.textContent ?? `missing #${active}`,
    value: box.value,
  };
};

function key(el: HTMLElement, name: string, extra: KeyboardEventInit = {}) {
  input(el).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true, ...extra }));
}

/** Types like a shopper: React listens for input events on the real value. */
function type(el: HTMLElement, text: string) {
  const box = input(el);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

async function axeClean(el: HTMLElement) {
  const result = await axe.run(el, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function ready(el: HTMLElement) {
  await until(() => expect(input(el)).not.toBeNull());
}

async function focus(el: HTMLElement) {
  input(el).focus();
  await until(() => expect(document.activeElement).toBe(el));
}

/** A fresh <nm-search> on the page, focus in its box. */
async function mountFocused(): Promise<HTMLElement> {
  const el = mount();
  await ready(el);
  await focus(el);
  return el;
}

/** A focused <nm-search> showing the six options the fake service answers for "mai". */
async function mountWithMaiOptions(): Promise<HTMLElement> {
  const el = await mountFocused();
  type(el, 'mai');
  await until(() => expect(options(el)).toHaveLength(6));
  return el;
}

/** Where the search sent the page: assigned, opened in new tabs, reloaded. */
let where: FakePageLocation;
let assigned: string[] = [];
let newTabs: string[] = [];
let submitted: unknown[] = [];
const onSubmitted = (event: Event) => submitted.push((event as CustomEvent).detail);

beforeAll(async () => {
  // Desktop: the box with its dropdown (a phone gets the modal, tested below).
  await page.viewport(1280, 800);
  defineElement(searchElement);
});
beforeEach(() => {
  pending = [];
  requested = [];
  // Answers are cached for the page's life (every test here is one page).
  clearSuggestionCache();
  autoAnswer = (url) => payload(url.searchParams.get('term') ?? '');
  where = fakePageLocation();
  ({ assigned, newTabs } = where);
  setPageLocation(where);
  submitted = [];
  localStorage.clear();
  sessionStorage.clear();
  chooseGender('W');
  document.addEventListener('nm:search-submitted', onSubmitted);
  installFetch();
  configure();
});
afterEach(() => {
  document.body.replaceChildren();
  document.removeEventListener('nm:search-submitted', onSubmitted);
  window.fetch = realFetch;
  setPageLocation(null);
  vi.restoreAllMocks();
});

describe('<nm-search> combobox (header.md §4)', () => {
  it('is a labelled combobox, collapsed, with a box reserved for it', async () => {
    const el = mount();
    await ready(el);
    const box = input(el);
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-label')).toBe('Search');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBeTruthy();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(el.getBoundingClientRect().height).toBe(36);
    await axeClean(el);
  });

  it('typing shows suggestions and products after one request; arrows walk them and wrap through the typed text', async () => {
    const el = await mountFocused();
    type(el, 'mai');
    // Loading: the panel shows a placeholder, no listbox yet.
    await until(() => expect(root(el).querySelector('.loading')).not.toBeNull());
    expect(aria(el).expanded).toBe('false');
    await axeClean(el);
    await until(() => expect(options(el)).toHaveLength(6), 3000);
    expect(aria(el)).toEqual({ expanded: 'true', controls: true, activedescendant: null, value: 'mai' });
    expect(status(el)).toBe('3 suggestions and 3 products');
    const groups = [...root(el).querySelectorAll('[role="listbox"] > [role="group"]')].map((g) => root(el).getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(groups).toEqual(['Suggestions', 'Products']);
    // No link or button inside an option.
    expect(root(el).querySelectorAll('[role="option"] a, [role="option"] button, [role="option"] input')).toHaveLength(0);
    await axeClean(el);

    const walk: Array<[string | null, string]> = [];
    for (let i = 0; i < 7; i++) {
      key(el, 'ArrowDown');
      await until(() => expect(input(el).getAttribute('aria-activedescendant') !== null || i === 6).toBe(true));
      const a = aria(el);
      walk.push([a.activedescendant, a.value]);
    }
    expect(walk.slice(0, 3)).toEqual([['mai bags', 'mai bags'], ['mai shoes', 'mai shoes'], ['mai coats', 'mai coats']]);
    // Products keep the typed text in the box.
    expect(walk[3]?.[1]).toBe('mai');
    expect(walk[3]?.[0]).toContain('mai item 0');
    // Past the last option: nothing highlighted, the typed text back.
    expect(walk[6]).toEqual([null, 'mai']);
    expect(options(el).filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    key(el, 'ArrowUp');
    await until(() => expect(aria(el).activedescendant).toContain('mai item 2'));
    expect(options(el).filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    await axeClean(el);
  });

  it('Enter on a highlighted suggestion submits it to /s/ with src=suggest, saves it and emits nm:search-submitted', async () => {
    const el = await mountWithMaiOptions();
    key(el, 'ArrowDown');
    key(el, 'ArrowDown');
    await until(() => expect(aria(el).value).toBe('mai shoes'));
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
    const url = new URL(assigned[0]!, location.origin);
    expect(url.pathname).toBe('/s/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'brSearch', responsive: 'true', request_type: 'search', search_type: 'keyword', q: 'mai shoes', l: 'mai shoes', fl: 'mai', src: 'suggest',
    });
    expect(submitted).toEqual([{ term: 'mai shoes', source: 'suggestion', url: assigned[0], v: 1 }]);
    expect(storedRecent()).toEqual(['mai shoes']);
  });

  it('Enter with nothing highlighted submits the typed text; Enter on a product goes to the product', async () => {
    const el = await mountFocused();
    type(el, '  Gucci  ');
    key(el, 'Enter');
    expect(assigned[0]).toContain('q=Gucci');
    expect(submitted).toMatchObject([{ term: 'Gucci', source: 'typed' }]);
    type(el, 'mai');
    await until(() => expect(options(el)).toHaveLength(6));
    key(el, 'ArrowUp');
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(2));
    expect(assigned[1]).toBe('/p/mai-2');
  });

  it('empty or whitespace-only text never submits (header.md §5)', async () => {
    const el = await mountFocused();
    type(el, '   ');
    key(el, 'Enter');
    root(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(assigned).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it('Enter during IME composition never submits', async () => {
    const el = await mountFocused();
    type(el, 'にほん');
    key(el, 'Enter', { isComposing: true });
    key(el, 'Enter', { keyCode: 229 });
    await new Promise((r) => setTimeout(r, 50));
    expect(assigned).toEqual([]);
  });

  it('Escape closes the panel and blurs the box', async () => {
    const el = await mountWithMaiOptions();
    key(el, 'ArrowDown');
    key(el, 'Escape');
    await until(() => expect(listbox(el)).toBeNull());
    expect(aria(el)).toMatchObject({ expanded: 'false', activedescendant: null, value: 'mai' });
    expect(root(el).activeElement).toBeNull();
    expect(status(el)).toBe('');
  });

  it('a slow first answer arriving after a fast second one is never shown', async () => {
    autoAnswer = null;
    const el = await mountFocused();
    type(el, 'ma');
    await until(() => expect(pending).toHaveLength(1), 2000);
    type(el, 'maison');
    await until(() => expect(pending).toHaveLength(2), 2000);
    pending[1]!.resolve(payload('maison', 2, 1));
    await until(() => expect(options(el)).toHaveLength(3));
    // The slow answer for "ma" lands now (a service may ignore the abort).
    pending[0]!.resolve(payload('ma', 4, 3));
    await new Promise((r) => setTimeout(r, 100));
    expect(options(el).map((o) => o.textContent)).toEqual(expect.arrayContaining(['maison bags', 'maison shoes']));
    expect(options(el).some((o) => o.textContent?.includes('ma item'))).toBe(false);
    expect(status(el)).toBe('2 suggestions and 1 product');
  });

  it('shows the no-results message outside the listbox and announces it', async () => {
    autoAnswer = () => ({ suggestions: [], products: [] });
    const el = await mountFocused();
    type(el, 'zzzz');
    await until(() => expect(root(el).querySelector('.no-results')?.textContent).toBe('We weren\'t able to find any results for "zzzz"'));
    expect(listbox(el)).toBeNull();
    expect(status(el)).toBe('We weren\'t able to find any results for "zzzz"');
    await axeClean(el);
  });

  it('a product with an old price shows it struck through, with "Original price" / "Sale price" read out inside the option', async () => {
    const el = await mountWithMaiOptions();
    const marked = options(el).find((o) => o.textContent?.includes('mai item 0'))!;
    const struck = marked.querySelector('s');
    expect(struck?.textContent).toBe('Original price: $1,500');
    expect(struck?.querySelector('.nm-visually-hidden')?.textContent).toBe('Original price: ');
    expect(marked.querySelector('.nm-price__sale')?.textContent).toBe('Sale price: $1,295');
    // A one-price product has neither.
    const plain = options(el).find((o) => o.textContent?.includes('mai item 1'))!;
    expect(plain.querySelector('s')).toBeNull();
    expect(plain.textContent).not.toContain('Sale price');
  });

  it('an edit that only changes the case asks again and shows the new answer (never stuck on loading)', async () => {
    const el = await mountWithMaiOptions();
    type(el, 'MAI');
    await until(() => expect(options(el)[0]?.textContent).toBe('MAI bags'));
    expect(root(el).querySelector('.loading')).toBeNull();
    expect(requested.map((url) => url.searchParams.get('term'))).toEqual(['mai', 'MAI']);
  });

  it('the pointer over an option highlights it (header.md §4 "recent-search hover"); Enter then picks it', async () => {
    const el = await mountWithMaiOptions();
    options(el)[1]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await until(() => expect(aria(el).activedescendant).toBe('mai shoes'));
    expect(options(el)[1]!.getAttribute('aria-selected')).toBe('true');
    // The box keeps what was typed: only the keys preview an option's text.
    expect(aria(el).value).toBe('mai');
    // The pointer leaves the list (React reads leaving from pointerout and where the pointer went).
    options(el)[1]!.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, composed: true, relatedTarget: document.body }));
    await until(() => expect(aria(el).activedescendant).toBeNull());
    options(el)[1]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await until(() => expect(aria(el).activedescendant).toBe('mai shoes'));
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
    expect(submitted).toMatchObject([{ term: 'mai shoes', source: 'suggestion' }]);
  });

  it('asks the HC auto-suggest service on the HC brand and links with the HC parameters', async () => {
    configure({ brand: 'HC' });
    autoAnswer = (url) => (url.pathname === '/auto-suggest-svc/v2/suggest' ? ['velvet pillow', 'velvet throw'] : { error: url.pathname });
    const el = await mountFocused();
    type(el, 'velv');
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['velvet pillow', 'velvet throw']));
    key(el, 'ArrowDown');
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
    expect(Object.fromEntries(new URL(assigned[0]!, location.origin).searchParams)).toMatchObject({ dq: 'velvet pillow', from: 'elSearch', l: 'velv', src: 'suggest' });
    await axeClean(el);
  });
});

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
    await until(() => expect(assigned).toHaveLength(1));
    expect(assigned[0]).toContain('recent=true');
    expect(submitted).toMatchObject([{ term: 'maison verlaine', source: 'recent' }]);
    expect(storedRecent()).toEqual(['maison verlaine', 'red shoes']);
  });

  it('a history a legacy page wrote in header.md §3\'s { value, expiryTime } shows, and a search keeps it in that shape', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ value: ['red shoes', 'maison verlaine'], expiryTime: Date.now() + 86_400_000 }));
    const el = await mountFocused();
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['Red Shoes', 'Maison Verlaine']));
    type(el, 'cashmere');
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
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
      expect(assigned).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(assigned).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    expect(assigned[0]).toContain('recent=true');
    expect(submitted).toMatchObject([{ term: 'red shoes', source: 'recent' }]);
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
    const clear = await vi.waitFor(() => {
      const button = root(el).querySelector<HTMLButtonElement>('.clear-history');
      if (!button) throw new Error('no Clear History yet');
      return button;
    });
    expect(clear.closest('[role="listbox"]')).toBeNull();
    // The next Tab stop after the box is in the panel: the submit button, then Clear History.
    const tabbable = [...root(el).querySelectorAll<HTMLElement>('input, button')].filter((b) => b.tabIndex >= 0);
    expect(tabbable.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Search', 'Submit search', 'Remove Red Shoes from recent searches', 'Clear History', 'Close search']);
    clear.focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(listbox(el)).not.toBeNull(); // still open while focus is in the panel
    clear.click();
    await until(() => expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull());
    await until(() => expect(root(el).activeElement).toBe(input(el)));
  });

  it('follows another tab\'s change (storage event)', async () => {
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
    autoAnswer = (url) => { asked.push(url.searchParams.get('gender')!); return payload(url.searchParams.get('term')!); };
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(options(el).length).toBeGreaterThan(0));
    const tabs = [...root(el).querySelectorAll<HTMLButtonElement>('.gender button')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-pressed')])).toEqual([['WOMEN', 'true'], ['MEN', 'false']]);
    expect(tabs[0]!.closest('[role="listbox"]')).toBeNull();
    await axeClean(el);
    tabs[1]!.click();
    await until(() => expect(asked).toEqual(['W', 'M']));
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(document.cookie).toContain('dt_gender=M');
    expect($gender.get()).toBe('M');
    // Not on the results page: no reload.
    expect(where.reloads).toBe(0);
  });

  it('on the search results page (/s/) a change is written (dt_gender_placement) and reloads the page', async () => {
    configure({ toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
    where.pathname = '/s/';
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(root(el).querySelectorAll('.gender button')).toHaveLength(2));
    expect(where.reloads).toBe(0);
    root(el).querySelectorAll<HTMLButtonElement>('.gender button')[1]!.click();
    await until(() => expect(where.reloads).toBe(1));
    expect(sessionStorage.getItem('dt_gender_placement')).toBe('M');
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    // The tab already chosen changes nothing.
    root(el).querySelectorAll<HTMLButtonElement>('.gender button')[1]!.click();
    await new Promise((r) => setTimeout(r, 20));
    expect(where.reloads).toBe(1);
  });

  it('are hidden without a gender toggle', async () => {
    const el = await mountFocused();
    type(el, 'coat');
    await until(() => expect(options(el).length).toBeGreaterThan(0));
    expect(root(el).querySelector('.gender')).toBeNull();
  });
});

describe('<nm-search> older variant (type-ahead off)', () => {
  it('submits the GET form to /search.jsp and asks no type-ahead', async () => {
    configure({ toggles: { TYPEAHEAD: false } });
    const el = await mountFocused();
    type(el, 'shoes');
    await new Promise((r) => setTimeout(r, 700));
    expect(pending).toHaveLength(0);
    expect(listbox(el)).toBeNull();
    key(el, 'Enter');
    expect(assigned).toEqual(['/search.jsp?q=shoes']);
    expect(root(el).querySelector('form')?.getAttribute('action')).toBe('/search.jsp');
  });
});

describe('<nm-search> phone modal (header.md §2 "Mobile search box", §4)', () => {
  beforeEach(async () => { await page.viewport(375, 740); });
  afterEach(async () => { await page.viewport(1280, 800); });

  const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog');
  const trigger = async (el: HTMLElement) => vi.waitFor(() => {
    const box = root(el).querySelector<HTMLButtonElement>('button.phone-trigger[aria-haspopup="dialog"]');
    if (!box) throw new Error('no phone box yet');
    return box;
  }, { timeout: 3000 });

  it('focus opens the full-screen dialog: body class, live chat hidden, reset, camera link, 4 products; closing undoes it and returns focus', async () => {
    const chat = document.createElement('iframe');
    chat.title = 'Live chat';
    document.body.append(chat);
    const el = mount();
    const box = await trigger(el);
    // A button that reads as a search field (the magnifier, then "Search"), not an empty input.
    expect(box.localName).toBe('button');
    expect(box.textContent).toBe('Search');
    expect(box.querySelector('.phone-trigger__label')!.getBoundingClientRect().width).toBeGreaterThan(30);
    expect(box.querySelector('svg.search-icon')).not.toBeNull();
    box.focus();
    await until(() => expect(dialog(el)?.open).toBe(true));
    expect(document.body.classList.contains('search-modal-open')).toBe(true);
    expect(chat.style.visibility).toBe('hidden');
    await until(() => expect(root(el).activeElement).toBe(input(el)));
    expect(root(el).querySelector('.camera-link')?.textContent).toContain('SNAP. FIND. SHOP.');
    expect(isScrollLocked()).toBe(true);
    type(el, 'mai');
    await until(() => expect(root(el).querySelectorAll('dialog .option--product')).toHaveLength(4));
    // Two equal columns of tiles that fill the results, centred in the modal.
    const tiles = [...root(el).querySelectorAll('dialog .option--product')].map((t) => t.getBoundingClientRect());
    const modal = root(el).querySelector('dialog')!.getBoundingClientRect();
    expect(new Set(tiles.map((t) => Math.round(t.width))).size).toBe(1);
    expect(tiles[0]!.width).toBeGreaterThan(120);
    expect(Math.abs((tiles[0]!.left - modal.left) - (modal.right - tiles[1]!.right))).toBeLessThan(2);
    // The focus ring keeps its bottom edge: the panel starts below it.
    const ringBottom = root(el).querySelector('dialog .box')!.getBoundingClientRect().bottom + 3;
    expect(root(el).querySelector('dialog .panel')!.getBoundingClientRect().top).toBeGreaterThanOrEqual(ringBottom);
    await axeClean(el);
    root(el).querySelector<HTMLButtonElement>('.reset')!.click();
    await until(() => expect(input(el).value).toBe(''));
    root(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(dialog(el)).toBeNull());
    expect(document.body.classList.contains('search-modal-open')).toBe(false);
    expect(chat.style.visibility).toBe('');
    // The modal's claim and the focused field's claim on the counted scroll lock are both let go.
    await until(() => expect(isScrollLocked()).toBe(false));
    await until(() => expect(root(el).activeElement).toBe(box));
    // Focus coming back did not reopen it.
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog(el)).toBeNull();
  });

  it('uses the modal no-results wording, and HIDE_SNAP_FIND_SHOP hides the camera link', async () => {
    configure({ toggles: { TYPEAHEAD: true, HIDE_SNAP_FIND_SHOP: true } });
    autoAnswer = () => ({ suggestions: [], products: [] });
    const el = mount();
    (await trigger(el)).focus();
    await until(() => expect(dialog(el)?.open).toBe(true));
    expect(root(el).querySelector('.camera-link')).toBeNull();
    type(el, 'zzz');
    await until(() => expect(root(el).querySelector('.no-results')?.textContent).toBe("We aren't able to find any results for 'zzz'"));
  });
});

describe('<nm-search> collapsed search bar (header.md §2, COLLAPSED_SEARCH_BAR)', () => {
  const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog');
  const openModal = async (el: HTMLElement) => {
    const button = await vi.waitFor(() => {
      const b = root(el).querySelector<HTMLButtonElement>('button.collapsed-trigger');
      if (!b) throw new Error('no Search button yet');
      return b;
    }, { timeout: 3000 });
    button.click();
    await until(() => expect(dialog(el)?.open).toBe(true));
    await until(() => expect(root(el).activeElement).toBe(input(el)));
  };
  const closeModal = async (el: HTMLElement) => {
    root(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!.click();
    await until(() => expect(dialog(el)).toBeNull());
  };

  it('is axe clean with the modal open, on recent searches and on answers', async () => {
    configure({ toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } });
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['maison verlaine']));
    const el = mount();
    await openModal(el);
    await until(() => expect(root(el).querySelectorAll('dialog [role="option"]')).toHaveLength(1));
    expect(document.body.classList.contains('search-modal-open')).toBe(true);
    await axeClean(el);
    type(el, 'mai');
    await until(() => expect(root(el).querySelectorAll('dialog .option--product')).toHaveLength(3));
    await axeClean(el);
  });

  it('reopening the modal (a new field) answers a term already asked from the page\'s cache, without a request', async () => {
    configure({ toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true } });
    const el = mount();
    await openModal(el);
    type(el, 'mai');
    await until(() => expect(root(el).querySelectorAll('dialog [role="option"]')).toHaveLength(6));
    expect(requested).toHaveLength(1);
    await closeModal(el);
    await openModal(el);
    type(el, 'mai');
    // From the page's cache: the answer shows with no second request (checked by count, not by the clock).
    await until(() => expect(root(el).querySelectorAll('dialog [role="option"]')).toHaveLength(6));
    expect(requested).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(requested).toHaveLength(1);
  });
});

describe('<nm-search>: links, marks, clear, remove, instant answers, geometry', () => {
  const products = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLAnchorElement>('[role="option"].option--product')];

  it('each product is a real link (a[href]) that is itself the option, out of the Tab order; axe clean', async () => {
    const el = await mountWithMaiOptions();
    expect(products(el).map((a) => [a.localName, a.getAttribute('href'), a.tabIndex])).toEqual([
      ['a', '/p/mai-0', -1], ['a', '/p/mai-1', -1], ['a', '/p/mai-2', -1],
    ]);
    // Still nothing interactive nested inside an option.
    expect(root(el).querySelectorAll('[role="option"] a, [role="option"] button')).toHaveLength(0);
    await axeClean(el);
  });

  it('a plain click goes to the product; Ctrl/Cmd/Shift+click and a middle click are left to the browser (a new tab or window)', async () => {
    const el = await mountWithMaiOptions();
    const link = products(el)[1]!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
      // Keep the test page where it is: the browser's own default is what a shopper gets.
      link.addEventListener('click', (e) => { expect(e.defaultPrevented).toBe(false); e.preventDefault(); }, { once: true });
      link.dispatchEvent(click);
    }
    const middle = new MouseEvent('mousedown', { bubbles: true, composed: true, cancelable: true, button: 1 });
    link.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(false);
    expect(assigned).toEqual([]);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 }));
    expect(assigned).toEqual(['/p/mai-1']);
  });

  it.each([['Ctrl', { ctrlKey: true }], ['Cmd', { metaKey: true }]])('%s+Enter on a highlighted product opens it in a new tab and leaves the panel as it was', async (_name, mod) => {
    const el = await mountWithMaiOptions();
    key(el, 'ArrowUp');
    await until(() => expect(aria(el).activedescendant).toContain('mai item 2'));
    key(el, 'Enter', mod);
    expect(newTabs).toEqual(['/p/mai-2']);
    expect(assigned).toEqual([]);
    expect(aria(el).activedescendant).toContain('mai item 2');
    expect(listbox(el)).not.toBeNull();
  });

  it('marks the typed part of each suggestion with <mark>; the option is still named by the plain suggestion', async () => {
    const el = await mountWithMaiOptions();
    const suggestion = options(el)[1]!;
    expect(suggestion.innerHTML).toContain('<mark>mai</mark> shoes');
    expect(suggestion.textContent).toBe('mai shoes');
    axe.setup(el);
    try {
      expect(axe.commons.text.accessibleText(suggestion)).toBe('mai shoes');
    } finally {
      axe.teardown();
    }
    await axeClean(el);
  });

  it('the clear (x) button is named, empties the box and the results, and returns focus to the box', async () => {
    const el = await mountWithMaiOptions();
    const clear = root(el).querySelector<HTMLButtonElement>('button.clear')!;
    expect(clear.getAttribute('aria-label')).toBe('Clear search');
    await axeClean(el);
    clear.focus();
    clear.click();
    await until(() => expect(input(el).value).toBe(''));
    expect(options(el)).toHaveLength(0);
    expect(root(el).querySelector('button.clear')).toBeNull();
    await until(() => expect(root(el).activeElement).toBe(input(el)));
  });

  it('each recent search has a remove button (named, Tab-reachable, outside the listbox) that removes that one from SRP_SEARCH_RECENT_KEYWORDS and says so', async () => {
    localStorage.setItem('SRP_SEARCH_RECENT_KEYWORDS', JSON.stringify(['red shoes', 'maison verlaine', 'cashmere coat']));
    const el = await mountFocused();
    await until(() => expect(options(el)).toHaveLength(3));
    const removes = () => [...root(el).querySelectorAll<HTMLButtonElement>('.recent__remove button')];
    expect(removes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove Red Shoes from recent searches', 'Remove Maison Verlaine from recent searches', 'Remove Cashmere Coat from recent searches',
    ]);
    expect(removes().every((b) => b.closest('[role="listbox"]') === null && b.tabIndex === 0)).toBe(true);
    // Drawn beside its row.
    const row = options(el)[1]!.getBoundingClientRect();
    const button = removes()[1]!.getBoundingClientRect();
    expect(Math.abs(button.top + button.height / 2 - (row.top + row.height / 2))).toBeLessThan(2);
    await axeClean(el);

    // From the keyboard: focus moves on to the next remove button, the panel stays open.
    removes()[1]!.focus();
    removes()[1]!.click();
    await until(() => expect(storedRecent()).toEqual(['red shoes', 'cashmere coat']));
    expect(options(el).map((o) => o.textContent)).toEqual(['Red Shoes', 'Cashmere Coat']);
    expect(status(el)).toBe('Removed Maison Verlaine from recent searches');
    await until(() => expect(root(el).activeElement?.getAttribute('aria-label')).toBe('Remove Cashmere Coat from recent searches'));
    removes()[1]!.click();
    await until(() => expect(root(el).activeElement?.getAttribute('aria-label')).toBe('Remove Red Shoes from recent searches'));
    // The last one: the key goes, focus returns to the box.
    removes()[0]!.click();
    await until(() => expect(localStorage.getItem('SRP_SEARCH_RECENT_KEYWORDS')).toBeNull());
    await until(() => expect(root(el).activeElement).toBe(input(el)));
  });

  it('while the request for a longer term waits, what the page knows for a shorter one shows at once, narrowed; the service\'s answer then replaces it', async () => {
    autoAnswer = () => ({
      suggestions: [{ parameters: { query: 'maison verlaine' } }, { parameters: { query: 'marni' } }],
      products: [{ url: '/p/mv', brand: 'Maison Verlaine', title: 'Tweed Jacket', price: 2795 }, { url: '/p/mr', brand: 'Marni', title: 'Tote', price: 990 }],
    });
    const el = await mountFocused();
    type(el, 'ma');
    await until(() => expect(options(el)).toHaveLength(4));
    autoAnswer = null;
    type(el, 'mais');
    // Before the service has answered "mais" (it answers only when this test says so): the "ma" answer, narrowed.
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['maison verlaine', expect.stringContaining('Tweed Jacket')]));
    expect(root(el).querySelector('.loading')).toBeNull();
    // Not announced: the settled answer will be.
    expect(status(el)).toBe('');
    // One request for the word, 500 ms after the last key; its answer replaces the instant one.
    await until(() => expect(pending).toHaveLength(1), 2000);
    expect(requested.map((u) => u.searchParams.get('term'))).toEqual(['ma', 'mais']);
    pending[0]!.resolve(payload('mais', 2, 3));
    await until(() => expect(options(el).map((o) => o.textContent).slice(0, 2)).toEqual(['mais bags', 'mais shoes']));
    expect(status(el)).toBe('2 suggestions and 3 products');
  });

  it('the panel has its final place and width from the first key: loading and answer share them', async () => {
    autoAnswer = null;
    const el = await mountFocused();
    type(el, 'm');
    await until(() => expect(root(el).querySelector('.loading')).not.toBeNull());
    const panel = () => root(el).querySelector<HTMLElement>('.panel')!.getBoundingClientRect();
    const loading = panel();
    await until(() => expect(pending).toHaveLength(1), 2000);
    pending[0]!.resolve(payload('m', 3, 3));
    await until(() => expect(options(el)).toHaveLength(6));
    const answered = panel();
    expect([answered.left, answered.top, answered.width]).toEqual([loading.left, loading.top, loading.width]);
    // The box's focus ring (2 px, offset 1 px) keeps its bottom edge above the panel.
    const ring = root(el).querySelector('.box')!.getBoundingClientRect().bottom + 3;
    expect(answered.top).toBeGreaterThanOrEqual(ring);
    // Products only and suggestions only: the same place and width again.
    for (const [term, suggestions, productCount] of [['mo', 0, 3], ['mu', 3, 0]] as const) {
      const before = pending.length;
      type(el, term);
      await until(() => expect(pending.length).toBe(before + 1), 2000);
      pending.at(-1)!.resolve(payload(term, suggestions, productCount));
      await until(() => expect(options(el)).toHaveLength(suggestions + productCount));
      const p = panel();
      expect([p.left, p.top, p.width]).toEqual([loading.left, loading.top, loading.width]);
    }
  });

  it('product tiles have one fixed, picture-led width whatever the answer holds', async () => {
    const el = await mountFocused();
    const widths = async (term: string, suggestions: number) => {
      autoAnswer = () => payload(term, suggestions, 3);
      type(el, term);
      await until(() => expect(products(el)).toHaveLength(3));
      return products(el).map((a) => Math.round(a.getBoundingClientRect().width));
    };
    expect(await widths('silk', 0)).toEqual([160, 160, 160]);
    expect(await widths('silks', 4)).toEqual([160, 160, 160]);
    // The designer's name never runs into the next tile.
    const [a, b] = products(el).map((p) => p.querySelector('.product__brand')!.getBoundingClientRect());
    expect(a!.right).toBeLessThanOrEqual(b!.left);
  });

  it.each([
    ['the legacy pages\' plain M', 'M'],
    ['the JSON-quoted "M" this bundle once wrote', '"M"'],
  ])('on submit the selected gender is written again, plain, when the stored one (%s) changed since (header.md §3, §4 "Gender")', async (_label, stored) => {
    configure({ toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } });
    const el = await mountFocused();
    await until(() => expect($gender.get()).toBe('W'));
    // Another tab chose MEN after this page read the gender.
    sessionStorage.setItem('ta_gender', stored);
    document.cookie = 'dt_gender=M; path=/';
    type(el, 'coat');
    key(el, 'Enter');
    expect(assigned).toHaveLength(1);
    expect(sessionStorage.getItem('ta_gender')).toBe('W');
    expect(document.cookie).toContain('dt_gender=W');
  });

  it('with RECENTLY_SEARCHED, the term typed is kept in session storage "recently_searched" once typing pauses (header.md §3, §9 recent-term debounce)', async () => {
    configure({ toggles: { TYPEAHEAD: true, RECENTLY_SEARCHED: true } });
    const el = await mountFocused();
    type(el, 'cash');
    type(el, 'cashmere');
    await until(() => expect(sessionStorage.getItem('recently_searched')).toBe('"cashmere"'), 2000);
  });
});

describe('<nm-search> on a phone, the page holds still while the search has focus (header.md §4)', () => {
  beforeEach(async () => { await page.viewport(375, 740); });
  afterEach(async () => { await page.viewport(1280, 800); });

  it('the box without type-ahead (no modal) locks the page scroll while focused, through core\'s counted lock', async () => {
    configure({ toggles: { TYPEAHEAD: false } });
    const el = await mountFocused();
    await until(() => expect(isScrollLocked()).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    input(el).blur();
    await until(() => expect(isScrollLocked()).toBe(false));
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('<nm-search value> (a results page keeps the term in the box)', () => {
  it('starts with the term, asks the type-ahead nothing until the shopper is in the box, then answers it', async () => {
    const el = mount('<nm-search value="silk scarf"></nm-search>');
    await ready(el);
    expect(input(el).value).toBe('silk scarf');
    // The static box (before the interactive part) shows it too: it is the same form.
    expect(aria(el).expanded).toBe('false');
    await new Promise((r) => setTimeout(r, 700));
    expect(requested).toHaveLength(0);
    await focus(el);
    await until(() => expect(options(el)[0]?.textContent).toBe('silk scarf bags'));
    expect(requested.map((u) => u.searchParams.get('term'))).toEqual(['silk scarf']);
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
    expect(submitted).toMatchObject([{ term: 'silk scarf', source: 'typed' }]);
  });
});

describe('<nm-search> first script: the static box', () => {
  it('is a GET form to /search.jsp until the interactive part loads, which keeps the text typed and the focus', async () => {
    // No idle time in this test: the interactive part loads only when the shopper reaches the box.
    vi.spyOn(window, 'requestIdleCallback').mockReturnValue(0);
    const el = mount();
    const staticBox = await vi.waitFor(() => {
      const box = root(el).querySelector<HTMLInputElement>('input[name="q"]:not([role])');
      if (!box) throw new Error('not rendered yet');
      return box;
    });
    expect(staticBox.form?.getAttribute('action')).toBe('/search.jsp');
    expect(staticBox.form?.method).toBe('get');
    expect(staticBox.required).toBe(true);
    staticBox.value = 'cash';
    staticBox.focus();
    await until(() => expect(input(el)).not.toBeNull());
    expect(input(el).value).toBe('cash');
    expect(root(el).activeElement).toBe(input(el));
    // And the type-ahead runs for it.
    await until(() => expect(options(el)[0]?.textContent).toBe('cash bags'));
  });
});

describe('<nm-search> for the shopper\'s country (header.md §3, §5: type-ahead only for a US profile)', () => {
  /** header.md §3: the profile cookie, as the legacy pages write it. */
  const setProfileCookie = (profile: object | null) => {
    document.cookie = profile
      ? `ucaProfileData=${encodeURIComponent(JSON.stringify(profile))}; path=/`
      : 'ucaProfileData=; path=/; max-age=0';
    refreshSession();
  };
  afterEach(() => setProfileCookie(null));

  async function submitTyped(): Promise<string> {
    const el = await mountFocused();
    type(el, 'coat');
    key(el, 'Enter');
    await until(() => expect(assigned).toHaveLength(1));
    return assigned[0]!;
  }

  it('a Canadian shopper (ucaProfileData.countryPreference CA, no page country) gets the older search, TYPEAHEAD on or not', async () => {
    setProfileCookie({ countryPreference: 'CA' });
    configure({ toggles: { TYPEAHEAD: true } });
    expect(await submitTyped()).toBe('/search.jsp?q=coat');
    expect(requested.filter((url) => url.pathname === '/typeahead/v1/suggest')).toEqual([]);
  });

  it('the page\'s profileData.countryPreference US wins over the CA cookie: the type-ahead, with the country in its request', async () => {
    setProfileCookie({ countryPreference: 'CA' });
    configure(validateConfigInput({ toggles: { TYPEAHEAD: true }, profileData: { countryPreference: 'US' } }, 'the page'));
    const el = await mountFocused();
    type(el, 'mai');
    await until(() => expect(options(el)).toHaveLength(6));
    expect(requested.at(-1)?.searchParams.get('country')).toBe('US');
  });

  it('no page country and no cookie: US', async () => {
    configure({ toggles: { TYPEAHEAD: true } });
    expect(await submitTyped()).toMatch(/^\/s\/\?/);
  });

  it('abTestsOpt { ABTEST_TYPEAHEAD: "b" } (the legacy name) turns the type-ahead on without the toggle', async () => {
    configure(validateConfigInput({ toggles: {}, abTestsOpt: { ABTEST_TYPEAHEAD: 'b' } }, 'the page'));
    expect(await submitTyped()).toMatch(/^\/s\/\?/);
  });
});
