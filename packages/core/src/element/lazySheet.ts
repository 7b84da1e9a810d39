import { useContext, useLayoutEffect } from 'react';
import { ElementContext } from './context';
import { adoptAfterBase, sheetFor } from './styles';

/** The sheets the lazy parts of a server's drawing asked for (`collectLazySheets`); null in a browser. */
let drawing: Set<string> | null = null;

/**
 * Runs a server's drawing and tells which lazy parts' sheets it used: a first
 * paint carries them in its own style, since no layout effect runs there.
 */
export function collectLazySheets(draw: () => void): string[] {
  const before = drawing;
  const sheets = new Set<string>();
  drawing = sheets;
  try {
    draw();
  } finally {
    drawing = before;
  }
  return [...sheets];
}

/**
 * A lazy part's own sheet, added to its element's shadow root once, when it
 * first mounts: CSS a first paint does not need stays out of the initial JS
 * with the part's code (the header's menu, tooltip and store list).
 */
/** `afterBase`: right after the base sheet (the primitives), instead of after everything the root holds. */
export function useLazySheet(cssText: string, afterBase = false): void {
  drawing?.add(cssText);
  // Outside an element (a primitive rendered alone in a test or a story) there is no shadow root to style.
  const host = useContext(ElementContext)?.host;
  useLayoutEffect(() => {
    if (host) adoptOnce(host, cssText, afterBase);
  }, [host, cssText, afterBase]);
}

function adoptOnce(host: HTMLElement, cssText: string, afterBase: boolean): void {
  const root = host.shadowRoot;
  if (!root) return;
  const sheet = sheetFor(cssText);
  if (afterBase) adoptAfterBase(root, sheet);
  else if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
