import { logError } from '../log/log';
import { $cart, cartQuantity, isCartResponse, type CartResponse } from '../state/cart';
import { $count, isValidCount } from '../state/count';
import { closeMiniCart, openMiniCart } from '../state/miniCartPanel';

export interface BridgeSnapshot {
  count: number;
  cart: CartResponse | null;
}

/** `window.minicart`: how other teams' page code talks to the bag. */
export interface MiniCartBridge {
  /** Before load an array of calls; after load `push` calls straight through. */
  q: { push(call: BridgeCall): unknown };
  /** Sets the cart (the shape of POST /dt/api/getCart); the count follows its totalQuantity. */
  setCart(cart: CartResponse): void;
  setCount(count: number): void;
  /** Loads the cart from the cart service; resolves with it, rejects (and logs) on failure. */
  fetchCart(): Promise<CartResponse>;
  /** Loads the count from the count service; resolves with it. */
  fetchCount(): Promise<number>;
  open(): void;
  close(): void;
  getCount(): number;
  /** Calls `listener` now and on every change of count or cart; returns the unsubscribe. */
  subscribe(listener: (snapshot: BridgeSnapshot) => void): () => void;
}
export type BridgeMethod = Exclude<keyof MiniCartBridge, 'q'>;
export type BridgeCall = [BridgeMethod, ...unknown[]];

/** The calls a cart package provides; the bridge itself knows no URLs. */
export interface CartService {
  fetchCart(): Promise<CartResponse>;
  fetchCount(): Promise<number>;
}

let cartService: CartService | null = null;
export function registerCartService(service: CartService): void {
  cartService = service;
}

function service(): CartService {
  if (!cartService) throw new Error('no cart service is registered');
  return cartService;
}

/** Sets the cart from an outside source; the count follows its totalQuantity. */
export function setCartFromOutside(cart: CartResponse): void {
  $cart.set({ cart, setFromOutside: true });
  const quantity = cartQuantity(cart);
  if (quantity !== null) $count.set(quantity);
}

export function createBridge(): MiniCartBridge {
  const bridge: MiniCartBridge = {
    q: { push: (call: BridgeCall) => invoke(bridge, call) },
    setCart(cart) {
      if (!isCartResponse(cart)) throw new TypeError(`setCart needs a cart object, got ${describe(cart)}`);
      setCartFromOutside(cart);
    },
    setCount(count) {
      if (!isValidCount(count)) throw new TypeError(`setCount needs a whole number from 0, got ${describe(count)}`);
      $count.set(count);
    },
    async fetchCart() {
      const cart = await service().fetchCart();
      $cart.set({ cart, setFromOutside: false });
      const quantity = cartQuantity(cart);
      if (quantity !== null) $count.set(quantity);
      return cart;
    },
    async fetchCount() {
      const count = await service().fetchCount();
      $count.set(count);
      return count;
    },
    open: () => openMiniCart('bridge'),
    close: () => closeMiniCart('bridge'),
    getCount: () => $count.get(),
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError(`subscribe needs a function, got ${describe(listener)}`);
      const notify = () => listener({ count: $count.get(), cart: $cart.get().cart });
      const offCount = $count.listen(notify);
      const offCart = $cart.listen(notify);
      notify();
      return () => { offCount(); offCart(); };
    },
  };
  return bridge;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

const METHODS = new Set<BridgeMethod>(['setCart', 'setCount', 'fetchCart', 'fetchCount', 'open', 'close', 'getCount', 'subscribe']);

/**
 * Runs one queued or pushed call. A bad call (not an array, unknown method,
 * wrong argument) is logged naming the method and changes nothing. Promises
 * that reject are logged too, so a fire-and-forget queue entry never fails silently.
 */
export function invoke(bridge: MiniCartBridge, call: unknown): unknown {
  if (!Array.isArray(call) || typeof call[0] !== 'string') {
    logError(`window.minicart.q.push needs [method, ...args], got ${describe(call)}`);
    return undefined;
  }
  const [method, ...args] = call as [string, ...unknown[]];
  if (!METHODS.has(method as BridgeMethod)) {
    logError(`window.minicart has no method "${method}"; known: ${[...METHODS].join(', ')}`);
    return undefined;
  }
  try {
    const result = (bridge[method as BridgeMethod] as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => logError(`window.minicart.${method}() failed`, error));
    }
    return result;
  } catch (error) {
    logError(`window.minicart.${method}() was refused: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * Installs the bridge on window, replaying calls queued before the bundle
 * loaded in order. Methods called directly (`window.minicart.setCount('x')`)
 * are guarded the same way as pushed ones.
 */
export function installBridge(win: Window & { minicart?: unknown }): MiniCartBridge {
  const previous = win.minicart as { q?: unknown } | undefined;
  const queued = Array.isArray(previous?.q) ? [...previous.q] : [];
  const bridge = createBridge();
  const guarded = { ...bridge } as MiniCartBridge;
  for (const method of METHODS) {
    (guarded as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => invoke(bridge, [method, ...args]);
  }
  guarded.q = { push: (...calls: unknown[]) => calls.map((call) => invoke(bridge, call)).at(-1) };
  win.minicart = guarded;
  for (const call of queued) invoke(bridge, call);
  return guarded;
}
