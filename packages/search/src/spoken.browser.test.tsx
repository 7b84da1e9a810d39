import { $config, chooseGender, defineElement, mergeConfig } from '@nm/core';
import { placeHtml, shadowOf, until, writable } from '@nm/core/testing';
import { listenTo, stopListening, type Listener } from '@nm/core/testing/screenReader';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clearSuggestionCache } from './api/suggestionCache';
import { searchElement } from './element';

/**
 * What a screen reader says of the type-ahead (docs/QUALITY.md "What a
 * screen reader says"): the box's one polite status line says each settled
 * answer (docs/search.md: "7 suggestions and 3 products") or header.md §8's
 * no-results message, once, and not while the shopper is still typing. The
 * service is a fake fetch answering at once: for a term of n letters, n
 * suggestions (at most 4) and 4 products, of which the desktop panel shows
 * 3 (header.md §5); "zz…" has none.
 */
const realFetch = window.fetch;

function answer(term: string) {
  if (term.startsWith('zz')) return { suggestions: [], products: [] };
  return {
    rid: `rid-${term}`,
    serverQuery: term,
    narrowedWithin: '',
    suggestions: Array.from({ length: Math.min(term.length, 4) }, (_, i) => ({
      parameters: { query: `${term} ${['bags', 'shoes', 'coats', 'scarves'][i]}` },
    })),
    products: Array.from({ length: 4 }, (_, i) => ({
      url: `/p/${term}-${i}`,
      img: '',
      alt: '',
      brand: 'Maison Verlaine',
      title: `${term} item ${i}`,
      price: 1295 - i,
    })),
  };
}

const input = (el: HTMLElement) => shadowOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;

const mount = (): HTMLElement => placeHtml('<nm-search></nm-search>', 'nm-search');

/** A focused box, listened to: the interactive field (it replaces the static box when focused) holds the status line. */
async function listenedBox(): Promise<Listener> {
  const el = mount();
  await until(() => expect(input(el)).not.toBeNull());
  input(el).focus();
  const field = () => shadowOf(el).querySelector('.field');
  await until(() => expect(field()).not.toBeNull());
  return listenTo(field()!);
}

/** On a phone the box is a button that opens the search modal (header.md §2); its field is listened to. */
async function listenedModalBox(): Promise<Listener> {
  const el = mount();
  const trigger = () => shadowOf(el).querySelector<HTMLButtonElement>('button.phone-trigger');
  await until(() => expect(trigger()).not.toBeNull());
  trigger()!.focus();
  const field = () => shadowOf(el).querySelector('dialog[open] .field');
  await until(() => expect(field()).not.toBeNull());
  await until(() => expect(shadowOf(el).activeElement).toBe(input(el)));
  return listenTo(field()!);
}

beforeAll(async () => {
  await page.viewport(1280, 800);
  defineElement(searchElement);
});
beforeEach(() => {
  clearSuggestionCache();
  localStorage.clear();
  sessionStorage.clear();
  chooseGender('W');
  writable($config).set(
    mergeConfig('localhost', { hosts: { typeahead: '', lambda: '' }, toggles: { TYPEAHEAD: true } }),
  );
  window.fetch = async (request: RequestInfo | URL) => {
    const url = new URL(request instanceof Request ? request.url : String(request), location.href);
    return new Response(JSON.stringify(answer(url.searchParams.get('term') ?? '')), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
});
afterEach(async () => {
  await stopListening();
  vi.useRealTimers();
  document.body.replaceChildren();
  window.fetch = realFetch;
  await page.viewport(1280, 800);
});

describe("the type-ahead's results and no-results (docs/search.md, header.md §8)", () => {
  it("a word typed is answered once, when the answer is in; the next word's answer follows it", async () => {
    const box = await listenedBox();
    await userEvent.keyboard('mai');
    await until(async () => expect(await box.announced()).toEqual(['polite: 3 suggestions and 3 products']));
    await userEvent.keyboard('s');
    await until(async () =>
      expect(await box.announced()).toEqual([
        'polite: 3 suggestions and 3 products',
        'polite: 4 suggestions and 3 products',
      ]),
    );
  });

  it('no results: "We weren\'t able to find any results for "zzz""', async () => {
    const box = await listenedBox();
    await userEvent.keyboard('zzz');
    await until(async () =>
      expect(await box.announced()).toEqual(['polite: We weren\'t able to find any results for "zzz"']),
    );
  });

  it("in the phone's search modal: \"We aren't able to find any results for 'zzz'\"", async () => {
    await page.viewport(390, 844);
    const box = await listenedModalBox();
    await userEvent.keyboard('zzz');
    await until(async () =>
      expect(await box.announced()).toEqual(["polite: We aren't able to find any results for 'zzz'"]),
    );
  });
});

describe('while the shopper types (docs/search.md: each settled answer)', () => {
  /** React renders on its own scheduler, which the fake timers below leave alone: polled a frame at a time. */
  async function whenRendered(check: () => void | Promise<void>): Promise<void> {
    for (let frame = 0; frame < 120; frame += 1) {
      try {
        await check();
        return;
      } catch {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    await check();
  }

  it('typing on through words answered before says nothing until typing pauses, then the answer it stopped at, once', async () => {
    const box = await listenedBox();
    // Only the page's timers are faked: the 500 ms the type-ahead waits after the last key, and what follows it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const [key, said] of [
      ['m', '1 suggestion and 3 products'],
      ['a', '2 suggestions and 3 products'],
      ['i', '3 suggestions and 3 products'],
    ] as const) {
      await userEvent.keyboard(key);
      await vi.advanceTimersByTimeAsync(500);
      await whenRendered(async () => expect((await box.announced()).at(-1)).toBe(`polite: ${said}`));
    }
    await box.clear();
    // Back over "ma" and "m" and on again to "mai": every word is answered at once from the page, and shown.
    for (const [key, value] of [
      ['{Backspace}', 'ma'],
      ['{Backspace}', 'm'],
      ['a', 'ma'],
      ['i', 'mai'],
    ] as const) {
      await userEvent.keyboard(key);
      await whenRendered(() => expect(input(document.querySelector('nm-search')!).value).toBe(value));
      await whenRendered(() =>
        expect(
          shadowOf(document.querySelector('nm-search')!).querySelectorAll('[role="option"]').length,
        ).toBeGreaterThan(0),
      );
    }
    await vi.advanceTimersByTimeAsync(500);
    await whenRendered(async () => expect(await box.announced()).toEqual(['polite: 3 suggestions and 3 products']));
  });
});
