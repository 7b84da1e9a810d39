import { axeClean, shadowOf, until } from '@nm/core/testing';
import { describe, expect, it } from 'vitest';
import {
  aria,
  configure,
  fake,
  input,
  key,
  listbox,
  mount,
  mountFocused,
  mountWithMaiOptions,
  options,
  payload,
  ready,
  searchPagePerTest,
  status,
  storedRecent,
  type,
} from './testing/elementPage';

/** <nm-search> in real Chromium: the combobox: keyboard, ARIA at each step, stale answers, the HC service. The page and its fake type-ahead service: testing/elementPage.ts. */
searchPagePerTest();

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
    await until(() => expect(shadowOf(el).querySelector('.loading')).not.toBeNull());
    expect(aria(el).expanded).toBe('false');
    await axeClean(el);
    await until(() => expect(options(el)).toHaveLength(6), { timeout: 3000 });
    expect(aria(el)).toEqual({ expanded: 'true', controls: true, activedescendant: null, value: 'mai' });
    expect(status(el)).toBe('3 suggestions and 3 products');
    const groups = [...shadowOf(el).querySelectorAll('[role="listbox"] > [role="group"]')].map(
      (g) => shadowOf(el).getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(groups).toEqual(['Suggestions', 'Products']);
    // No link or button inside an option.
    expect(
      shadowOf(el).querySelectorAll('[role="option"] a, [role="option"] button, [role="option"] input'),
    ).toHaveLength(0);
    await axeClean(el);

    const walk: Array<[string | null, string]> = [];
    for (let i = 0; i < 7; i++) {
      key(el, 'ArrowDown');
      await until(() => expect(input(el).getAttribute('aria-activedescendant') !== null || i === 6).toBe(true));
      const a = aria(el);
      walk.push([a.activedescendant, a.value]);
    }
    expect(walk.slice(0, 3)).toEqual([
      ['mai bags', 'mai bags'],
      ['mai shoes', 'mai shoes'],
      ['mai coats', 'mai coats'],
    ]);
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
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    const url = new URL(fake.where.assigned[0]!, location.origin);
    expect(url.pathname).toBe('/s/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'brSearch',
      responsive: 'true',
      request_type: 'search',
      search_type: 'keyword',
      q: 'mai shoes',
      l: 'mai shoes',
      fl: 'mai',
      src: 'suggest',
    });
    expect(fake.submitted).toEqual([{ term: 'mai shoes', source: 'suggestion', url: fake.where.assigned[0], v: 1 }]);
    expect(storedRecent()).toEqual(['mai shoes']);
  });

  it('Enter with nothing highlighted submits the typed text; Enter on a product goes to the product', async () => {
    const el = await mountFocused();
    type(el, '  Gucci  ');
    key(el, 'Enter');
    expect(fake.where.assigned[0]).toContain('q=Gucci');
    expect(fake.submitted).toMatchObject([{ term: 'Gucci', source: 'typed' }]);
    type(el, 'mai');
    await until(() => expect(options(el)).toHaveLength(6));
    key(el, 'ArrowUp');
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(2));
    expect(fake.where.assigned[1]).toBe('/p/mai-2');
  });

  it('empty or whitespace-only text never submits (header.md §5)', async () => {
    const el = await mountFocused();
    type(el, '   ');
    key(el, 'Enter');
    shadowOf(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.where.assigned).toEqual([]);
    expect(fake.submitted).toEqual([]);
  });

  it('Enter during IME composition never submits', async () => {
    const el = await mountFocused();
    type(el, 'にほん');
    key(el, 'Enter', { isComposing: true });
    key(el, 'Enter', { keyCode: 229 });
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.where.assigned).toEqual([]);
  });

  it('Escape closes the panel and blurs the box', async () => {
    const el = await mountWithMaiOptions();
    key(el, 'ArrowDown');
    key(el, 'Escape');
    await until(() => expect(listbox(el)).toBeNull());
    expect(aria(el)).toMatchObject({ expanded: 'false', activedescendant: null, value: 'mai' });
    expect(shadowOf(el).activeElement).toBeNull();
    expect(status(el)).toBe('');
  });

  it('a slow first answer arriving after a fast second one is never shown', async () => {
    fake.autoAnswer = null;
    const el = await mountFocused();
    type(el, 'ma');
    await until(() => expect(fake.pending).toHaveLength(1), { timeout: 2000 });
    type(el, 'maison');
    await until(() => expect(fake.pending).toHaveLength(2), { timeout: 2000 });
    fake.pending[1]!.resolve(payload('maison', 2, 1));
    await until(() => expect(options(el)).toHaveLength(3));
    // The slow answer for "ma" lands now (a service may ignore the abort).
    fake.pending[0]!.resolve(payload('ma', 4, 3));
    await new Promise((r) => setTimeout(r, 100));
    expect(options(el).map((o) => o.textContent)).toEqual(expect.arrayContaining(['maison bags', 'maison shoes']));
    expect(options(el).some((o) => o.textContent?.includes('ma item'))).toBe(false);
    expect(status(el)).toBe('2 suggestions and 1 product');
  });

  it('shows the no-results message outside the listbox and announces it', async () => {
    fake.autoAnswer = () => ({ suggestions: [], products: [] });
    const el = await mountFocused();
    type(el, 'zzzz');
    await until(() =>
      expect(shadowOf(el).querySelector('.no-results')?.textContent).toBe(
        'We weren\'t able to find any results for "zzzz"',
      ),
    );
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
    expect(shadowOf(el).querySelector('.loading')).toBeNull();
    expect(fake.requested.map((url) => url.searchParams.get('term'))).toEqual(['mai', 'MAI']);
  });

  it('the pointer over an option highlights it (header.md §4 "recent-search hover"); Enter then picks it', async () => {
    const el = await mountWithMaiOptions();
    options(el)[1]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await until(() => expect(aria(el).activedescendant).toBe('mai shoes'));
    expect(options(el)[1]!.getAttribute('aria-selected')).toBe('true');
    // The box keeps what was typed: only the keys preview an option's text.
    expect(aria(el).value).toBe('mai');
    // The pointer leaves the list (React reads leaving from pointerout and where the pointer went).
    options(el)[1]!.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, composed: true, relatedTarget: document.body }),
    );
    await until(() => expect(aria(el).activedescendant).toBeNull());
    options(el)[1]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await until(() => expect(aria(el).activedescendant).toBe('mai shoes'));
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    expect(fake.submitted).toMatchObject([{ term: 'mai shoes', source: 'suggestion' }]);
  });

  it('asks the HC auto-suggest service on the HC brand and links with the HC parameters', async () => {
    configure({ brand: 'HC' });
    fake.autoAnswer = (url) =>
      url.pathname === '/auto-suggest-svc/v2/suggest' ? ['velvet pillow', 'velvet throw'] : { error: url.pathname };
    const el = await mountFocused();
    type(el, 'velv');
    await until(() => expect(options(el).map((o) => o.textContent)).toEqual(['velvet pillow', 'velvet throw']));
    key(el, 'ArrowDown');
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    expect(Object.fromEntries(new URL(fake.where.assigned[0]!, location.origin).searchParams)).toMatchObject({
      dq: 'velvet pillow',
      from: 'elSearch',
      l: 'velv',
      src: 'suggest',
    });
    await axeClean(el);
  });
});
