import type { ElementMeta } from '@nm/core';
import type { MiniCartProps } from './ui/MiniCart';

/** `<nm-minicart>` as the manifest, the reservation CSS and Storybook describe it (never bundled). */
export const miniCartElementMeta: ElementMeta<MiniCartProps> = {
  tag: 'nm-minicart',
  description:
    'The shopping-bag icon with its item-count badge, and the shopping bag itself: a drawer, or a flyout under the header button.',
  props: {
    showZeroValue: { description: 'Show the badge when the bag is empty ("0").' },
    presentation: {
      typeText: '"drawer" | "flyout"',
      description:
        'drawer: the icon opens a side drawer (signed-in shoppers with items). flyout: the desktop "Shopping Bag" / "Checkout {n}" button opens a flyout under it.',
    },
    autoCloseMs: {
      description:
        'Desktop auto-close of the drawer, paused while the pointer is over it; for the flyout, the delay after the pointer leaves. 0 turns it off.',
    },
  },
  events: ['nm:cart-changed', 'nm:minicart-opened', 'nm:minicart-closed', 'nm:item-removed'],
  reservedSize: { width: '44px', height: '44px' },
};
