import { useStore } from '@nanostores/react';
import { $config, PHONE_QUERY, useMediaQuery } from '@nm/core';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { LEGACY_SEARCH_PATH } from '../model/constants';
import { isCollapsedSearchBar } from '../model/enablement';
import { SearchIcon } from './SearchIcon';

export interface SearchBoxProps {
  placeholder: string;
  cameraUrl: string;
  /** The text the box starts with (a results page passes the term searched). */
  value?: string;
}

/** What the shopper did in the static box, read when the interactive part takes over. */
export interface Handoff {
  value: string;
  focused: boolean;
  /** The collapsed bar's Search button was pressed: open the modal at once. */
  activated: boolean;
}

/**
 * The interactive search: its own chunk (state machine, stores, type-ahead),
 * loaded when the browser is idle or the shopper reaches for the box. The
 * loader is remembered, so the preload and the render share one request.
 */
let rootModule: Promise<typeof import('./SearchRoot')> | undefined;
const loadRoot = () => (rootModule ??= import('./SearchRoot'));
const LazySearchRoot = lazy(() => loadRoot().then((m) => ({ default: m.SearchRoot })));

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
  const phone = useMediaQuery(PHONE_QUERY);
  const [wanted, setWanted] = useState(false);
  const staticInput = useRef<HTMLInputElement>(null);
  const staticButton = useRef<HTMLButtonElement>(null);
  const activated = useRef(false);

  const want = () => {
    if (wanted) return;
    void loadRoot();
    startTransition(() => setWanted(true));
  };

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(want, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(want, 1000);
    return () => clearTimeout(timer);
  }, []);

  const handoff = (): Handoff => {
    const el = staticInput.current ?? staticButton.current;
    const root = el?.getRootNode() as ShadowRoot | Document | undefined;
    return { value: staticInput.current?.value ?? value, focused: Boolean(el && root?.activeElement === el), activated: activated.current };
  };

  const collapsed = !phone && isCollapsedSearchBar(config);
  const staticBox = collapsed ? (
    <button type="button" className="collapsed-trigger" aria-haspopup="dialog" ref={staticButton} onFocus={want} onPointerEnter={want}
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
      <button type="submit" className="submit" aria-label="Submit search">
        <SearchIcon />
      </button>
    </form>
  );

  return (
    <Suspense fallback={staticBox}>
      {wanted ? <LazySearchRoot placeholder={placeholder} cameraUrl={cameraUrl} value={value} handoff={handoff} /> : staticBox}
    </Suspense>
  );
}
