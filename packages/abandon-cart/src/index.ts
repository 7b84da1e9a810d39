export { abandonCartElement } from './element';
export { abandonCartElementMeta } from './element.meta';
export type { AbandonCartModalProps } from './ui/AbandonCartModal';
