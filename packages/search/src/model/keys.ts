/** A key press in the box, as the machine needs it (not a DOM event: the core has no DOM). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** IME composition (`isComposing`, or keyCode 229): the key belongs to the composed text. */
  composing?: boolean;
}

/** What a key does to the search (docs/search.md "Accessibility and the keyboard model"). */
export type KeyCommand =
  /** Up or Down with the panel closed: open it. */
  | { type: 'open' }
  /** Up (-1) or Down (+1) with the panel open: move the highlight. */
  | { type: 'move'; delta: 1 | -1 }
  /** Enter: pick the highlighted option, or search what is typed. `newTab`: Ctrl or Cmd held. */
  | { type: 'enter'; newTab: boolean }
  /** Escape: close the panel; the UI then leaves the box (blur, or close the modal). */
  | { type: 'escape' };

/**
 * header.md §4, WAI-ARIA combobox: the keys the box handles itself. Every
 * other key (Tab included: it moves focus to the panel's controls as usual)
 * is the browser's, and so is any key during IME composition (an Enter
 * there confirms the composed text; it never submits).
 */
export function keyCommand(press: KeyPress, panelOpen: boolean): KeyCommand | null {
  if (press.composing) return null;
  switch (press.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      return panelOpen ? { type: 'move', delta: press.key === 'ArrowDown' ? 1 : -1 } : { type: 'open' };
    case 'Enter':
      // Ctrl+Enter, or Cmd+Enter on a Mac: a highlighted product opens in a new tab.
      return { type: 'enter', newTab: Boolean(press.ctrlKey || press.metaKey) };
    case 'Escape':
      return { type: 'escape' };
    default:
      return null;
  }
}
