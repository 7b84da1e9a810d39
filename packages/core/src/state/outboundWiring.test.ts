import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cart } from './cart';
import { $count, setCount } from './count';
import { $miniCartPanel, closeMiniCart, openMiniCart } from './miniCartPanel';
import { startOutboundEvents } from './outboundWiring';

type Heard = Array<{ type: string; detail: unknown }>;
const names = ['nm:cart-changed', 'nm:minicart-opened', 'nm:minicart-closed'];
let heard: Heard;
let stop: () => void;
const record = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  $count.set(0);
  $cart.set({ cart: null, setFromOutside: false });
  $miniCartPanel.set({ open: false, trigger: null });
  heard = [];
  for (const name of names) document.addEventListener(name, record);
  stop = startOutboundEvents();
});
afterEach(() => {
  stop();
  for (const name of names) document.removeEventListener(name, record);
});

describe('outbound nm: events come from the shared stores, once per change', () => {
  it('a count change raises nm:cart-changed with the count, the subtotal and v: 1', () => {
    setCount(3, 'page');
    expect(heard).toEqual([{ type: 'nm:cart-changed', detail: { count: 3, subtotal: null, v: 1 } }]);
  });

  it('a cart whose count and subtotal change raises one event per store change, never a repeat', () => {
    $cart.set({ cart: { shoppingCart: { totalQuantity: 2 }, prices: { orderTotalWithoutTaxAndShipmentCharge: 150 } }, setFromOutside: false });
    setCount(2, 'cart');
    expect(heard.map((h) => h.detail)).toEqual([{ count: 0, subtotal: 150, v: 1 }, { count: 2, subtotal: 150, v: 1 }]);
    setCount(2, 'page');
    expect(heard).toHaveLength(2);
  });

  it('opening and closing the panel raise nm:minicart-opened / -closed with what did it', () => {
    openMiniCart('icon');
    closeMiniCart('escape');
    expect(heard).toEqual([
      { type: 'nm:minicart-opened', detail: { trigger: 'icon', v: 1 } },
      { type: 'nm:minicart-closed', detail: { trigger: 'escape', v: 1 } },
    ]);
  });

  it('a panel state without a trigger (a reset) is not announced', () => {
    $miniCartPanel.set({ open: false, trigger: null });
    $miniCartPanel.set({ open: true, trigger: null });
    expect(heard).toEqual([]);
  });

  it('after stop nothing is raised', () => {
    stop();
    setCount(5, 'page');
    openMiniCart('bridge');
    expect(heard).toEqual([]);
    stop = () => {};
    closeMiniCart('bridge');
  });
});
