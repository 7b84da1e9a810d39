/**
 * <nm-search> (header.md §4 "Search"): the box, its combobox panel and the phone's modal, the type-ahead calls and
 * their page cache (api/), recent searches ($recentSearches) and the createSearch machine with its timers on core's
 * Clock. Leaves the gender to core's $gender, going to a results page to core's PageLocation, and where the box sits
 * to the page or <nm-header>, which renders SearchBox in its own shadow root. It needs no shopper: the session is
 * not started for it.
 */
export { searchElement, searchWidget } from './element';
export { searchElementMeta } from './element.meta';
export type { SearchBoxProps } from './ui/boxProps';
export { SearchBox } from './ui/SearchBox';
export { SEARCH_CSS } from './ui/styles';
