import { adoptStyles, sheetFor, type Brand } from '@nm/core';
import { HEADER_CSS, STICKY_DESKTOP_CSS } from './styles';

/**
 * The shadow root's sheets for this header: the brand tokens of the brand it
 * shows (the attribute may differ from the config's, whose tokens the element
 * adopted at construction), and the desktop sticky sheet with
 * STICKY_HEADER_DESKTOP. Sheets the composed parts added since (the search's
 * and the bag's panels, the lazy parts' own) are kept, after ours.
 *
 * The order is the contract: the element's own sheets come first (core's
 * adoptStyles puts them there, at construction and here; the parts append
 * theirs, core useLazySheet), then the sticky sheet when it is on, then the
 * parts'. How many are the element's is what adoptStyles adopts, asked of it,
 * not a count kept here.
 */
export function applyHeaderSheets(root: ShadowRoot, brand: Brand, stickyDesktop: boolean): void {
  const sticky = sheetFor(STICKY_DESKTOP_CSS);
  // A copy: in Chromium adoptedStyleSheets is one live array, which adoptStyles refills.
  const before = [...root.adoptedStyleSheets];
  adoptStyles(root, brand, HEADER_CSS);
  const own = root.adoptedStyleSheets;
  root.adoptedStyleSheets = [...own, ...(stickyDesktop ? [sticky] : []), ...before.slice(own.length).filter((sheet) => sheet !== sticky)];
}
