import type { ElementDefinition } from '@nm/core';
import { CartIcon, type CartIconProps } from './ui/CartIcon';
import { MINICART_CSS } from './ui/styles';

export const miniCartElement: ElementDefinition<CartIconProps> = {
  tag: 'nm-minicart',
  component: CartIcon,
  description: 'The shopping-bag icon with its item-count badge.',
  props: {
    showZeroValue: { kind: 'boolean', default: false, description: 'Show the badge when the bag is empty ("0").' },
  },
  styles: MINICART_CSS,
  events: ['nm:cart-changed'],
  reservedSize: { width: '44px', height: '44px' },
};
