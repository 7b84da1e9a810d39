export { searchElement } from './element';
export { searchElementMeta } from './element.meta';
export type { SearchBoxProps } from './ui/boxProps';
export { SearchBox } from './ui/SearchBox';
export { SEARCH_CSS } from './ui/styles';
