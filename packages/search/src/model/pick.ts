import { RECENT_SUBMIT_DELAY_MS } from './constants';
import type { SearchOption } from './options';

/** How the shopper picked an option: Enter in the box, or a click / tap. */
export type PickVia = 'keyboard' | 'pointer';

/**
 * What picking an option does (header.md §4):
 * - `search`: search `query` (`source` goes in the URL), after `delayMs`;
 *   a pointer pick of a recent search first puts it in the box and submits
 *   200 ms later, Enter on one searches at once;
 * - `link`: a suggestion that carries its own link (HC) goes there, as a search;
 * - `go`: a product goes to the product page.
 */
export type PickAction =
  | { type: 'search'; query: string; source: 'recent' | 'suggestion'; delayMs: number; setText: boolean }
  | { type: 'link'; query: string; url: string }
  | { type: 'go'; url: string; newTab: boolean };

/**
 * `newTab`: Ctrl+Enter (Cmd+Enter on a Mac) on a highlighted product opens
 * it in a new tab, as Ctrl/Cmd+click and a middle click on its link do (a
 * product is a real link, not a button); on anything else it is a plain pick.
 */
export function pickAction(option: SearchOption, via: PickVia, newTab = false): PickAction {
  switch (option.kind) {
    case 'recent':
      return via === 'pointer'
        ? { type: 'search', query: option.term, source: 'recent', delayMs: RECENT_SUBMIT_DELAY_MS, setText: true }
        : { type: 'search', query: option.term, source: 'recent', delayMs: 0, setText: false };
    case 'suggestion':
      return option.suggestion.url
        ? { type: 'link', query: option.suggestion.query, url: option.suggestion.url }
        : { type: 'search', query: option.suggestion.query, source: 'suggestion', delayMs: 0, setText: false };
    case 'product':
      return { type: 'go', url: option.product.url, newTab };
  }
}
