import { describe, expect, it } from 'vitest';
import { hasFirstPaint, holdClicksUntilHydrated } from './firstPaintMarks';
import { adoptFirstPaintStyles, takeFirstPaint } from './hydrate';

/** A host whose shadow root holds what a server's first paint puts there. */
function drawnRoot(markup: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  return root;
}

const snapshot = (phone: boolean) =>
  JSON.stringify({ stores: { count: phone ? 2 : 1 }, media: { '(max-width: 767px)': phone } }).replace(/"/g, '&quot;');
const TWO_DRAWINGS = `<style data-nm-tokens>:host{--_nm-x:1}</style><style>.a{color:red}</style><div data-nm-first-paint="desktop" data-nm-snapshot="${snapshot(false)}"><button type="button">desktop</button></div><div data-nm-first-paint="phone" data-nm-snapshot="${snapshot(true)}"><input name="q" value="drawn"></div>`;

describe('a first paint found in a shadow root (docs/first-paint.md)', () => {
  it('is told from a page’s own shadow root by its data-nm-first-paint wrapper', () => {
    expect(hasFirstPaint(drawnRoot(TWO_DRAWINGS))).toBe(true);
    expect(hasFirstPaint(drawnRoot('<div><p>the page’s own</p></div>'))).toBe(false);
    expect(hasFirstPaint(null)).toBe(false);
  });

  it.each([
    [false, 'desktop', 1],
    [true, 'phone', 2],
  ])(
    'keeps the drawing for the viewport (phone %s: %s) with its snapshot, removes the other and unnames the kept one',
    (phone, text, count) => {
      const root = drawnRoot(TWO_DRAWINGS);
      const taken = takeFirstPaint(root, phone);
      if ('failure' in taken) throw new Error(taken.failure);
      expect(taken.snapshot.stores).toEqual({ count });
      expect(taken.snapshot.media).toEqual({ '(max-width: 767px)': phone });
      expect(root.querySelectorAll('[data-nm-first-paint]')).toHaveLength(1);
      expect(taken.wrapper.getAttribute('data-nm-first-paint')).toBe('');
      expect(taken.wrapper.hasAttribute('data-nm-snapshot')).toBe(false);
      expect(taken.wrapper.textContent + (taken.wrapper.querySelector('input') ? 'phone' : '')).toContain(text);
    },
  );

  it('remembers each field’s drawn value, to tell what the shopper typed before hydration', () => {
    const root = drawnRoot(TWO_DRAWINGS);
    const input = root.querySelector('input')!;
    input.value = 'typed early';
    const taken = takeFirstPaint(root, true);
    if ('failure' in taken) throw new Error(taken.failure);
    expect([...taken.drawnValues.values()]).toEqual(['drawn']);
  });

  it('names the cause when the snapshot is not one (the element then renders on the client)', () => {
    const root = drawnRoot('<div data-nm-first-paint="" data-nm-snapshot="{not json"><p>x</p></div>');
    expect(takeFirstPaint(root, false)).toEqual({ failure: 'its data-nm-snapshot is not a first-paint snapshot' });
    const noMedia = drawnRoot(`<div data-nm-first-paint="" data-nm-snapshot="{&quot;stores&quot;:{}}"><p>x</p></div>`);
    expect(takeFirstPaint(noMedia, false)).toEqual({ failure: 'its data-nm-snapshot is not a first-paint snapshot' });
  });

  it('moves the server’s <style> into an adopted sheet after the element’s own, drops its brand tokens, and removes both', () => {
    const root = drawnRoot(TWO_DRAWINGS);
    const own = new CSSStyleSheet();
    adoptFirstPaintStyles(root, [own]);
    expect(root.querySelectorAll('style')).toHaveLength(0);
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(own);
    expect([...root.adoptedStyleSheets[1]!.cssRules].map((rule) => rule.cssText).join()).toContain('color: red');
  });

  it('keeps a click on a button React does not own yet from React, and gives it again once React owns the node', async () => {
    const root = drawnRoot('<div data-nm-first-paint=""><button type="button">Bag</button><a href="#x">link</a></div>');
    holdClicksUntilHydrated(root);
    const seen: string[] = [];
    root
      .querySelector('div')!
      .addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent));
    const button = root.querySelector('button')!;
    button.click();
    root.querySelector('a')!.click();
    expect(seen).toEqual(['link']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(seen).toEqual(['link']);
    Object.assign(button, { __reactProps$test: {} });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(seen).toEqual(['link', 'Bag']);
    button.click();
    expect(seen).toEqual(['link', 'Bag', 'Bag']);
  });

  it("gives a held click once when both the loader and the element base hold the root's clicks", async () => {
    const root = drawnRoot('<div data-nm-first-paint=""><button type="button">Bag</button></div>');
    holdClicksUntilHydrated(root);
    holdClicksUntilHydrated(root);
    const seen: string[] = [];
    root
      .querySelector('div')!
      .addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent));
    const button = root.querySelector('button')!;
    button.click();
    Object.assign(button, { __reactProps$test: {} });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(seen).toEqual(['Bag']);
  });
});
