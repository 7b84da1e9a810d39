import type { FirstPaintSnapshot } from './firstPaint';
import { FIRST_PAINT_ATTRIBUTE, SNAPSHOT_ATTRIBUTE, TOKENS_ATTRIBUTE, wrappersOf } from './firstPaintMarks';
import { sheetFor } from './styles';

/**
 * The client's half of a first paint (docs/first-paint.md): what the element
 * base does with a declarative shadow root a server drew, before and after
 * React hydrates it. Nothing here renders; it keeps what the shopper sees and
 * does until React owns the nodes.
 */

export interface TakenFirstPaint {
  /** The drawing kept: React hydrates into it. */
  wrapper: HTMLElement;
  snapshot: FirstPaintSnapshot;
  /** Each text field's value as the server wrote it, to tell what the shopper typed since. */
  drawnValues: Map<HTMLInputElement, string>;
}

/** Both maps there: what the client reads of a snapshot (a value itself is checked by the store's readers, as any). */
const isSnapshot = (value: Partial<FirstPaintSnapshot> | null): value is FirstPaintSnapshot =>
  value?.stores instanceof Object && value.media instanceof Object;

/**
 * Keeps the drawing made for this viewport (the phone one at 767 px and
 * under) and removes the others, which CSS was hiding. The kept wrapper loses
 * its variant name, so the media rule that hid the other drawing never hides
 * it after a rotation. `{ failure }`, naming the reason, when the markup is
 * not one we can hydrate (a broken snapshot): the caller renders on the
 * client instead.
 */
export function takeFirstPaint(root: ShadowRoot, phone: boolean): TakenFirstPaint | { failure: string } {
  const wrappers = wrappersOf(root);
  // The viewport's drawing, else the first (the one drawing for both, named '', is the only one then).
  const wrapper =
    wrappers.find((w) => w.getAttribute(FIRST_PAINT_ATTRIBUTE) === (phone ? 'phone' : 'desktop')) ?? wrappers[0]!;
  for (const other of wrappers) if (other !== wrapper) other.remove();
  wrapper.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  let snapshot: Partial<FirstPaintSnapshot> | null = null;
  try {
    snapshot = JSON.parse(wrapper.getAttribute(SNAPSHOT_ATTRIBUTE)!) as Partial<FirstPaintSnapshot> | null;
  } catch {
    // A broken attribute: reported below, as a missing one is.
  }
  wrapper.removeAttribute(SNAPSHOT_ATTRIBUTE);
  if (!isSnapshot(snapshot)) return { failure: `its ${SNAPSHOT_ATTRIBUTE} is not a first-paint snapshot` };
  const drawnValues = new Map<HTMLInputElement, string>();
  for (const input of wrapper.querySelectorAll('input')) drawnValues.set(input, input.getAttribute('value') ?? '');
  return { wrapper, snapshot, drawnValues };
}

/**
 * The server's `<style>` (allowed by the page's CSP through its published
 * hash) becomes an adopted sheet after the element's own, in the same task
 * that removes it: nothing is unstyled in between, and what the lazy parts
 * drawn by the server need stays until their own sheets arrive.
 */
export function adoptFirstPaintStyles(root: ShadowRoot, own: CSSStyleSheet[]): void {
  // Only the server wrote <style> elements there (React draws none). Its brand tokens go: the element's own are for
  // the brand this page's config says.
  const drawn = [...root.querySelectorAll(`style:not([${TOKENS_ATTRIBUTE}])`)].map((style) =>
    sheetFor(style.textContent),
  );
  root.adoptedStyleSheets = [...own, ...drawn];
  for (const style of root.querySelectorAll('style')) style.remove();
}

/**
 * What the shopper typed into a field before hydration stays in the field
 * (the node is kept), but React's state still holds the server's value: an
 * input event tells React, as if the last key were pressed now, so the
 * type-ahead runs for it. React notices a change only against the value its
 * tracker last saw (the node's own `value` setter feeds it): the field is set
 * back to the drawn value through that setter, then to the typed text past
 * it, in one task, so nothing of it is painted.
 */
export function replayTypedValues(drawnValues: Map<HTMLInputElement, string>): void {
  for (const [input, drawn] of drawnValues) {
    if (!input.isConnected || input.value === drawn) continue;
    const typed = input.value;
    input.value = drawn;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
