import { afterEach, describe, expect, it } from 'vitest';
import { startDismissal, type DismissalOptions, type DismissReason } from './dismissal';

/** A widget's host with an open shadow root holding the panel (a link in it), its trigger and a sibling part. */
function page() {
  const host = document.createElement('nm-widget');
  const shadow = host.attachShadow({ mode: 'open' });
  const panel = document.createElement('div');
  const link = document.createElement('a');
  link.href = '#in';
  panel.append(link);
  const trigger = document.createElement('button');
  const sibling = document.createElement('button');
  shadow.append(trigger, panel, sibling);
  const outside = document.createElement('button');
  document.body.append(host, outside);
  return { host, panel, link, trigger, sibling, outside };
}

type Page = ReturnType<typeof page>;
const press = (target: EventTarget) =>
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
const key = (target: EventTarget, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
const focusMoves = (from: EventTarget, to: EventTarget | null) =>
  from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: to }));

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.replaceChildren();
});

function start(p: Page, options: Partial<DismissalOptions> = {}) {
  const seen: DismissReason[] = [];
  stops.push(
    startDismissal({ inside: () => [p.panel, p.trigger], onDismiss: (reason) => seen.push(reason), ...options }),
  );
  return seen;
}

describe('startDismissal: pointerdown on the document (capture, composedPath), Escape, focus leaving', () => {
  it.each<[string, (p: Page) => void, DismissReason[]]>([
    ['a press on the page outside the host', (p) => press(p.outside), ['outside']],
    ["a press on the host's other part (retargeted to the host outside)", (p) => press(p.sibling), ['outside']],
    ['a press inside the panel, in the shadow root', (p) => press(p.link), []],
    ['a press on the trigger', (p) => press(p.trigger), []],
    [
      'a press whose own handler stops propagation',
      (p) => {
        p.outside.addEventListener('pointerdown', (e) => e.stopPropagation());
        press(p.outside);
      },
      ['outside'],
    ],
    [
      'a click with no pointerdown (a keyboard activation)',
      (p) => p.outside.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })),
      [],
    ],
    ['Escape inside the panel', (p) => key(p.link, 'Escape'), ['escape']],
    ['Escape anywhere on the page', (p) => key(p.outside, 'Escape'), ['escape']],
    ['another key', (p) => key(p.link, 'Tab'), []],
    ['focus from the panel to the page', (p) => focusMoves(p.link, p.outside), ['focus-left']],
    [
      "focus from the panel to the host's other part (same shadow root)",
      (p) => focusMoves(p.link, p.sibling),
      ['focus-left'],
    ],
    ['focus from the panel to its trigger', (p) => focusMoves(p.link, p.trigger), []],
    ['focus from the panel to nothing (a press on the background)', (p) => focusMoves(p.link, null), []],
    ['focus moving elsewhere on the page, never inside', (p) => focusMoves(p.outside, p.host), []],
  ])('%s', (_name, act, expected) => {
    const p = page();
    const seen = start(p);
    act(p);
    expect(seen).toEqual(expected);
  });

  it.each<[string, Partial<DismissalOptions>, DismissReason[]]>([
    ['outside off', { outside: false }, ['escape', 'focus-left']],
    ['escape off', { escape: false }, ['outside', 'focus-left']],
    ['focus leaving off', { focusLeaving: false }, ['outside', 'escape']],
  ])('each can be turned off: %s', (_name, options, expected) => {
    const p = page();
    const seen = start(p, options);
    press(p.outside);
    key(p.outside, 'Escape');
    focusMoves(p.link, p.outside);
    expect(seen).toEqual(expected);
  });

  it('inside is read at each event: a node that appears later counts', () => {
    const p = page();
    const late: Node[] = [];
    const seen = start(p, { inside: () => [p.panel, ...late] });
    late.push(p.outside);
    press(p.outside);
    expect(seen).toEqual([]);
  });

  it('stop removes every listener', () => {
    const p = page();
    const seen = start(p);
    stops.pop()!();
    press(p.outside);
    key(p.outside, 'Escape');
    focusMoves(p.link, p.outside);
    expect(seen).toEqual([]);
  });
});
