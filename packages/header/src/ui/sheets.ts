import { adoptStyles, sheetFor, type Brand } from '@nm/core';
import { HEADER_CSS, STICKY_DESKTOP_CSS } from './styles';

/**
 * The shadow root's sheets for this header: the brand tokens of the brand it
 * shows (the attribute may differ from the config's, whose tokens the element
 * adopted at construction), and the desktop sticky sheet with
 * STICKY_HEADER_DESKTOP, right after the element's own. What else the root
 * holds stays where it is (core adoptStyles): the primitives after the base,
 * the composed parts' and lazy parts' sheets and a first paint's after ours.
 */
export function applyHeaderSheets(root: ShadowRoot, brand: Brand, stickyDesktop: boolean): void {
  const sticky = sheetFor(STICKY_DESKTOP_CSS);
  adoptStyles(root, brand, HEADER_CSS);
  const sheets = root.adoptedStyleSheets.filter((sheet) => sheet !== sticky);
  if (stickyDesktop) sheets.splice(sheets.indexOf(sheetFor(HEADER_CSS)) + 1, 0, sticky);
  root.adoptedStyleSheets = sheets;
}
