/** header.md §3: the local-storage key of the recent-search list. */
export const RECENT_SEARCHES_KEY = 'SRP_SEARCH_RECENT_KEYWORDS';
/** header.md §5, §9: recent searches capped at 5, or 7 in the type-ahead experience. */
export const RECENT_SEARCHES_CAP = 5;
export const RECENT_SEARCHES_CAP_TYPEAHEAD = 7;
/** header.md §5, §9: type-ahead suggestions capped at 10. */
export const SUGGESTION_LIMIT = 10;
/** header.md §5, §9: suggested products shown 3 on desktop, 4 on mobile. */
const PRODUCT_LIMIT_DESKTOP = 3;
const PRODUCT_LIMIT_PHONE = 4;
export const productLimitFor = (phone: boolean): number => (phone ? PRODUCT_LIMIT_PHONE : PRODUCT_LIMIT_DESKTOP);
/** header.md §4, §9: the type-ahead (and HC auto-suggest) call waits 500 ms after typing stops. */
export const TYPEAHEAD_DEBOUNCE_MS = 500;
/**
 * header.md §9 "recent-term debounce 500 ms" and §3's session key
 * recently_searched: the term typed is written there 500 ms after typing
 * stops (our reading, docs/search.md).
 */
export const RECENT_TERM_DEBOUNCE_MS = 500;
export const RECENT_TERM_SESSION_KEY = 'recently_searched';
/** header.md §4, §9: picking a recent search submits it 200 ms later. */
export const RECENT_SUBMIT_DELAY_MS = 200;
/** header.md §2: the search results route, and the older variant's form action. */
export const SEARCH_RESULTS_PATH = '/s/';
export const LEGACY_SEARCH_PATH = '/search.jsp';
/** header.md §4: while a search modal is open the body carries this class. */
export const SEARCH_MODAL_BODY_CLASS = 'search-modal-open';

/** header.md §9 toggles and tests this element reads. */
export const TOGGLES = {
  typeahead: 'TYPEAHEAD',
  typeaheadTest: 'ABTEST_TYPEAHEAD',
  collapsedSearchBar: 'COLLAPSED_SEARCH_BAR',
  hpGender: 'HP_GENDER',
  srpGender: 'SRP_GENDER',
  genderTypeahead: 'GENDER_TYPEAHEAD',
  genderlessSrp: 'GENDERLESS_SRP',
  /**
   * Not named by the spec ("a toggle can hide" the camera link): ours. On,
   * it hides "SNAP. FIND. SHOP." in the phone modal.
   */
  hideCameraSearch: 'HIDE_SNAP_FIND_SHOP',
} as const;
