import type { ElementMeta } from '@nm/core';
import type { AbandonCartModalProps } from './ui/AbandonCartModal';

/** `<nm-abandon-cart-modal>` as the manifest and Storybook describe it (never bundled). */
export const abandonCartElementMeta: ElementMeta<AbandonCartModalProps> = {
  tag: 'nm-abandon-cart-modal',
  description:
    'The abandon-cart reminder (header.md §4): a modal with recommendations, shown at most once a day, in one tab, when a desktop shopper with items in the bag leaves through the top edge, comes back to the tab, or is idle. Renders nothing until then.',
  props: {
    pageId: {
      description:
        'The page, as on nm-header (PAGE_ID_ prefix and case optional): never shown on CART, CHECKOUT, STORES or NMASSISTANCE.',
    },
    idleMs: { description: 'Idle time before the idle trigger; header.md §9 gives 300000 ms. For demos and tests.' },
  },
  events: ['nm:abandon-cart-shown', 'nm:abandon-cart-closed'],
};
