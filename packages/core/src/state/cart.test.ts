import { describe, expect, it, vi } from 'vitest';
import { cartProblem, cartQuantity, cartSubtotal, isCart, type CartResponse } from './cart';
import { decodeCount } from './countValue';

/*
 * What makes a cart, decided at every boundary a cart comes in by (getCart,
 * the merge calls, remove, window.minicart.setCart): minicart.md §3 "Cart
 * response: shoppingCart.commerceItems.shipments (each with storeId and
 * items), shoppingCart.totalQuantity, prices.orderTotalWithoutTaxAndShipmentCharge
 * (also prices.mdseTotalAmt in the flyout)".
 */
describe('minicart.md §3 Cart response: what is a cart', () => {
  it.each<[string, unknown]>([
    ['an empty bag', { shoppingCart: { totalQuantity: 0 } }],
    [
      'an empty bag with an empty shipments list',
      { shoppingCart: { totalQuantity: 0, commerceItems: { shipments: [] } } },
    ],
    [
      'items in a shipment',
      {
        shoppingCart: { totalQuantity: 2, commerceItems: { shipments: [{ storeId: '01', items: [{}, {}] }] } },
        prices: { orderTotalWithoutTaxAndShipmentCharge: 10 },
      },
    ],
    ['totalQuantity as a string of digits', { shoppingCart: { totalQuantity: '5' } }],
    ['commerceItems null (nothing in it)', { shoppingCart: { totalQuantity: 0, commerceItems: null } }],
    ['unknown extra fields', { shoppingCart: { totalQuantity: 1, promo: 'x' }, extra: true }],
  ])('%s → a cart', (_label, value) => {
    expect(cartProblem(value)).toBeNull();
    expect(isCart(value)).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['{}', {}, 'no shoppingCart'],
    ['{"foo":1}', { foo: 1 }, 'no shoppingCart'],
    ['{"shoppingCart":null}', { shoppingCart: null }, 'shoppingCart is null'],
    ['shoppingCart a string', { shoppingCart: 'cart' }, 'shoppingCart is the string "cart"'],
    ['shoppingCart a list', { shoppingCart: [] }, 'shoppingCart is a list'],
    ['no totalQuantity', { shoppingCart: { commerceItems: { shipments: [] } } }, 'no shoppingCart.totalQuantity'],
    [
      'totalQuantity -5',
      { shoppingCart: { totalQuantity: -5 } },
      'shoppingCart.totalQuantity is the number -5, not a whole number from 0',
    ],
    [
      'totalQuantity 1e309',
      JSON.parse('{"shoppingCart":{"totalQuantity":1e309}}'),
      'shoppingCart.totalQuantity is the number Infinity, not a whole number from 0',
    ],
    ['totalQuantity 1.5', { shoppingCart: { totalQuantity: 1.5 } }, 'the number 1.5'],
    ['totalQuantity "lots"', { shoppingCart: { totalQuantity: 'lots' } }, 'the string "lots"'],
    ['totalQuantity null', { shoppingCart: { totalQuantity: null } }, 'totalQuantity is null'],
    [
      'commerceItems a list',
      { shoppingCart: { totalQuantity: 1, commerceItems: [] } },
      'shoppingCart.commerceItems is a list',
    ],
    [
      'shipments an object',
      { shoppingCart: { totalQuantity: 1, commerceItems: { shipments: {} } } },
      'shoppingCart.commerceItems.shipments is an object, not a list',
    ],
    [
      'a shipment whose items are not a list',
      { shoppingCart: { totalQuantity: 1, commerceItems: { shipments: [{ items: 'x' }] } } },
      'shipments[0].items is not a list',
    ],
    ['prices a number', { shoppingCart: { totalQuantity: 1 }, prices: 10 }, 'prices is the number 10'],
    ['a string', 'OK', 'the string "OK", not an object'],
    ['a list', [], 'a list, not an object'],
    ['null', null, 'null, not an object'],
  ])('%s → not a cart: %s', (_label, value, cause) => {
    expect(cartProblem(value)).toContain(cause);
    expect(isCart(value)).toBe(false);
  });
});

describe('minicart.md §4 "the count is taken from totalQuantity"', () => {
  it.each<[unknown, number | null]>([
    [3, 3],
    ['3', 3],
    [0, 0],
    [-1, null],
    [Infinity, null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (quantity, expected) => {
    expect(cartQuantity({ shoppingCart: { totalQuantity: quantity as number } })).toBe(expected);
    expect(decodeCount(quantity)).toBe(expected);
  });
  it('no cart → null', () => {
    expect(cartQuantity(null)).toBeNull();
  });
});

describe('minicart.md §3 subtotal: orderTotalWithoutTaxAndShipmentCharge, "also prices.mdseTotalAmt in the flyout"', () => {
  const both: CartResponse = {
    shoppingCart: { totalQuantity: 1 },
    prices: { orderTotalWithoutTaxAndShipmentCharge: 120.5, mdseTotalAmt: '100.25' },
  };
  it.each<[string, CartResponse | null, 'drawer' | 'flyout', number | null]>([
    ['drawer reads orderTotalWithoutTaxAndShipmentCharge', both, 'drawer', 120.5],
    ['flyout reads mdseTotalAmt (a string converted)', both, 'flyout', 100.25],
    [
      'flyout without mdseTotalAmt falls back to the order total',
      { prices: { orderTotalWithoutTaxAndShipmentCharge: 120.5 } },
      'flyout',
      120.5,
    ],
    ['drawer without the order total falls back to mdseTotalAmt', { prices: { mdseTotalAmt: 99 } }, 'drawer', 99],
    ['no prices', { shoppingCart: { totalQuantity: 0 } }, 'flyout', null],
    ['no cart', null, 'drawer', null],
  ])('%s', (_label, cart, presentation, expected) => {
    expect(cartSubtotal(cart, presentation)).toBe(expected);
  });
});

describe("a cart's optional parts may be missing or null (minicart.md §3)", () => {
  const quantity = { totalQuantity: 1 };
  it.each<[string, unknown]>([
    ['shipments null', { shoppingCart: { ...quantity, commerceItems: { shipments: null } } }],
    ['commerceItems null', { shoppingCart: { ...quantity, commerceItems: null } }],
    ['a shipment without items', { shoppingCart: { ...quantity, commerceItems: { shipments: [{ storeId: '1' }] } } }],
    [
      'a shipment whose items are null',
      { shoppingCart: { ...quantity, commerceItems: { shipments: [{ items: null }] } } },
    ],
    [
      'a shipment that is not an object (skipped when read)',
      { shoppingCart: { ...quantity, commerceItems: { shipments: ['x', null] } } },
    ],
    ['prices null', { shoppingCart: quantity, prices: null }],
  ])('%s → a cart', (_label, value) => {
    expect(cartProblem(value)).toBeNull();
  });

  it("the second shipment's items not a list → named by its index", () => {
    expect(
      cartProblem({ shoppingCart: { ...quantity, commerceItems: { shipments: [{ items: [] }, { items: 'x' }] } } }),
    ).toBe('shipments[1].items is not a list');
  });
});

describe('the subtotal each presentation reads (the drawer unless told)', () => {
  const both = {
    shoppingCart: { totalQuantity: 1 },
    prices: { orderTotalWithoutTaxAndShipmentCharge: 100, mdseTotalAmt: 120 },
  } as CartResponse;
  it('drawer: orderTotalWithoutTaxAndShipmentCharge; flyout: mdseTotalAmt', () => {
    expect(cartSubtotal(both)).toBe(100);
    expect(cartSubtotal(both, 'drawer')).toBe(100);
    expect(cartSubtotal(both, 'flyout')).toBe(120);
  });
});

describe('the cart store edges the mutation run found', () => {
  it("setCart from a service: not from outside; the count follows; the subtotal is the drawer's", async () => {
    const { $cart, $subtotal, setCart } = await import('./cart');
    const { $count, setCount } = await import('./count');
    setCount(1, 'page');
    setCart(
      { shoppingCart: { totalQuantity: 3 }, prices: { orderTotalWithoutTaxAndShipmentCharge: 40, mdseTotalAmt: 50 } },
      'service',
    );
    expect($cart.get().setFromOutside).toBe(false);
    expect($count.get()).toBe(3);
    expect($subtotal.get()).toBe(40);
  });

  it('a cart that does not say its quantity leaves the count alone, with nothing logged', async () => {
    const { setCart } = await import('./cart');
    const { $count, setCount } = await import('./count');
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setCount(2, 'page');
    setCart({ shoppingCart: {} }, 'page');
    expect($count.get()).toBe(2);
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('forgetCart drops the cart and the from-outside flag', async () => {
    const { $cart, forgetCart, setCart } = await import('./cart');
    setCart({ shoppingCart: { totalQuantity: 1 } }, 'page');
    forgetCart();
    expect($cart.get()).toEqual({ cart: null, setFromOutside: false });
  });

  it('forgetCartSetFromOutside on a cart that was not set from outside writes nothing', async () => {
    const { $cart, forgetCartSetFromOutside, setCart } = await import('./cart');
    setCart({ shoppingCart: { totalQuantity: 1 } }, 'service');
    const listener = vi.fn();
    const off = $cart.listen(listener);
    forgetCartSetFromOutside();
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it('commerceItems without shipments is a cart', () => {
    expect(cartProblem({ shoppingCart: { totalQuantity: 0, commerceItems: {} } })).toBeNull();
  });

  it('a fresh page holds no cart, not from outside', async () => {
    vi.resetModules();
    const { $cart } = await import('./cart');
    expect($cart.get()).toEqual({ cart: null, setFromOutside: false });
  });
});
