import type { ElementDefinition, Widget } from '@nm/core';
import { IDLE_TIMEOUT_MS } from './model/firstScript';
import { AbandonCartModal, type AbandonCartModalProps } from './ui/AbandonCartModal';

/** What the runtime needs; descriptions are in element.meta.ts. */
export const abandonCartElement: ElementDefinition<AbandonCartModalProps> = {
  tag: 'nm-abandon-cart-modal',
  component: AbandonCartModal,
  props: {
    pageId: { kind: 'string', default: 'HOME' },
    idleMs: { kind: 'number', default: IDLE_TIMEOUT_MS },
  },
  styles: ':host{display:contents}',
  needsShopper: true,
};

/** What the bundle starts: the element (no page-wide duties of its own). */
export const abandonCartWidget: Widget<AbandonCartModalProps> = { element: abandonCartElement };
