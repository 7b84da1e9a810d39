import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { recordEarlyTriggers, resetEarlyTriggers, takeEarlyTrigger } from './early';

/**
 * header.md §4's triggers, seen before the watcher chunk has loaded
 * (docs/abandon-cart.md "Before the watcher has loaded"): the latest one
 * still standing is handed over once.
 */
const exit = () =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 4, relatedTarget: null, bubbles: true }));
const lowExit = () =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 10, relatedTarget: null, bubbles: true }));
const back = () =>
  document.dispatchEvent(new MouseEvent('mouseover', { clientY: 300, relatedTarget: null, bubbles: true }));
let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const tab = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  resetEarlyTriggers();
  visibility = 'visible';
});
// The unit files share one document: the document's own visibilityState goes back to happy-dom's.
afterAll(() => Reflect.deleteProperty(document, 'visibilityState'));

describe('the abandon-cart triggers recorded before the watcher loads', () => {
  it.each<[string, Array<() => void>, string | null]>([
    ['nothing happened', [], null],
    ['the pointer out through the top edge (clientY under 10)', [exit], 'exit-intent'],
    ['clientY 10 is not the top edge', [lowExit], null],
    ['out, then back into the page', [exit, back], null],
    ['out, back, out again', [exit, back, exit], 'exit-intent'],
    ['the tab left and come back to', [() => tab('hidden'), () => tab('visible')], 'page-hidden'],
    ['the tab left, and not back yet', [() => tab('hidden')], null],
    ['out through the top, then the tab left', [exit, () => tab('hidden')], null],
  ])('%s → %s', (_label, steps, expected) => {
    recordEarlyTriggers(document);
    steps.forEach((step) => step());
    expect(takeEarlyTrigger()).toBe(expected);
  });

  it('is handed over once; after that nothing more is recorded (the watcher listens itself)', () => {
    recordEarlyTriggers(document);
    exit();
    expect(takeEarlyTrigger()).toBe('exit-intent');
    expect(takeEarlyTrigger()).toBeNull();
    exit();
    expect(takeEarlyTrigger()).toBeNull();
  });

  it('stops once every element that asked has left the page before the watcher took over', () => {
    const first = recordEarlyTriggers(document);
    const second = recordEarlyTriggers(document);
    first();
    exit();
    expect(takeEarlyTrigger()).toBe('exit-intent');
    resetEarlyTriggers();
    const only = recordEarlyTriggers(document);
    only();
    exit();
    expect(takeEarlyTrigger()).toBeNull();
    second();
  });

  it('a release after the watcher took over starts nothing again, and a release twice counts once', () => {
    const first = recordEarlyTriggers(document);
    const second = recordEarlyTriggers(document);
    first();
    first();
    exit();
    expect(takeEarlyTrigger()).toBe('exit-intent');
    second();
    recordEarlyTriggers(document);
    exit();
    expect(takeEarlyTrigger()).toBeNull();
  });

  it('nothing is recorded before the first script asks for it', () => {
    exit();
    expect(takeEarlyTrigger()).toBeNull();
  });
});
