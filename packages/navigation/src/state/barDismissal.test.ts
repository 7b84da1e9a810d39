import { afterEach, describe, expect, it } from 'vitest';
import { startBarDismissal } from './barDismissal';
import { createNavigation } from './createNavigation';

/** The bar inside a header-like host's open shadow root, a silo's trigger in it, and a button on the page. */
function setup() {
  const host = document.createElement('nm-test-header');
  const shadow = host.attachShadow({ mode: 'open' });
  const root = document.createElement('div');
  const trigger = document.createElement('button');
  root.append(trigger);
  shadow.append(root);
  const outside = document.createElement('button');
  document.body.append(host, outside);
  const nav = createNavigation();
  const focused: string[] = [];
  const stop = startBarDismissal(nav, {
    root,
    focusTrigger: (id) => {
      focused.push(id);
      trigger.focus();
    },
  });
  nav.actions.openFromKeyboard('shoes');
  return { nav, root, trigger, outside, focused, stop, open: () => nav.$snapshot.get().openId };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the silo bar\'s dismissal (header.md §4 "Silo drawer": Escape, outside click, focus leaving)', () => {
  it('Escape with focus in the bar closes the drawer and focus goes back to its trigger', () => {
    const { trigger, focused, stop, open } = setup();
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(open()).toBeNull();
    expect(focused).toEqual(['shoes']);
    stop();
  });

  it('Escape with focus on the page closes it and leaves focus where it is', () => {
    const { outside, focused, stop, open } = setup();
    outside.focus();
    outside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(open()).toBeNull();
    expect(focused).toEqual([]);
    expect(document.activeElement).toBe(outside);
    stop();
  });

  it('a press in the bar keeps it open; a press outside closes it; focus leaving closes it', () => {
    const { nav, trigger, outside, stop, open } = setup();
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(open()).toBe('shoes');
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(open()).toBeNull();
    nav.actions.openFromKeyboard('shoes');
    trigger.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: outside }));
    expect(open()).toBeNull();
    stop();
  });
});
