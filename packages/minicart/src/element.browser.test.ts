import { $count, defineElement } from '@nm/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { miniCartElement } from './element';

const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

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
    await settle();
    expect(el.shadowRoot!.querySelector('.badge')).toBeNull();
    el.setAttribute('show-zero-value', '');
    await settle();
    expect(el.shadowRoot!.querySelector('.badge')?.textContent).toBe('0');
    el.removeAttribute('show-zero-value');
    await settle();
    expect(el.shadowRoot!.querySelector('.badge')).toBeNull();
  });

  it('keeps every instance in sync with the shared count, with the count in the accessible name', async () => {
    const a = mount('<nm-minicart></nm-minicart>');
    const b = mount('<nm-minicart></nm-minicart>');
    $count.set(3);
    await settle();
    for (const el of [a, b]) {
      expect(el.shadowRoot!.querySelector('.badge')?.textContent).toBe('3');
      expect(el.shadowRoot!.querySelector('a')?.getAttribute('aria-label')).toBe('Shopping Bag, 3 items');
    }
  });

  it('reserves its 44px box so the header does not shift', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await settle();
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([44, 44]);
  });
});
