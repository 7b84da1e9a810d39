export { searchElement } from './element';
export type { SearchBoxProps } from './ui/boxProps';
