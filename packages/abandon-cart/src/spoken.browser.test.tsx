import { defineElement, setCount } from '@nm/core';
import { deepActive, until } from '@nm/core/testing';
import { listenTo, stopListening, type Listener } from '@nm/core/testing/screenReader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { abandonCartElement } from './element';
import { stylyzeAnswer, stylyzeProduct } from './testing/products';
import { reminderPage, showByExitIntent } from './testing/reminderPage';

/**
 * What a screen reader says of the abandon-cart reminder (docs/QUALITY.md
 * "What a screen reader says"): the dialog's name (the service's
 * masterApiLabel, header.md §7), the bag reminder, the products, and the
 * carousel's position said politely as it moves (docs/abandon-cart.md).
 * Shown as element.browser.test.tsx shows it (testing/reminderPage.ts): an
 * exit intent, then the spec's 5 s on fake timers.
 */
defineElement(abandonCartElement);

let el: HTMLElement;
const realFetch = window.fetch;
const root = () => el.shadowRoot!;
const dialog = () => root().querySelector<HTMLDialogElement>('dialog.abandon-cart');
const slides = () => [...root().querySelectorAll<HTMLElement>('.carousel__slide')];

/** A picture that loads (the test server serves the repository), so a card is named as a shopper's is. */
const PICTURE = '/demo-host/site/favicon.svg';
let answer: unknown;
const withPictures = (count: number) => ({
  ...stylyzeAnswer(count),
  products: Array.from({ length: count }, (_, i) =>
    stylyzeProduct(i, { media: { main: { dynamic: { url: PICTURE } } } }),
  ),
});

/** Shows the reminder and listens to it once it is open. */
async function shown(): Promise<Listener> {
  el = document.createElement('nm-abandon-cart-modal');
  el.setAttribute('page-id', 'HOME');
  document.body.append(el);
  await showByExitIntent(dialog);
  return listenTo(dialog()!);
}

/** Reads on until `last` is said; returns all that was said on the way. */
async function readTo(listener: Listener, last: string): Promise<string[]> {
  const said: string[] = [];
  for (let step = 0; step < 80 && said.at(-1) !== last; step += 1) said.push(await listener.next());
  return said;
}

beforeEach(async () => {
  await page.viewport(1440, 900);
  answer = withPictures(12);
  reminderPage(() => answer);
  // The page has no analytics hook here: the one console error saying so is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await stopListening();
  vi.useRealTimers();
  vi.restoreAllMocks();
  el?.remove();
  window.fetch = realFetch;
});

describe('the abandon-cart reminder (header.md §4, docs/abandon-cart.md)', () => {
  it("opens as a dialog named by the service's title; reading on, the bag reminder, then the first slide of products", async () => {
    const modal = await shown();
    expect(await modal.spoken()).toEqual(['dialog, Still Thinking About These?']);
    expect(await modal.nextHeading()).toBe('heading, Still Thinking About These?, level 2');
    expect(await readTo(modal, 'You have 2 items in your Shopping Bag.')).toEqual([
      'button, Close',
      'paragraph',
      'You have 2 items in your Shopping Bag.',
    ]);
    expect(await modal.nextHeading()).toBe('heading, Recommended for you, level 3');
    expect(await modal.next()).toBe('slide, Products 1 of 4');
  });

  it('without a title from the service it is "Still thinking it over?"; one item is "1 item"', async () => {
    answer = { stylyze: {}, products: [] };
    setCount(1, 'page');
    const modal = await shown();
    expect(await modal.spoken()).toEqual(['dialog, Still thinking it over?']);
    expect(await readTo(modal, 'You have 1 item in your Shopping Bag.')).toContain(
      'You have 1 item in your Shopping Bag.',
    );
  });

  it('Next says the new position politely, "Products 2 of 4", and focus stays on it', async () => {
    const modal = await shown();
    const next = root().querySelector<HTMLButtonElement>('.carousel__button[aria-label="Next products"]')!;
    await until(() => expect(next.disabled).toBe(false));
    next.focus();
    await until(async () => expect(await modal.spoken()).toContain('button, Next products'));
    await modal.clear();
    await userEvent.keyboard('{Enter}');
    await until(async () => expect(await modal.announced()).toEqual(['polite: Products 2 of 4']));
    await userEvent.keyboard('{Enter}');
    await until(async () =>
      expect(await modal.announced()).toEqual(['polite: Products 2 of 4', 'polite: Products 3 of 4']),
    );
    expect(deepActive()).toBe(next);
  });

  it('a product card is named once: designer, name and price, then the next card (header.md §3)', async () => {
    const modal = await shown();
    expect((await readTo(modal, 'slide, Products 1 of 4')).at(-1)).toBe('slide, Products 1 of 4');
    const cards: string[] = [];
    for (let card = 0; card < 3; card += 1) {
      let phrase = await modal.next();
      while (!phrase.startsWith('link, ')) phrase = await modal.next();
      cards.push(phrase);
    }
    expect(cards).toEqual([
      'link, Aurelia Voss Silk Wrap Dress $395',
      'link, Castellane Leather Tote Bag Original price: $480 Sale price: $336',
      'link, Maison Ferrand Cashmere Crewneck $565 25% off',
    ]);
  });

  it("the arrow keys on a card move the carousel and focus with it: the new slide's first card is said, and the position", async () => {
    const modal = await shown();
    const next = root().querySelector<HTMLButtonElement>('.carousel__button[aria-label="Next products"]')!;
    await until(() => expect(next.disabled).toBe(false));
    slides()[0]!.querySelector<HTMLAnchorElement>('a.rec')!.focus();
    await until(async () => expect(await modal.spoken()).toContain('link, Aurelia Voss Silk Wrap Dress $395'));
    await modal.clear();
    await userEvent.keyboard('{ArrowRight}');
    await until(async () => expect(await modal.announced()).toEqual(['polite: Products 2 of 4']));
    await until(() => expect(deepActive()).toBe(slides()[1]!.querySelector('a.rec')));
    await until(async () =>
      expect((await modal.spoken()).filter((phrase) => !phrase.startsWith('polite: '))).toEqual([
        'link, Odile Marchetti Suede Ankle Boots $650',
      ]),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await until(() => expect(deepActive()).toBe(slides()[0]!.querySelector('a.rec')));
    await until(async () =>
      expect(await modal.announced()).toEqual(['polite: Products 2 of 4', 'polite: Products 1 of 4']),
    );
  });
});
