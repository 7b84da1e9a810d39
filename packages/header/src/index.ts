export { headerElement } from './element';
export { headerElementMeta } from './element.meta';
export type { HeaderProps } from './ui/Header';
export { brandOf as headerBrand } from './model/brand';
export { STICKY_DESKTOP_CSS } from './ui/styles';
