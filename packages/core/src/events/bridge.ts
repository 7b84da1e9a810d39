import { logError, logErrorOnce } from '../log/log';
import { KEPT_BEFORE_START } from './beforeStart';
import { $cart, cartProblem, setCart, type CartResponse } from '../state/cart';
import { $count, setCount } from '../state/count';
import { decodeCount, describeValue } from '../state/countValue';
import { closeMiniCart, openMiniCart } from '../state/miniCartPanel';
import type { CartService } from './cartService';

/** @public Part of the contract: re-exported by packages/bundle/src/public.ts. */
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
  /** A whole number from 0, or its digits as a string (`3` or `"3"`), as updateMiniCartItemCountEvent reads it. */
  setCount(count: number | string): void;
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
type BridgeMethod = Exclude<keyof MiniCartBridge, 'q'>;
export type BridgeCall = [BridgeMethod, ...unknown[]];

let cartService: CartService | null = null;
export function registerCartService(service: CartService): void {
  cartService = service;
}

function service(): CartService {
  if (!cartService) throw new Error('no cart service is registered');
  return cartService;
}

/** The methods; `q` is the guarded bridge's alone (installBridge). */
type BridgeMethods = Omit<MiniCartBridge, 'q'>;

function createBridge(): BridgeMethods {
  const bridge: BridgeMethods = {
    setCart(cart) {
      // The same rule as every cart answer (core cartProblem): a non-cart keeps the cart and count there were.
      const problem = cartProblem(cart);
      if (problem !== null) throw new TypeError(`setCart needs a cart (the getCart answer), got ${problem}`);
      setCart(cart, 'page');
    },
    setCount(count) {
      // One reading of a count for the bridge and updateMiniCartItemCountEvent: 3 and "3" alike.
      const value = decodeCount(count);
      if (value === null) throw new TypeError(`setCount needs a whole number from 0, got ${describe(count)}`);
      setCount(value, 'page');
    },
    async fetchCart() {
      const cart = await service().fetchCart();
      setCart(cart, 'service');
      return cart;
    },
    async fetchCount() {
      const count = await service().fetchCount();
      setCount(count, 'service');
      return count;
    },
    open: () => openMiniCart('bridge'),
    close: () => closeMiniCart('bridge'),
    getCount: () => $count.get(),
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError(`subscribe needs a function, got ${describe(listener)}`);
      // A listener that throws is the page's bug, not the caller's: it stays subscribed (the caller gets its
      // unsubscribe), its error is logged once, and it never makes a setCount or setCart look refused.
      subscriptions += 1;
      const key = `bridge:subscriber:${subscriptions}`;
      const notify = () => {
        try {
          listener({ count: $count.get(), cart: $cart.get().cart });
        } catch (error) {
          logErrorOnce(
            key,
            `A window.minicart.subscribe() listener threw; it stays subscribed and is not reported again`,
            error,
          );
        }
      };
      const offCount = $count.listen(notify);
      const offCart = $cart.listen(notify);
      notify();
      return () => {
        offCount();
        offCart();
      };
    },
  };
  return bridge;
}

let subscriptions = 0;
const describe = describeValue;

/** One key per method of MiniCartBridge (`satisfies` fails the build on a missing or an extra one). */
const BRIDGE_METHODS = {
  setCart: true,
  setCount: true,
  fetchCart: true,
  fetchCount: true,
  open: true,
  close: true,
  getCount: true,
  subscribe: true,
} as const satisfies Record<BridgeMethod, true>;
const METHODS = new Set(Object.keys(BRIDGE_METHODS) as BridgeMethod[]);

/**
 * Runs one queued or pushed call. A bad call (not an array, unknown method,
 * wrong argument) is logged naming the method and changes nothing. Promises
 * that reject are logged too, so a fire-and-forget queue entry never fails silently.
 */
function invoke(bridge: BridgeMethods, call: unknown): unknown {
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
  const queued = readQueue(win);
  const bridge = createBridge();
  const guarded = {
    q: { push: (...calls: unknown[]) => calls.map((call) => invoke(bridge, call)).at(-1) },
  } as MiniCartBridge;
  for (const method of METHODS) {
    (guarded as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => invoke(bridge, [method, ...args]);
  }
  publish(win, guarded);
  for (const call of queued) invoke(bridge, call);
  return guarded;
}

/** The most queued calls replayed (beforeStart.ts); the rest are dropped, logged once. */
const MAX_QUEUED = KEPT_BEFORE_START;

/**
 * The calls queued before load. A `window.minicart` that throws when read
 * (a getter of the page's) holds no queue we can reach: logged once, and the
 * bag starts without it.
 */
function readQueue(win: Window & { minicart?: unknown }): unknown[] {
  try {
    const previous = win.minicart as { q?: unknown } | undefined | null;
    const q = previous?.q;
    if (!Array.isArray(q)) return [];
    if (q.length > MAX_QUEUED)
      logErrorOnce(
        'bridge:queue',
        `window.minicart.q held ${q.length} calls; only the first ${MAX_QUEUED} are replayed`,
      );
    return q.slice(0, MAX_QUEUED) as unknown[];
  } catch (error) {
    logErrorOnce('bridge:read', 'window.minicart could not be read (it threw); queued calls, if any, are lost', error);
    return [];
  }
}

/**
 * Puts the bridge on window. When the page made `window.minicart`
 * read-only (a non-writable or getter-only property, a frozen window
 * property), the bridge's methods are added to the object already there when
 * it takes them; failing that, page code cannot reach the bridge: logged
 * once, and the elements work without it.
 */
function publish(win: Window & { minicart?: unknown }, guarded: MiniCartBridge): void {
  const installed = () => {
    try {
      return win.minicart === guarded;
    } catch {
      return false;
    }
  };
  try {
    win.minicart = guarded;
  } catch {
    /* non-writable in strict mode: tried below */
  }
  if (installed()) return;
  try {
    Object.defineProperty(win, 'minicart', { value: guarded, writable: true, configurable: true, enumerable: true });
  } catch {
    /* not configurable */
  }
  if (installed()) return;
  try {
    const existing = win.minicart;
    if (typeof existing === 'object' && existing !== null && Object.isExtensible(existing)) {
      Object.assign(existing, guarded);
      if ((existing as { setCount?: unknown }).setCount === guarded.setCount) {
        logErrorOnce(
          'bridge:write',
          'window.minicart is read-only; the bridge methods were added to the object the page put there',
        );
        return;
      }
    }
  } catch {
    /* frozen, or a throwing getter */
  }
  logErrorOnce(
    'bridge:write',
    'window.minicart cannot be written (read-only or frozen); page code cannot reach the bag, the elements still work',
  );
}
