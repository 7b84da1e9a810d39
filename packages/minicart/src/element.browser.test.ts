import { $count, defineElement } from '@nm/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { miniCartElement } from './element';

/** React renders in scheduler tasks that a loaded machine may spread out: poll for what must appear. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 });
const link = (el: HTMLElement) => el.shadowRoot!.querySelector('a');
const badge = (el: HTMLElement) => el.shadowRoot!.querySelector('.badge');

function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector('nm-minicart')!;
}

beforeAll(() => defineElement(miniCartElement));
afterEach(() => {
  document.body.replaceChildren();
  $count.set(0);
});

describe('<nm-minicart> icon and count (minicart.md §2)', () => {
  it('hides a zero badge unless show-zero-value is present, and follows the attribute', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    expect(badge(el)).toBeNull();
    el.setAttribute('show-zero-value', '');
    await until(() => expect(badge(el)?.textContent).toBe('0'));
    el.removeAttribute('show-zero-value');
    await until(() => expect(badge(el)).toBeNull());
  });

  it('keeps every instance in sync with the shared count, with the count in the accessible name', async () => {
    const a = mount('<nm-minicart></nm-minicart>');
    const b = mount('<nm-minicart></nm-minicart>');
    $count.set(3);
    await until(() => expect([badge(a)?.textContent, badge(b)?.textContent]).toEqual(['3', '3']));
    for (const el of [a, b]) {
      expect(el.shadowRoot!.querySelector('a')?.getAttribute('aria-label')).toBe('Shopping Bag, 3 items');
    }
  });

  it('reserves its 44px box so the header does not shift', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([44, 44]);
  });
});
