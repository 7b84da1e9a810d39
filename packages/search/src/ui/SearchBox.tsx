import { $config, $country, lazyPart, PHONE_QUERY, useMediaQuery, useStore, whenIdle } from '@nm/core';
import { startTransition, Suspense, useEffect, useRef, useState, useEffectEvent } from 'react';
import { LEGACY_SEARCH_PATH } from '../model/constants';
import { isCollapsedSearchBar, isTypeaheadEnabled, modalKind } from '../model/enablement';
import type { Handoff, SearchBoxProps } from './boxProps';
import { SearchIcon } from './SearchIcon';

/**
 * The interactive search: its own chunk (state machine, stores, type-ahead),
 * loaded when the browser is idle or the shopper reaches for the box; the
 * preload and the render share one request (core lazyPart).
 */
const rootPart = lazyPart(() => import('./SearchRoot'), 'SearchRoot');

/** header.md §5: whitespace-only text blocks the submit, even before the script is in. */
const NOT_BLANK = '.*\\S.*';

/**
 * `<nm-search>` as the page first gets it: the box and nothing else, so the
 * page's first script stays small. It is a working GET form to /search.jsp
 * (the older variant) until the interactive search loads, when the browser is
 * idle or as soon as the shopper points at or focuses it. The swap happens in
 * a transition, so the static box stays (with its text and focus) until the
 * interactive one is ready to replace it in the same frame.
 */
export function SearchBox({ placeholder, cameraUrl, value = '' }: SearchBoxProps) {
  const config = useStore($config);
  const country = useStore($country);
  const phone = useMediaQuery(PHONE_QUERY);
  const [wanted, setWanted] = useState(false);
  const staticInput = useRef<HTMLInputElement>(null);
  const staticButton = useRef<HTMLButtonElement>(null);
  const activated = useRef(false);

  const want = () => {
    if (wanted) return;
    void rootPart.preload();
    startTransition(() => setWanted(true));
  };

  // Once, after mount: the idle preload. (An effect event: it reads the latest `wanted`.)
  const wantWhenIdle = useEffectEvent(want);
  useEffect(() => {
    return whenIdle(() => wantWhenIdle(), 3000, 1000);
  }, []);

  const handoff = (): Handoff => {
    const el = staticInput.current ?? staticButton.current;
    const root = el?.getRootNode() as ShadowRoot | Document | undefined;
    return {
      value: staticInput.current?.value ?? value,
      focused: Boolean(el && root?.activeElement === el),
      activated: activated.current,
    };
  };

  // Drawn as the interactive search will be (SearchRoot), so nothing moves when it replaces this: the collapsed
  // bar's button, or on a phone with type-ahead a box that looks like the modal's trigger (magnifier first).
  const kind = modalKind({
    phone,
    typeahead: isTypeaheadEnabled({ ...config, country }),
    collapsed: isCollapsedSearchBar(config),
  });
  const staticBox =
    kind === 'collapsed' ? (
      <button
        type="button"
        className="collapsed-trigger"
        aria-haspopup="dialog"
        ref={staticButton}
        onFocus={want}
        onPointerEnter={want}
        onClick={() => {
          activated.current = true;
          want();
        }}
      >
        <SearchIcon />
        <span>Search</span>
      </button>
    ) : (
      <form className="box" role="search" action={LEGACY_SEARCH_PATH} method="get">
        {/* Enter still submits the form without its button (one text field: implicit submission). */}
        {kind === 'phone' && <SearchIcon />}
        <input
          ref={staticInput}
          className="input"
          type="text"
          name="q"
          aria-label="Search"
          placeholder={placeholder}
          defaultValue={value}
          autoComplete="off"
          required
          pattern={NOT_BLANK}
          onFocus={want}
          onPointerEnter={want}
          onInput={want}
        />
        {kind !== 'phone' && (
          <button type="submit" className="submit" aria-label="Submit search">
            <SearchIcon />
          </button>
        )}
      </form>
    );

  return (
    <Suspense fallback={staticBox}>
      {wanted ? (
        <rootPart.Component placeholder={placeholder} cameraUrl={cameraUrl} value={value} handoff={handoff} />
      ) : (
        staticBox
      )}
    </Suspense>
  );
}
