import { $count, $miniCartPanel } from '@nm/core';
import { runElementContract, until, writable } from '@nm/core/testing';
import { describe, expect, it } from 'vitest';
import { miniCartElement } from './element';
import { bagPagePerTest, badge, link, mount, signIn } from './testing/elementPage';

/** <nm-minicart> in real Chromium: the icon and its count badge. The page and its fake services: testing/elementPage.ts. */
bagPagePerTest();

runElementContract(miniCartElement, { samples: { presentation: 'flyout' } });

describe('<nm-minicart> icon and count (minicart.md §2)', () => {
  it('hides a zero badge unless show-zero-value is present, and follows the attribute', async () => {
    writable($count).set(0);
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    expect(badge(el)).toBeNull();
    el.setAttribute('show-zero-value', '');
    await until(() => expect(badge(el)?.textContent).toBe('0'));
    el.removeAttribute('show-zero-value');
    await until(() => expect(badge(el)).toBeNull());
  });

  it('no badge at all until the count is known, even with show-zero-value; then the count', async () => {
    const el = mount('<nm-minicart show-zero-value></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    expect(badge(el)).toBeNull();
    expect(link(el)!.getAttribute('aria-label')).toBe('Shopping Bag');
    writable($count).set(4); // the 1 s count refresh answers
    await until(() => expect(badge(el)?.textContent).toBe('4'));
    expect(link(el)!.getAttribute('aria-label')).toBe('Shopping Bag, 4 items');
  });

  it('keeps every instance in sync with the shared count, with the count in the accessible name', async () => {
    const a = mount('<nm-minicart></nm-minicart>');
    const b = mount('<nm-minicart></nm-minicart>');
    writable($count).set(3);
    await until(() => expect([badge(a)?.textContent, badge(b)?.textContent]).toEqual(['3', '3']));
    for (const el of [a, b]) expect(link(el)?.getAttribute('aria-label')).toBe('Shopping Bag, 3 items');
  });

  it('reserves its 44px box so the header does not shift', async () => {
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([44, 44]);
  });

  it.each<[string, boolean, number]>([
    ['a guest with items', false, 3],
    ['a signed-in shopper with an empty bag', true, 0],
  ])('%s: the click is left to the link (/cart/)', async (_label, loggedIn, count) => {
    if (loggedIn) signIn();
    writable($count).set(count);
    const el = mount('<nm-minicart></nm-minicart>');
    await until(() => expect(link(el)).not.toBeNull());
    // Last in line (window, bubbling): note whether the element kept the browser on the page, then keep the test frame here.
    let prevented: boolean | null = null;
    const keep = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', keep);
    link(el)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    window.removeEventListener('click', keep);
    expect(prevented).toBe(false);
    expect(link(el)!.getAttribute('href')).toBe('/cart/');
    expect($miniCartPanel.get().open).toBe(false);
  });
});
