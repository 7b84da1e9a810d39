/**
 * header.md §2 "Page identifiers used by the header" and the rules that read
 * them: what the header shows on which page. Pure; the element's `page-id`
 * attribute is parsed here, and the account, navigation and abandon-cart
 * parts read the same rules (docs/header.md "Page ids").
 */
export const PAGE_IDS = ['PLP', 'SRP', 'CART', 'CHECKOUT', 'PDP', 'HOME', 'NMASSISTANCE', 'STORES'] as const;
export type PageId = (typeof PAGE_IDS)[number];
export const DEFAULT_PAGE_ID: PageId = 'HOME';

/**
 * The attribute's value: one of the spec's identifiers, case-insensitive, with
 * or without the legacy `PAGE_ID_` prefix (`PAGE_ID_PLP` and `plp` are PLP).
 * Anything else is HOME (the page gets the full header rather than none).
 */
export function parsePageId(value: unknown): PageId {
  if (typeof value !== 'string') return DEFAULT_PAGE_ID;
  const name = value
    .trim()
    .toUpperCase()
    .replace(/^PAGE_ID_/, '');
  return (PAGE_IDS as readonly string[]).includes(name) ? (name as PageId) : DEFAULT_PAGE_ID;
}

export interface PageRules {
  /**
   * How the bag shows on desktop. `flyout`: the "Shopping Bag" / "Checkout {n}"
   * button with the mini-cart flyout. `icon`: the bag icon only (the shopper is
   * already in the bag or checking out: no flyout over the page that lists it).
   */
  desktopBag: 'flyout' | 'icon';
  /** header.md §2 "Your account panel button": on cart and checkout pages it is a plain Sign In link. */
  accountAsSignInLink: boolean;
  /** header.md §2 "Structured data": the site navigation list, none on the product page. */
  structuredData: boolean;
  /** header.md §5: the abandon-cart modal is not shown on assistance, stores, cart or checkout pages. */
  abandonCartAllowed: boolean;
  /** header.md §4 "Gender": on the search results page choosing a gender reloads the search instead of going home. */
  genderReloadsSearch: boolean;
  /**
   * header.md §4 "Mobile menu": closing the menu (and its gender redirect) is
   * skipped on the assistance and stores pages when the collapsed search bar is on.
   */
  menuCloseSkipped: boolean;
}

/** Which pages are which kind, one table (the tests name each page). */
const CART_OR_CHECKOUT: ReadonlySet<PageId> = new Set(['CART', 'CHECKOUT']);
const ASSISTANCE_OR_STORES: ReadonlySet<PageId> = new Set(['NMASSISTANCE', 'STORES']);

export interface PageContext {
  /** Toggle COLLAPSED_SEARCH_BAR. */
  collapsedSearchBar: boolean;
}

/**
 * The rules every part of the header reads (docs/header.md "Page ids"): the
 * shell works them out once (`useHeader().rules`) and passes them to its parts.
 */
export function pageRules(pageId: PageId, { collapsedSearchBar }: PageContext): PageRules {
  const inBag = CART_OR_CHECKOUT.has(pageId);
  const assistanceOrStores = ASSISTANCE_OR_STORES.has(pageId);
  return {
    desktopBag: inBag ? 'icon' : 'flyout',
    accountAsSignInLink: inBag,
    structuredData: pageId !== 'PDP',
    abandonCartAllowed: !inBag && !assistanceOrStores,
    genderReloadsSearch: pageId === 'SRP',
    menuCloseSkipped: assistanceOrStores && collapsedSearchBar,
  };
}

/** The rules for a page id given to a part alone (a story or a test renders it outside <nm-header>), without toggles. */
export const rulesForPageId = (pageId: string | undefined): PageRules =>
  pageRules(parsePageId(pageId), { collapsedSearchBar: false });
