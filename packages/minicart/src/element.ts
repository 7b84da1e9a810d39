import type { ElementDefinition, Widget } from '@nm/core';
import { AUTO_CLOSE_MS } from './model/constants';
import { MiniCart, type MiniCartProps } from './ui/MiniCart';
import { MINICART_CSS } from './ui/styles';
import { startMiniCart } from './state/start';

/** What the runtime needs; descriptions and the reserved box are in element.meta.ts. */
export const miniCartElement: ElementDefinition<MiniCartProps> = {
  tag: 'nm-minicart',
  component: MiniCart,
  props: {
    showZeroValue: { kind: 'boolean', default: false },
    presentation: { kind: 'string', default: 'drawer' },
    autoCloseMs: { kind: 'number', default: AUTO_CLOSE_MS },
  },
  styles: MINICART_CSS,
  needsShopper: true,
};

/** What the bundle starts: the element, and the page-wide duties the bundle runs once (state/start.ts). */
export const miniCartWidget: Widget<MiniCartProps> = { element: miniCartElement, start: startMiniCart };
