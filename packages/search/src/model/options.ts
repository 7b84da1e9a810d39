import type { ProductSuggestion, ResultState, Suggestion } from './types';

/** One entry of the listbox, in the order arrows walk them. */
export type SearchOption =
  | { kind: 'recent'; term: string }
  | { kind: 'suggestion'; suggestion: Suggestion }
  | { kind: 'product'; product: ProductSuggestion };

type GroupKey = 'recent' | 'suggestions' | 'products';

export interface OptionGroup {
  key: GroupKey;
  label: string;
  /** Index of the group's first option in `PanelView.options`. */
  start: number;
  options: SearchOption[];
}

/**
 * What the panel shows for the text in the box:
 * - `recent`: the box is empty and there are recent searches;
 * - `loading`: the answer for this term (and gender) has not arrived;
 * - `results` / `no-results`: it has;
 * - `none`: nothing to show (closed).
 */
type PanelMode = 'none' | 'recent' | 'loading' | 'results' | 'no-results';

export interface PanelView {
  mode: PanelMode;
  groups: OptionGroup[];
  options: SearchOption[];
  /** The term the answer is for, for the no-results message. */
  term: string;
}

export interface PanelInput {
  typed: string;
  recent: readonly string[];
  /** Whether type-ahead answers are asked for at all. */
  typeahead: boolean;
  result: ResultState | null;
  gender: string;
  productLimit: number;
  /** header.md §5: at most this many recent searches are shown, however many are stored. */
  recentCap: number;
}

const GROUP_LABELS: Record<GroupKey, string> = {
  recent: 'Recent Searches',
  suggestions: 'Suggestions',
  products: 'Products',
};

function group(key: GroupKey, options: SearchOption[], start: number): OptionGroup {
  return { key, label: GROUP_LABELS[key], start, options };
}

/**
 * Derives the panel from the state, once, for both the keyboard (which walks
 * `options`) and the rendering (which draws `groups`). An answer is used only
 * when it is for exactly the term and gender now in the box: a slow answer for
 * an earlier term is never shown, whatever order answers arrive in. The
 * comparison is exact, as the loader's key is: "bag" then "BAG" is a new
 * term, with its own answer.
 */
export function panelView({
  typed,
  recent,
  typeahead,
  result,
  gender,
  productLimit,
  recentCap,
}: PanelInput): PanelView {
  const term = typed.trim();
  if (!term) {
    const shown = recent.slice(0, recentCap);
    if (!shown.length) return { mode: 'none', groups: [], options: [], term };
    const options = shown.map((t): SearchOption => ({ kind: 'recent', term: t }));
    return { mode: 'recent', groups: [group('recent', options, 0)], options, term };
  }
  if (!typeahead) return { mode: 'none', groups: [], options: [], term };
  const current = result !== null && result.key.term === term && result.key.gender === gender ? result : null;
  if (current?.status === 'error') return { mode: 'none', groups: [], options: [], term };
  if (current?.status !== 'done') return { mode: 'loading', groups: [], options: [], term };
  const suggestions = current.data.suggestions.map((suggestion): SearchOption => ({ kind: 'suggestion', suggestion }));
  const products = current.data.products
    .slice(0, productLimit)
    .map((product): SearchOption => ({ kind: 'product', product }));
  const groups: OptionGroup[] = [];
  if (suggestions.length) groups.push(group('suggestions', suggestions, 0));
  if (products.length) groups.push(group('products', products, suggestions.length));
  const options = [...suggestions, ...products];
  return { mode: options.length ? 'results' : 'no-results', groups, options, term };
}

/** The text an option puts in the box while highlighted; a product leaves the typed text. */
export function optionText(option: SearchOption, typed: string): string {
  switch (option.kind) {
    case 'recent':
      return option.term;
    case 'suggestion':
      return option.suggestion.query;
    case 'product':
      return typed;
  }
}
