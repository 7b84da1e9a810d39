export { searchElement } from './element';
export { SearchBox } from './ui/SearchBox';
