import { $config, chooseGender, defineElement, setPageLocation, mergeConfig, type WidgetsConfigInput } from '@nm/core';
import { fakePageLocation, placeHtml, shadowOf, until, writable } from '@nm/core/testing';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { clearSuggestionCache } from '../api/suggestionCache';
import { searchElement } from '../element';

/**
 * The page every `element.*.browser.test.ts` of <nm-search> runs on, and the
 * helpers they share. The type-ahead service is a fake fetch whose answers
 * each test releases (`fake.pending`), unless `fake.autoAnswer` answers at
 * once, so answer order is under the test's control.
 */

interface Pending {
  url: URL;
  resolve(body: unknown): void;
}

/** header.md §3: the recent-search key, as the spec writes it (not the constant under test). */
export const RECENT_SEARCHES_KEY = 'SRP_SEARCH_RECENT_KEYWORDS';
/** The list kept there, in header.md §3's { value, expiryTime }. */
export const storedRecent = () => (JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as { value: string[] }).value;

export function payload(term: string, suggestions = 3, products = 4) {
  return {
    rid: `rid-${term}`,
    serverQuery: term,
    narrowedWithin: '',
    suggestions: Array.from({ length: suggestions }, (_, i) => ({
      parameters: { query: `${term} ${['bags', 'shoes', 'coats', 'scarves'][i] ?? i}` },
    })),
    products: Array.from({ length: products }, (_, i) => ({
      url: `/p/${term}-${i}`,
      img: '',
      alt: `${term} product ${i}`,
      brand: 'Maison Verlaine',
      title: `${term} item ${i}`,
      price: 1295 - i,
      oldPrice: i === 0 ? 1500 : undefined,
      onePrice: i !== 0,
    })),
  };
}

/** The fake type-ahead service and where the search sent the page; fresh for each test. */
export const fake = {
  /** Requests waiting for the test to answer them, in order. */
  pending: [] as Pending[],
  /** Every type-ahead request the element sent. */
  requested: [] as URL[],
  /** Answers every request at once when set (the default: `payload` of the term); null leaves them pending. */
  autoAnswer: null as ((url: URL) => unknown) | null,
  /** Where the search sent the page: assigned, opened in new tabs, reloaded. */
  where: fakePageLocation(),
  /** The nm:search-submitted details, in order. */
  submitted: [] as unknown[],
};

function installFetch() {
  // Not answerFetch: a request must be recorded in the same task as the call, before any body is read.
  window.fetch = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    fake.requested.push(url);
    return new Promise<Response>((resolve) => {
      const respond = (body: unknown) =>
        resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (fake.autoAnswer) respond(fake.autoAnswer(url));
      else fake.pending.push({ url, resolve: respond });
    });
  };
}

export function configure(input: WidgetsConfigInput = {}) {
  writable($config).set(
    mergeConfig('localhost', { hosts: { typeahead: '', lambda: '' }, toggles: { TYPEAHEAD: true }, ...input }),
  );
}

export const mount = (html = '<nm-search></nm-search>'): HTMLElement => placeHtml(html, 'nm-search');

export const input = (el: HTMLElement) => shadowOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
export const listbox = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('[role="listbox"]');
export const options = (el: HTMLElement) => [...shadowOf(el).querySelectorAll<HTMLElement>('[role="option"]')];
export const status = (el: HTMLElement) => shadowOf(el).querySelector('[role="status"]')!.textContent;
export const aria = (el: HTMLElement) => {
  const box = input(el);
  const active = box.getAttribute('aria-activedescendant');
  return {
    expanded: box.getAttribute('aria-expanded'),
    controls: box.getAttribute('aria-controls') === listbox(el)?.id || !listbox(el),
    activedescendant:
      active === null ? null : (shadowOf(el).getElementById(active)?.textContent ?? `missing #${active}`),
    value: box.value,
  };
};

export function key(el: HTMLElement, name: string, extra: KeyboardEventInit = {}) {
  input(el).dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true, ...extra }),
  );
}

/** Types like a shopper: React listens for input events on the real value. */
export function type(el: HTMLElement, text: string) {
  const box = input(el);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export async function ready(el: HTMLElement) {
  await until(() => expect(input(el)).not.toBeNull());
}

export async function focus(el: HTMLElement) {
  input(el).focus();
  await until(() => expect(document.activeElement).toBe(el));
}

/** A fresh <nm-search> on the page, focus in its box. */
export async function mountFocused(): Promise<HTMLElement> {
  const el = mount();
  await ready(el);
  await focus(el);
  return el;
}

/** A focused <nm-search> showing the six options the fake service answers for "mai". */
export async function mountWithMaiOptions(): Promise<HTMLElement> {
  const el = await mountFocused();
  type(el, 'mai');
  await until(() => expect(options(el)).toHaveLength(6));
  return el;
}

const onSubmitted = (event: Event) => fake.submitted.push((event as CustomEvent).detail);

/** Registers the page's hooks in the calling file: a desktop viewport (a phone gets the modal), US shopper, TYPEAHEAD on. */
export function searchPagePerTest(): void {
  const realFetch = window.fetch;
  beforeAll(async () => {
    await page.viewport(1280, 800);
    defineElement(searchElement);
  });
  beforeEach(() => {
    fake.pending = [];
    fake.requested = [];
    // Answers are cached for the page's life (every test here is one page).
    clearSuggestionCache();
    fake.autoAnswer = (url) => payload(url.searchParams.get('term') ?? '');
    fake.where = fakePageLocation();
    setPageLocation(fake.where);
    fake.submitted = [];
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
}
