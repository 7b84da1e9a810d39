import { useLayoutEffect } from 'react';
import { useElement } from './context';
import { sheetFor } from './styles';

/**
 * A lazy part's own sheet, added to its element's shadow root once, when it
 * first mounts: CSS a first paint does not need stays out of the initial JS
 * with the part's code (the header's menu, tooltip and store list).
 */
export function useLazySheet(cssText: string): void {
  const { host } = useElement();
  useLayoutEffect(() => adoptOnce(host, cssText), [host, cssText]);
}

function adoptOnce(host: HTMLElement, cssText: string): void {
  const root = host.shadowRoot;
  if (!root) return;
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
