import { optionText, type SearchOption } from './options';

/**
 * The search box's state machine, after Algolia Autocomplete's core: no DOM,
 * no framework. The UI feeds it actions and renders what it returns.
 */
export interface AutocompleteState {
  /** What the shopper typed: the term that is searched for. */
  typed: string;
  /** What the box shows: the typed text, or the highlighted option's text. */
  inputValue: string;
  /** Index into the panel's options, or null when nothing is highlighted. */
  highlighted: number | null;
  /** The shopper wants the panel (focused, not dismissed); it shows when there is also something in it. */
  open: boolean;
}

export type AutocompleteAction =
  | { type: 'focus' }
  | { type: 'input'; value: string }
  /** Up (-1) or Down (+1) over the panel's current options. */
  | { type: 'move'; delta: 1 | -1; options: readonly SearchOption[] }
  /**
   * The pointer is over an option (null: it left the list). It is
   * highlighted, as the keys would, but the box keeps what was typed: only
   * the keys preview an option's text (as in Algolia Autocomplete).
   */
  | { type: 'hover'; index: number | null; options: readonly SearchOption[] }
  /** The options changed under the highlight (a new answer): drop it. */
  | { type: 'optionsChanged' }
  /** Puts a term in the box, as picking a recent search does. */
  | { type: 'set'; value: string }
  | { type: 'close' };

export const initialAutocompleteState = (value = ''): AutocompleteState => ({
  typed: value,
  inputValue: value,
  highlighted: null,
  open: false,
});

/**
 * header.md §4: Up/Down move a cursor through the options. The cursor walks
 * 0 … n-1 and then "nothing highlighted" before wrapping, and landing on
 * nothing puts back what was typed.
 */
export function nextHighlight(current: number | null, delta: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current === null) return delta === 1 ? 0 : count - 1;
  const next = current + delta;
  return next < 0 || next >= count ? null : next;
}

function highlight(
  state: AutocompleteState,
  index: number | null,
  options: readonly SearchOption[],
): AutocompleteState {
  const option = index === null ? undefined : options[index];
  if (!option) return { ...state, highlighted: null, inputValue: state.typed, open: true };
  return { ...state, highlighted: index, inputValue: optionText(option, state.typed), open: true };
}

export function autocompleteReducer(state: AutocompleteState, action: AutocompleteAction): AutocompleteState {
  switch (action.type) {
    case 'focus':
      return { ...state, open: true };
    case 'input':
      return { typed: action.value, inputValue: action.value, highlighted: null, open: true };
    case 'move':
      return highlight(state, nextHighlight(state.highlighted, action.delta, action.options.length), action.options);
    case 'hover': {
      const index = action.index !== null && action.options[action.index] ? action.index : null;
      return index === state.highlighted && state.inputValue === state.typed
        ? state
        : { ...state, highlighted: index, inputValue: state.typed };
    }
    case 'optionsChanged':
      return state.highlighted === null ? state : { ...state, highlighted: null, inputValue: state.typed };
    case 'set':
      return { typed: action.value, inputValue: action.value, highlighted: null, open: state.open };
    case 'close':
      return { ...state, open: false, highlighted: null, inputValue: state.typed };
  }
}
