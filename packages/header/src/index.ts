export { headerElement } from './element';
export type { HeaderProps } from './ui/Header';
