import { useLayoutEffect } from 'react';
import { useElement } from './context';
import { sheetFor } from './styles';

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
export function useLazySheet(cssText: string): void {
  drawing?.add(cssText);
  const { host } = useElement();
  useLayoutEffect(() => adoptOnce(host, cssText), [host, cssText]);
}

function adoptOnce(host: HTMLElement, cssText: string): void {
  const root = host.shadowRoot;
  if (!root) return;
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
