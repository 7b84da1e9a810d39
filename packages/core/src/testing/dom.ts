import { expect, vi } from 'vitest';

/** Options of {@link until}. */
interface UntilOptions {
  /** How long to keep polling before failing, in ms (5000: a loaded 2-core machine spreads React's renders out). */
  timeout?: number;
  /** How often to poll, in ms. */
  interval?: number;
}

/**
 * Polls `check` (an assertion) until it passes; past the bound it fails with
 * the last assertion's own message. React renders in scheduler tasks that a
 * loaded machine may spread out, so a test polls for what must appear.
 */
export function until<T>(
  check: () => T | Promise<T>,
  { timeout = 5000, interval = 10 }: UntilOptions = {},
): Promise<T> {
  return vi.waitFor(check, { timeout, interval });
}

/** The focused element, through every open shadow root on the way (document.activeElement stops at the host). */
export function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element's open shadow root; fails, naming the element, when it has none (not upgraded, or a closed root). */
export function shadowOf(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no open shadow root: is it defined and upgraded?`);
  return root;
}

/**
 * Parses `html` into a new `<div>` appended to the body, or straight into
 * `into` when given (as a page writes it: a sticky element sticks within its
 * parent), and returns the first element matching `selector` (the first
 * element when none is given). It does not wait: the element may not have
 * rendered yet.
 */
export function placeHtml<E extends Element = HTMLElement>(html: string, selector?: string, into?: ParentNode): E {
  // A holder's innerHTML upgrades defined elements before they are connected; a template's content when inserted.
  const holder = into ? document.createElement('template') : document.createElement('div');
  holder.innerHTML = html;
  const content = holder instanceof HTMLTemplateElement ? holder.content : holder;
  const found = selector ? content.querySelector<E>(selector) : (content.firstElementChild as E | null);
  if (!found) throw new Error(`placeHtml: nothing matches ${selector ?? 'an element'} in ${html}`);
  if (into) into.append(content);
  else document.body.append(holder);
  return found;
}

/** Options of {@link mountElement}. */
interface MountOptions {
  /** Where to append it (the body unless told). */
  into?: ParentNode;
  /** What its first render shows; by default an element in its shadow root. Throw (an assertion) until it is there. */
  rendered?: (root: ShadowRoot) => void;
}

const firstElement = (root: ShadowRoot) => expect(root.firstElementChild, 'the first render').not.toBeNull();

/**
 * Creates `<tag>`, sets its attributes and then its properties, appends it
 * (to the body unless told) and waits for its first render.
 */
export async function mountElement<E extends HTMLElement = HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
  properties: Record<string, unknown> = {},
  { into = document.body, rendered = firstElement }: MountOptions = {},
): Promise<E> {
  const el = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  Object.assign(el, properties);
  into.append(el);
  await until(() => rendered(shadowOf(el)));
  return el;
}

/** When to run axe: once the shadow root's CSS transitions have finished (the default), or every finite animation too. */
type AxeSettle = 'transitions' | 'animations';

/**
 * Fails with one line per axe violation inside `target`: axe's default
 * rules plus label-in-name (WCAG 2.5.3, experimental in axe, which a voice
 * control shopper depends on). axe measures contrast on what is painted, so
 * by default it runs after what is fading in has faded in: a dialog caught
 * at a third of its opacity fails color-contrast on text that is fine. An
 * infinite animation (a loading shimmer) is never waited for.
 */
export async function axeClean(target: Element, settle: AxeSettle = 'transitions'): Promise<void> {
  if (target.shadowRoot) {
    const animations = target.shadowRoot
      .getAnimations()
      .filter((a) => (settle === 'animations' || a instanceof CSSTransition) && ends(a));
    await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
  }
  // Loaded here, not with the module: the happy-dom unit files import @nm/core/testing too and never run axe.
  const { default: axe } = await import('axe-core');
  const result = await axe.run(target, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Moves the browser's one mouse to the viewport's bottom-right corner. Every
 * browser test file shares it, and it stays where the last file's hover left
 * it; Chromium tells an element drawn under a resting pointer that the
 * pointer entered (and moved), which opens a hover-intent drawer or loads a
 * part on hover. Call it before drawing something a resting pointer would
 * reach. Browser tests only (`vitest/browser`).
 */
export async function parkPointer(): Promise<void> {
  const { userEvent } = await import('vitest/browser');
  const corner = document.createElement('div');
  Object.assign(corner.style, { position: 'fixed', right: '0', bottom: '0', width: '2px', height: '2px' });
  document.body.append(corner);
  try {
    await userEvent.hover(corner);
  } finally {
    corner.remove();
  }
}

const ends = (animation: Animation): boolean =>
  animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
