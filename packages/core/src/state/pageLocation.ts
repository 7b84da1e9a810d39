/**
 * The page's address: where it is and the one way the widgets change it
 * (docs/ARCHITECTURE.md "One place changes the address"). Beside the clock
 * and injected the same way: a machine takes one as an option, a page-wide
 * action reads `pageLocation()`, and tests and stories install a fake
 * (`fakePageLocation` in `@nm/core/testing` and `@nm/core/storybook`) with
 * `setPageLocation`, so they see the URL instead of leaving their page.
 */
export interface PageLocation {
  /** The page's path now (the results page reloads its search instead of leaving). */
  readonly pathname: string;
  /** The page's query now, with its `?` (a gender switch keeps the search's parameters). */
  readonly search: string;
  /** Leaves the page for `url`. */
  assign(url: string): void;
  reload(): void;
  /** A new tab for `url`; the page stays. */
  openInNewTab(url: string): void;
}

// The one module that changes `location` (ESLint forbids it in the rest of model/ and state/). Read at call time, so a first paint in Node imports it safely.
const browserLocation: PageLocation = {
  get pathname() {
    return location.pathname;
  },
  get search() {
    return location.search;
  },
  assign: (url) => location.assign(url),
  reload: () => location.reload(),
  openInNewTab: (url) => {
    open(url, '_blank', 'noopener');
  },
};
let current = browserLocation;

/** The page's location, or the fake a test or story installed. */
export const pageLocation = (): PageLocation => current;

/** Tests and stories only: a fake location (null: the page's). Returns the restore. */
export function setPageLocation(next: PageLocation | null): () => void {
  current = next ?? browserLocation;
  return () => {
    if (current === next) current = browserLocation;
  };
}
