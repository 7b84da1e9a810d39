export { headerElement } from './element';
export { headerElementMeta } from './element.meta';
export type { HeaderProps } from './ui/Header';
