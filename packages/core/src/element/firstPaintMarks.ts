/**
 * How a first paint is marked in the markup, and what the page can do with
 * it before React runs: imports nothing, as the classic loader uses it too
 * (it holds the clicks on a first paint's buttons from the moment it runs).
 */

/**
 * The first paint's markup, shared by the server that writes it and the
 * element base that hydrates it: the element's shadow root holds one wrapper
 * per drawing (`desktop` and `phone` when the two differ, else one named
 * ``), each carrying its snapshot as JSON. The wrapper is `display: contents`,
 * so the page lays the element out as if React had rendered into the root.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-nm-first-paint';
export const SNAPSHOT_ATTRIBUTE = 'data-nm-snapshot';
/** Marks the first paint's `<style>` of brand tokens, which the element replaces with its own at hydration. */
export const TOKENS_ATTRIBUTE = 'data-nm-tokens';
/** The root's own children with a first paint's mark (`:scope` matches nothing in a shadow root's querySelector). */
export const wrappersOf = (root: ShadowRoot): HTMLElement[] =>
  [...root.children].filter((child): child is HTMLElement => child.hasAttribute(FIRST_PAINT_ATTRIBUTE));

/** Marks a root whose clicks are held, under Symbol.for so that the loader's and the entry's copies agree. */
const HOLDING_CLICKS = Symbol.for('nm-widgets.holding-clicks');

/** Whether this shadow root holds a server's first paint (and not, say, a page's own declarative root). */
export function hasFirstPaint(root: ShadowRoot | null): boolean {
  return root !== null && wrappersOf(root).length > 0;
}

/**
 * A button of the first paint has no native action, and React cannot act on a
 * click on one it has not hydrated yet: one inside a lazy part (the account
 * menu, the stores button) stays dehydrated until its chunk arrives, and
 * React drops a click there. So a click on a button React does not own yet is
 * kept from React and given again, once, on the same node when React owns it
 * (React marks the nodes it owns with its `__reactProps$…` key). Links and
 * submit buttons work natively and are left alone. The loader holds them
 * from the moment it runs, and the element base again when it upgrades: the
 * first to ask holds them, once per root.
 */
export function holdClicksUntilHydrated(root: ShadowRoot): void {
  const holding = root as ShadowRoot & { [HOLDING_CLICKS]?: true };
  if (holding[HOLDING_CLICKS]) return;
  holding[HOLDING_CLICKS] = true;
  const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  root.addEventListener(
    'click',
    (event) => {
      const button = (event.composedPath()[0] as Element).closest?.('button');
      if (button?.type !== 'button' || owned(button)) return;
      event.stopPropagation();
      // Every frame until React owns it; a button removed meanwhile is let go.
      const retry = () => {
        if (owned(button)) button.click();
        else if (button.isConnected) requestAnimationFrame(retry);
      };
      requestAnimationFrame(retry);
    },
    true,
  );
}
