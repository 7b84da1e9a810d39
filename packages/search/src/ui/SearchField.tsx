import { lazyPart, PHONE_QUERY, useMediaQuery } from '@nm/core';
import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { loadApi } from '../api/lazyFetcher';
import { LEGACY_SEARCH_PATH } from '../model/constants';
import { SearchIcon } from './SearchIcon';
import { usePhoneScrollLock } from './usePhoneScrollLock';
import { useSearchController } from './useSearchController';

export interface SearchFieldProps {
  placeholder: string;
  /** `inline`: the header box with a dropdown panel; `modal`: inside a search modal, panel always shown. */
  variant: 'inline' | 'modal';
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Escape in the box (after the panel closed). */
  onEscape?(): void;
  /** The modal's reset button sits beside the box. */
  showReset?: boolean;
  initialValue?: string;
  autoFocus?: boolean;
  /**
   * Shown between the box and the panel (the phone modal's camera link):
   * above the answer, so an answer growing below it moves nothing.
   */
  afterBox?: ReactNode;
}

/**
 * The panel is not needed until the shopper is in the box: its own chunk,
 * preloaded on focus (and by SearchRoot once the interactive search is in).
 */
export const panelPart = lazyPart(() => import('./Panel'), 'Panel');

const isComposing = (event: KeyboardEvent) => event.nativeEvent.isComposing || event.keyCode === 229;

/**
 * The WAI-ARIA combobox with a listbox popup: the input keeps focus and
 * points at the highlighted option with aria-activedescendant; the panel
 * (a lazy chunk) holds the one listbox and the controls beside it.
 */
export function SearchField({
  placeholder,
  variant,
  inputRef: externalRef,
  onEscape,
  showReset = false,
  initialValue = '',
  autoFocus = false,
  afterBox,
}: SearchFieldProps) {
  // header.md §5: 3 product tiles on the desktop, 4 on a phone (the machine's rule; the field knows the viewport).
  const phone = useMediaQuery(PHONE_QUERY);
  const search = useSearchController({ phone, variant, initialValue, panelLoaded: panelPart.isLoaded() });
  const { state, panelOpen: open, listboxShown, highlighted } = search;
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = externalRef ?? ownRef;
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // aria-expanded says the listbox is there; it is not until the panel's chunk has loaded.
  const { panelLoaded } = search;
  useEffect(() => {
    if (!open) return;
    let live = true;
    void panelPart.preload().then(() => {
      if (live) panelLoaded();
    });
    return () => {
      live = false;
    };
  }, [open, panelLoaded]);

  // header.md §4: on a phone the page does not scroll while the search has focus (the modal's Dialog locks it too).
  const [focused, setFocused] = useState(false);
  usePhoneScrollLock(phone && focused);

  // The keyboard model is the machine's (model/keys.ts); the field only does what needs the element.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = search.key({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      composing: isComposing(event),
    });
    if (outcome === 'ignored') return;
    event.preventDefault();
    if (outcome !== 'leave') return;
    if (onEscape) onEscape();
    else event.currentTarget.blur();
  };

  // The panel stays open while focus moves between the box and its controls.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    setFocused(false);
    search.leave();
  };

  return (
    <div
      className={`field field--${variant}${open ? ' field--open' : ''}`}
      ref={rootRef}
      onBlur={onBlur}
      onFocus={() => setFocused(true)}
    >
      {variant === 'inline' && open && <div className="overlay" aria-hidden="true" onClick={search.close} />}
      <form
        className="box"
        role="search"
        action={LEGACY_SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search.submitTyped();
        }}
      >
        <input
          ref={inputRef}
          className="input"
          type="text"
          name="q"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={listboxShown}
          aria-controls={listboxId}
          aria-activedescendant={highlighted === null ? undefined : optionId(highlighted)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          autoFocus={autoFocus}
          value={state.inputValue}
          onChange={(event) => search.input(event.target.value)}
          onFocus={() => {
            void panelPart.preload();
            void loadApi();
            search.focus();
          }}
          onClick={search.focus}
          onKeyDown={onKeyDown}
        />
        {/* The clear (x) button; the modal has the spec's Reset instead (header.md §2). */}
        {!showReset && state.inputValue !== '' && (
          <button
            type="button"
            className="clear"
            aria-label="Clear search"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              search.clearText();
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {showReset && state.inputValue !== '' && (
          <button
            type="button"
            className="reset nm-link"
            onClick={() => {
              search.clearText();
              inputRef.current?.focus();
            }}
          >
            Reset
          </button>
        )}
        <button type="submit" className="submit" aria-label="Submit search">
          <SearchIcon />
        </button>
      </form>
      {afterBox}
      <div className="nm-visually-hidden" role="status">
        {search.statusText}
      </div>
      {open && (
        <Suspense fallback={null}>
          <panelPart.Component
            search={search}
            listboxId={listboxId}
            optionId={optionId}
            highlighted={highlighted}
            listboxShown={listboxShown}
            variant={variant}
            refocus={() => inputRef.current?.focus()}
            onClose={() => {
              search.close();
              if (onEscape) onEscape();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
