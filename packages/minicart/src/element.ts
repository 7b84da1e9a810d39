import type { ElementDefinition } from '@nm/core';
import { AUTO_CLOSE_MS } from './model/constants';
import { MiniCart, type MiniCartProps } from './ui/MiniCart';
import { MINICART_CSS } from './ui/styles';

export const miniCartElement: ElementDefinition<MiniCartProps> = {
  tag: 'nm-minicart',
  component: MiniCart,
  description: 'The shopping-bag icon with its item-count badge, and the shopping bag itself: a drawer, or a flyout under the header button.',
  props: {
    showZeroValue: { kind: 'boolean', default: false, description: 'Show the badge when the bag is empty ("0").' },
    presentation: {
      kind: 'string', default: 'drawer', typeText: '"drawer" | "flyout"',
      description: 'drawer: the icon opens a side drawer (signed-in shoppers with items). flyout: the desktop "Shopping Bag" / "Checkout {n}" button opens a flyout under it.',
    },
    autoCloseMs: {
      kind: 'number', default: AUTO_CLOSE_MS,
      description: 'Desktop auto-close of the drawer, paused while the pointer is over it; for the flyout, the delay after the pointer leaves. 0 turns it off.',
    },
  },
  styles: MINICART_CSS,
  events: ['nm:cart-changed', 'nm:minicart-opened', 'nm:minicart-closed', 'nm:item-removed'],
  reservedSize: { width: '44px', height: '44px' },
};
