import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import { $cart, type CartResponse } from '../state/cart';
import { $count } from '../state/count';
import { $miniCartPanel } from '../state/miniCartPanel';
import { installBridge, registerCartService, type BridgeCall, type MiniCartBridge } from './bridge';
import { countFromDetail } from './inbound';
import { writable } from '../testing/writable';

/** The page's global, typed loosely on purpose: host code can put anything there. */
const win = window as unknown as { minicart?: unknown };
const cart = (totalQuantity: number | string, extra: Partial<CartResponse> = {}): CartResponse => ({
  shoppingCart: { totalQuantity, commerceItems: { shipments: [] } },
  prices: { orderTotalWithoutTaxAndShipmentCharge: 100 },
  ...extra,
});

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  writable($count).set(0);
  writable($cart).set({ cart: null, setFromOutside: false });
  writable($miniCartPanel).set({ open: false, trigger: null });
  delete win.minicart;
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete win.minicart;
  errorSpy.mockRestore();
});

const errors = () => errorSpy.mock.calls.map((call) => String(call[0]));

describe('minicart.md §4 Count: "Other page code can set the cart or the count … through a global minicart object"', () => {
  it('replays calls queued before the bundle loaded, in order', () => {
    const seen: number[] = [];
    const off = $count.listen((n) => seen.push(n));
    win.minicart = {
      q: [
        ['setCount', 3],
        ['setCount', 4],
      ],
    };
    installBridge(window);
    off();
    expect(seen).toEqual([3, 4]);
    expect($count.get()).toBe(4);
  });

  it('a queued setCart followed by a queued setCount ends with the count', () => {
    win.minicart = {
      q: [
        ['setCart', cart(2)],
        ['setCount', 5],
      ],
    };
    installBridge(window);
    expect($count.get()).toBe(5);
    expect($cart.get().cart).toEqual(cart(2));
  });

  it('after install, window.minicart.q.push calls straight through', () => {
    win.minicart = { q: [] };
    const bridge = installBridge(window);
    expect(win.minicart).toBe(bridge);
    (win.minicart as MiniCartBridge).q.push(['setCount', 7]);
    expect($count.get()).toBe(7);
  });

  it('push with several calls runs them all, in order', () => {
    installBridge(window);
    // The contract types push with one call; page code may pass several at once, as Array.prototype.push takes.
    const push: (...calls: BridgeCall[]) => unknown = (win.minicart as MiniCartBridge).q.push;
    push(['setCount', 1], ['setCount', 2]);
    expect($count.get()).toBe(2);
  });

  it('installs with no window.minicart at all', () => {
    const bridge = installBridge(window);
    bridge.setCount(2);
    expect(bridge.getCount()).toBe(2);
  });

  it('getCount reads the shared count', () => {
    const bridge = installBridge(window);
    writable($count).set(9);
    expect(bridge.getCount()).toBe(9);
  });

  it('open and close drive the one panel store, naming the bridge as the trigger', () => {
    const bridge = installBridge(window);
    bridge.open();
    expect($miniCartPanel.get()).toEqual({ open: true, trigger: 'bridge' });
    bridge.close();
    expect($miniCartPanel.get()).toEqual({ open: false, trigger: 'bridge' });
  });
});

describe('minicart.md §4 bridge contract: a bad call is logged naming the method and changes nothing', () => {
  const bad: Array<[label: string, call: unknown, names: string]> = [
    ['unknown method', ['setCnt', 3], 'setCnt'],
    ['setCount("x")', ['setCount', 'x'], 'setCount'],
    ['setCount(-1)', ['setCount', -1], 'setCount'],
    ['setCount(1.5)', ['setCount', 1.5], 'setCount'],
    ['setCount(NaN)', ['setCount', NaN], 'setCount'],
    ['setCount() with no argument', ['setCount'], 'setCount'],
    ['setCart("str")', ['setCart', 'str'], 'setCart'],
    ['setCart(null)', ['setCart', null], 'setCart'],
    ['setCart([])', ['setCart', []], 'setCart'],
    ['subscribe("x")', ['subscribe', 'x'], 'subscribe'],
    ['a call that is not an array', 'setCount', 'push'],
    ['an array without a method name', [3], 'push'],
  ];

  function expectUnchanged() {
    expect($count.get()).toBe(2);
    expect($cart.get()).toEqual({ cart: cart(2), setFromOutside: true });
  }

  it.each(bad)('queued %s → one console.error naming it; queue continues', (_label, call, names) => {
    win.minicart = { q: [['setCart', cart(2)], call] };
    installBridge(window);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errors()[0]).toContain(names);
    expectUnchanged();
  });

  it.each(bad)('pushed %s → one console.error naming it, nothing thrown', (_label, call, names) => {
    const bridge = installBridge(window);
    bridge.setCart(cart(2));
    expect(() => bridge.q.push(call as BridgeCall)).not.toThrow();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errors()[0]).toContain(names);
    expectUnchanged();
  });

  it.each<[string, (b: MiniCartBridge) => void, string]>([
    ['setCount("x")', (b) => b.setCount('x'), 'setCount'],
    ['setCount(-1)', (b) => b.setCount(-1), 'setCount'],
    ['setCart("str")', (b) => b.setCart('str' as unknown as CartResponse), 'setCart'],
  ])('called directly, %s is guarded the same way', (_label, call, names) => {
    const bridge = installBridge(window);
    bridge.setCart(cart(2));
    expect(() => call(bridge)).not.toThrow();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errors()[0]).toContain(`window.minicart.${names}`);
    expectUnchanged();
  });

  it('the message for an unknown method lists the known ones', () => {
    installBridge(window).q.push(['fetchCarts' as never]);
    expect(errors()[0]).toContain('"fetchCarts"');
    expect(errors()[0]).toContain('setCount');
  });
});

describe('minicart.md §4 "Opening loads the cart, unless the cart was just set from outside": setCart', () => {
  it.each<[string, CartResponse, number]>([
    ['numeric totalQuantity', cart(3), 3],
    ['string totalQuantity', cart('5'), 5],
    ['zero', cart(0), 0],
  ])('%s → count follows it and the cart is marked setFromOutside', (_label, value, count) => {
    const bridge = installBridge(window);
    bridge.setCart(value);
    expect($count.get()).toBe(count);
    expect($cart.get()).toEqual({ cart: value, setFromOutside: true });
  });

  it.each<[string, unknown, string]>([
    ['{}', {}, 'no shoppingCart'],
    ['{"foo":1}', { foo: 1 }, 'no shoppingCart'],
    ['{"shoppingCart":null}', { shoppingCart: null }, 'shoppingCart is null'],
    ['shoppingCart without totalQuantity', { shoppingCart: {} }, 'no shoppingCart.totalQuantity'],
    ['totalQuantity -5', { shoppingCart: { totalQuantity: -5 } }, 'totalQuantity is the number -5'],
    [
      'totalQuantity 1e309 (JSON reads it as Infinity)',
      JSON.parse('{"shoppingCart":{"totalQuantity":1e309}}'),
      'totalQuantity is the number Infinity',
    ],
    ['totalQuantity 2.5', { shoppingCart: { totalQuantity: 2.5 } }, 'totalQuantity is the number 2.5'],
    [
      'shipments not a list',
      { shoppingCart: { totalQuantity: 1, commerceItems: { shipments: 'x' } } },
      'shipments is the string',
    ],
  ])(
    'setCart(%s) is refused: one console.error naming the cause; the previous cart and count are kept',
    (_label, value, cause) => {
      const bridge = installBridge(window);
      bridge.setCart(cart(2));
      bridge.setCart(value as CartResponse);
      expect(errorSpy).toHaveBeenCalledTimes(1);
      expect(errors()[0]).toContain('window.minicart.setCart');
      expect(errors()[0]).toContain(cause);
      expect($count.get()).toBe(2);
      expect($cart.get()).toEqual({ cart: cart(2), setFromOutside: true });
    },
  );
});

describe('one count decoder: window.minicart.setCount and updateMiniCartItemCountEvent read a count the same way', () => {
  it.each<[string, unknown, number | null]>([
    ['3', 3, 3],
    ['"3"', '3', 3],
    ['" 12 "', ' 12 ', 12],
    ['0', 0, 0],
    ['"0"', '0', 0],
    ['-1', -1, null],
    ['"-1"', '-1', null],
    ['1.5', 1.5, null],
    ['"1.5"', '1.5', null],
    ['"1e2"', '1e2', null],
    ['"0x10"', '0x10', null],
    ['""', '', null],
    ['NaN', NaN, null],
    ['Infinity', Infinity, null],
    ['true', true, null],
    ['[3]', [3], null],
    ['null', null, null],
    ['100000', 100000, null],
  ])('%s → %j in both', (_label, value, expected) => {
    const bridge = installBridge(window);
    bridge.setCount(7);
    bridge.setCount(value as number);
    expect($count.get()).toBe(expected ?? 7);
    expect(errorSpy).toHaveBeenCalledTimes(expected === null ? 1 : 0);
    expect(countFromDetail(value)).toBe(expected);
    expect(countFromDetail({ noOfItemsInCart: value })).toBe(expected);
  });
});

describe('window.minicart.subscribe: "Calls listener now and on every change of count or cart"', () => {
  it('calls now, on count change, on cart change; unsubscribe stops it', () => {
    const bridge = installBridge(window);
    const listener = vi.fn();
    const unsubscribe = bridge.subscribe(listener);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith({ count: 0, cart: null });

    bridge.setCount(2);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith({ count: 2, cart: null });

    bridge.setCart(cart(6));
    expect(listener).toHaveBeenLastCalledWith({ count: 6, cart: cart(6) });

    const calls = listener.mock.calls.length;
    unsubscribe();
    bridge.setCount(9);
    bridge.setCart(cart(1));
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('a listener that throws still gets its unsubscribe, is logged once, and never makes setCount look refused', () => {
    const bridge = installBridge(window);
    const listener = vi.fn(() => {
      throw new Error('page bug');
    });
    const unsubscribe = bridge.subscribe(listener);
    expect(typeof unsubscribe).toBe('function');
    bridge.setCount(3);
    bridge.setCount(4);
    expect($count.get()).toBe(4);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errors()[0]).toContain('subscribe() listener threw');
    expect(errors().some((m) => m.includes('refused'))).toBe(false);
    unsubscribe();
    bridge.setCount(5);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a throwing listener does not stop the other listeners', () => {
    const bridge = installBridge(window);
    const offFirst = bridge.subscribe(() => {
      throw new Error('first');
    });
    const second = vi.fn();
    const offSecond = bridge.subscribe(second);
    bridge.setCount(6);
    expect(second).toHaveBeenLastCalledWith({ count: 6, cart: null });
    offFirst();
    offSecond();
  });

  it('a subscriber queued before load is called on install', () => {
    const listener = vi.fn();
    writable($count).set(3);
    win.minicart = { q: [['subscribe', listener]] };
    installBridge(window);
    expect(listener).toHaveBeenCalledWith({ count: 3, cart: null });
  });
});

describe('minicart.md §7 getCart / count calls through the bridge (fetchCart, fetchCount)', () => {
  it('fetchCart with a registered service sets the cart (not from outside) and the count from totalQuantity', async () => {
    const fetched = cart(4);
    const service = { fetchCart: vi.fn(async () => fetched), fetchCount: vi.fn(async () => 0) };
    registerCartService(service);
    const bridge = installBridge(window);
    bridge.setCart(cart(1)); // an earlier outside cart must not keep its flag
    await expect(bridge.fetchCart()).resolves.toBe(fetched);
    expect(service.fetchCart).toHaveBeenCalledTimes(1);
    expect($cart.get()).toEqual({ cart: fetched, setFromOutside: false });
    expect($count.get()).toBe(4);
  });

  it('fetchCount with a registered service sets the count', async () => {
    registerCartService({ fetchCart: vi.fn(), fetchCount: vi.fn(async () => 11) });
    const bridge = installBridge(window);
    await expect(bridge.fetchCount()).resolves.toBe(11);
    expect($count.get()).toBe(11);
  });

  it('a failing service rejects, is logged naming the method, and leaves the stores alone', async () => {
    registerCartService({
      fetchCart: vi.fn(async () => {
        throw new Error('503 from getCart');
      }),
      fetchCount: vi.fn(async () => {
        throw new Error('503 from count');
      }),
    });
    const bridge = installBridge(window);
    bridge.setCount(2);
    await expect(bridge.fetchCart()).rejects.toThrow('503 from getCart');
    await expect(bridge.fetchCount()).rejects.toThrow('503 from count');
    expect($count.get()).toBe(2);
    expect($cart.get().cart).toBeNull();
    expect(errors().some((m) => m.includes('window.minicart.fetchCart() failed'))).toBe(true);
    expect(errors().some((m) => m.includes('window.minicart.fetchCount() failed'))).toBe(true);
  });

  it('a queued fetchCart replays once the bundle loads', async () => {
    const service = { fetchCart: vi.fn(async () => cart(8)), fetchCount: vi.fn(async () => 0) };
    registerCartService(service);
    win.minicart = { q: [['fetchCart']] };
    installBridge(window);
    await vi.waitFor(() => expect($count.get()).toBe(8));
    expect(service.fetchCart).toHaveBeenCalledTimes(1);
  });

  it('with no service registered, fetchCart and fetchCount reject and are logged', async () => {
    vi.resetModules();
    const fresh = await import('./bridge');
    const freshCount = await import('../state/count');
    const bridge = fresh.installBridge(window);
    await expect(bridge.fetchCart()).rejects.toThrow(/no cart service/);
    await expect(bridge.fetchCount()).rejects.toThrow(/no cart service/);
    expect(freshCount.$count.get()).toBe(0);
    expect(errors().filter((m) => /fetchCart|fetchCount/.test(m))).toHaveLength(2);
  });
});

describe('a window.minicart the page broke: the bridge logs once and never throws', () => {
  afterEach(() => {
    // Each case leaves window.minicart configurable, so it can be removed.
    Reflect.deleteProperty(window, 'minicart');
  });

  it('a getter that throws on read: installed over it when it can be redefined; logged once', () => {
    Object.defineProperty(window, 'minicart', {
      get() {
        throw new Error('nope');
      },
      configurable: true,
    });
    let bridge: MiniCartBridge | undefined;
    expect(() => {
      bridge = installBridge(window);
    }).not.toThrow();
    expect(win.minicart).toBe(bridge);
    expect(errors().filter((m) => m.includes('could not be read'))).toHaveLength(1);
    bridge!.setCount(2);
    expect($count.get()).toBe(2);
  });

  it('a getter-only property that can be redefined: installed over it, nothing logged', () => {
    Object.defineProperty(window, 'minicart', { get: () => ({ q: [['setCount', 6]] }), configurable: true });
    const bridge = installBridge(window);
    expect(win.minicart).toBe(bridge);
    expect($count.get()).toBe(6);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

/*
 * A non-configurable property cannot be removed again, so these run on a
 * stand-in for window: installBridge only reads and writes `minicart` on it.
 */
describe('a read-only or frozen window.minicart', () => {
  it('a non-writable object the page can still extend: queued calls run and the methods are added to it', () => {
    const target = {} as Window & { minicart?: unknown };
    const existing = { q: [['setCount', 4]] };
    Object.defineProperty(target, 'minicart', { value: existing, writable: false, configurable: false });
    expect(() => installBridge(target)).not.toThrow();
    expect($count.get()).toBe(4);
    (target.minicart as MiniCartBridge).setCount(5);
    expect($count.get()).toBe(5);
    expect(errors().filter((m) => m.includes('read-only'))).toHaveLength(1);
  });

  it('a frozen object on a non-writable property: queued calls still run, one error says page code cannot reach the bag', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', {
      value: Object.freeze({ q: Object.freeze([['setCount', 3]]) }),
      writable: false,
      configurable: false,
    });
    let bridge: MiniCartBridge | undefined;
    expect(() => {
      bridge = installBridge(target);
    }).not.toThrow();
    expect($count.get()).toBe(3);
    expect(errors().filter((m) => m.includes('cannot be written'))).toHaveLength(1);
    bridge!.setCount(1);
    expect($count.get()).toBe(1);
  });

  it('a getter that throws and cannot be redefined: logged once for the read, once for the write', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', {
      get() {
        throw new Error('nope');
      },
      configurable: false,
    });
    expect(() => installBridge(target)).not.toThrow();
    expect(errors().filter((m) => m.includes('could not be read'))).toHaveLength(1);
    expect(errors().filter((m) => m.includes('cannot be written'))).toHaveLength(1);
  });
});

describe('window.minicart edges the mutation run found', () => {
  it('push with several calls returns what the last one returned', () => {
    const push: (...calls: BridgeCall[]) => unknown = installBridge(window).q.push;
    expect(push(['setCount', 2], ['getCount'], ['setCount', 5])).toBeUndefined();
    expect(push(['setCount', 4], ['getCount'])).toBe(4);
  });

  it('subscribe with something that is not a function is refused and logged, never called', () => {
    const bridge = installBridge(window);
    bridge.subscribe('not a function' as unknown as () => void);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain(
      'window.minicart.subscribe() was refused: subscribe needs a function, got the string "not a function"',
    );
  });
});

describe('window.minicart log lines, whole (mutation run survivors)', () => {
  it('a refused setCount and an unknown method', () => {
    const bridge = installBridge(window);
    bridge.setCount(-1);
    bridge.q.push(['nope' as never]);
    expect(errors()).toEqual([
      '[nm-widgets] window.minicart.setCount() was refused: setCount needs a whole number from 0, got the number -1',
      '[nm-widgets] window.minicart has no method "nope"; known: setCart, setCount, fetchCart, fetchCount, open, close, getCount, subscribe',
    ]);
  });

  it('two throwing listeners are each logged once', () => {
    const bridge = installBridge(window);
    bridge.subscribe(() => {
      throw new Error('first');
    });
    bridge.subscribe(() => {
      throw new Error('second');
    });
    bridge.setCount(1);
    expect(errors()).toEqual([
      '[nm-widgets] A window.minicart.subscribe() listener threw; it stays subscribed and is not reported again',
      '[nm-widgets] A window.minicart.subscribe() listener threw; it stays subscribed and is not reported again',
    ]);
  });

  it('a window.minicart that cannot be read or written', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', {
      get() {
        throw new Error('nope');
      },
      configurable: false,
    });
    installBridge(target);
    expect(errors()).toEqual([
      '[nm-widgets] window.minicart could not be read (it threw); queued calls, if any, are lost',
      '[nm-widgets] window.minicart cannot be written (read-only or frozen); page code cannot reach the bag, the elements still work',
    ]);
  });

  it('a read-only object the page can extend: the bridge methods are added, with their own message', () => {
    const target = {} as Window & { minicart?: unknown };
    const existing: Record<string, unknown> = {};
    Object.defineProperty(target, 'minicart', { value: existing, writable: false, configurable: false });
    const bridge = installBridge(target);
    expect(existing.setCount).toBe(bridge.setCount);
    expect(existing.q).toBe(bridge.q);
    expect(errors()).toEqual([
      '[nm-widgets] window.minicart is read-only; the bridge methods were added to the object the page put there',
    ]);
  });

  it('a read-only value that is not an object (a string) cannot take the methods', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', { value: 'taken', writable: false, configurable: false });
    expect(() => installBridge(target)).not.toThrow();
    expect(errors()).toEqual([
      '[nm-widgets] window.minicart cannot be written (read-only or frozen); page code cannot reach the bag, the elements still work',
    ]);
  });

  it('a read-only null cannot take the methods', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', { value: null, writable: false, configurable: false });
    expect(() => installBridge(target)).not.toThrow();
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain('cannot be written');
  });

  it('a sealed (not extensible) object on a read-only property is not written into', () => {
    const target = {} as Window & { minicart?: unknown };
    const existing = Object.seal({ setCount: 'page' });
    Object.defineProperty(target, 'minicart', { value: existing, writable: false, configurable: false });
    installBridge(target);
    expect(existing.setCount).toBe('page');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain('cannot be written');
  });

  it('a redefinable window.minicart ends as a plain, writable, enumerable property holding the bridge', () => {
    const target = {} as Window & { minicart?: unknown };
    Object.defineProperty(target, 'minicart', { get: () => undefined, configurable: true });
    const bridge = installBridge(target);
    expect(Object.getOwnPropertyDescriptor(target, 'minicart')).toEqual({
      value: bridge,
      writable: true,
      configurable: true,
      enumerable: true,
    });
    expect(errors()).toEqual([]);
  });
});

describe('fetchCount: a service answer that is not a count', () => {
  it('is logged naming the service as its source and the count is kept', async () => {
    registerCartService({ fetchCart: vi.fn(), fetchCount: vi.fn(async () => -1) });
    const bridge = installBridge(window);
    bridge.setCount(2);
    await bridge.fetchCount();
    expect($count.get()).toBe(2);
    expect(errors()).toEqual([
      '[nm-widgets] The count from service (-1) is not a whole number from 0; the count is kept',
    ]);
  });
});

describe('README "window.minicart": the pre-load queue is capped', () => {
  it('100,000 queued calls: the first 1,000 replayed, in order, the rest dropped, logged once', () => {
    const seen: number[] = [];
    const off = $count.listen((n) => seen.push(n));
    win.minicart = { q: Array.from({ length: 100_000 }, (_, i) => ['setCount', i + 1]) };
    installBridge(window);
    off();
    expect(seen).toHaveLength(1000);
    expect($count.get()).toBe(1000);
    expect(
      errors().filter((line) => line.includes('window.minicart.q held 100000 calls; only the first 1000 are replayed')),
    ).toHaveLength(1);
  });
});
