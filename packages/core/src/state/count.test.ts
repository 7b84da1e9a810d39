import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import { $cart, forgetCartSetFromOutside, setCart } from './cart';
import {
  $count,
  $countAdded,
  $countKnown,
  forgetCount,
  readStoredCount,
  setCount,
  startCountPersistence,
} from './count';
import { isValidCount } from './countValue';
import { writable } from '../testing/writable';

/** happy-dom's PageTransitionEvent ignores `persisted`, so it is set on the event itself. */
function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

let stop: () => void = () => {};
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  sessionStorage.clear();
  forgetCount();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  stop = () => {};
  sessionStorage.clear();
  errorSpy.mockRestore();
});

describe('minicart.md §4 Count "restored from session storage" (minicart.md §9 key minicart_count)', () => {
  it.each<[string, string, number]>([
    ['a number', '5', 5],
    ['zero', '0', 0],
    ['a number stored as a JSON string by legacy code', '"4"', 4],
  ])('%s (%s) → badge shows %d', (_label, stored, expected) => {
    sessionStorage.setItem('minicart_count', stored);
    stop = startCountPersistence(window);
    expect($count.get()).toBe(expected);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("nothing stored: the ucaProfileData cookie's cartItemCount, as the first paint drew it; storage wins over it", () => {
    document.cookie = `ucaProfileData=${encodeURIComponent(JSON.stringify({ cartItemCount: 6 }))}; path=/`;
    try {
      stop = startCountPersistence(window);
      expect([$count.get(), $countKnown.get()]).toEqual([6, true]);
      stop();
      sessionStorage.setItem('minicart_count', '2');
      stop = startCountPersistence(window);
      expect($count.get()).toBe(2);
    } finally {
      document.cookie = 'ucaProfileData=; max-age=0; path=/';
    }
  });

  it('nothing stored → 0, silently', () => {
    stop = startCountPersistence(window);
    expect($count.get()).toBe(0);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each<[string, string]>([
    ['not JSON', '{three'],
    ['negative', '-2'],
    ['fractional', '1.5'],
    ['a word', '"three"'],
    ['an object', '{"count":3}'],
  ])('corrupt (%s) → 0, logged once', (_label, stored) => {
    writable($count).set(6);
    sessionStorage.setItem('minicart_count', stored);
    stop = startCountPersistence(window);
    expect($count.get()).toBe(0);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('minicart_count');
  });

  it('a corrupt value is not left behind to be complained about on the next page', () => {
    sessionStorage.setItem('minicart_count', '-2');
    expect(readStoredCount()).toBe(0);
    resetLogOnce();
    expect(readStoredCount()).toBe(0);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('minicart.md §4 Count: kept in step with session storage', () => {
  it('writes every change back', () => {
    stop = startCountPersistence(window);
    writable($count).set(3);
    expect(sessionStorage.getItem('minicart_count')).toBe('3');
    writable($count).set(0);
    expect(sessionStorage.getItem('minicart_count')).toBe('0');
  });

  it('stops writing after the stop function runs', () => {
    stop = startCountPersistence(window);
    stop();
    writable($count).set(8);
    expect(sessionStorage.getItem('minicart_count')).toBeNull();
  });

  it('back/forward cache restore (pageshow persisted) re-reads what another page stored', () => {
    sessionStorage.setItem('minicart_count', '2');
    stop = startCountPersistence(window);
    expect($count.get()).toBe(2);
    sessionStorage.setItem('minicart_count', '5'); // another page of the site changed the bag
    window.dispatchEvent(pageshow(true));
    expect($count.get()).toBe(5);
  });

  it('an ordinary pageshow (not from the cache) does not re-read', () => {
    sessionStorage.setItem('minicart_count', '2');
    stop = startCountPersistence(window);
    sessionStorage.setItem('minicart_count', '5');
    window.dispatchEvent(pageshow(false));
    expect($count.get()).toBe(2);
  });

  it('after stop, pageshow no longer re-reads', () => {
    stop = startCountPersistence(window);
    stop();
    sessionStorage.setItem('minicart_count', '5');
    window.dispatchEvent(pageshow(true));
    expect($count.get()).toBe(0);
  });
});

describe('minicart.md §4 Count: what counts as a count', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [1, true],
    [99_999, true],
    [100_000, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    ['3', false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(isValidCount(value)).toBe(ok);
  });
});

describe('the badge shows nothing until the count is known', () => {
  it('a first visit (nothing in session storage "minicart_count"): not known, and nothing is written back', () => {
    stop = startCountPersistence(window);
    expect($countKnown.get()).toBe(false);
    expect(sessionStorage.getItem('minicart_count')).toBeNull();
  });

  it('a stored count is known at once', () => {
    sessionStorage.setItem('minicart_count', '4');
    stop = startCountPersistence(window);
    expect([$count.get(), $countKnown.get()]).toEqual([4, true]);
  });

  it('a corrupt stored count is not known', () => {
    sessionStorage.setItem('minicart_count', '-2');
    stop = startCountPersistence(window);
    expect($countKnown.get()).toBe(false);
  });

  it('any write of a count makes it known, even a 0 over the 0 it read before (the count call answering 0)', () => {
    stop = startCountPersistence(window);
    writable($count).set(0);
    expect($countKnown.get()).toBe(true);
    expect(sessionStorage.getItem('minicart_count')).toBe('0');
  });

  it('forgetCount: unknown again, reading 0', () => {
    writable($count).set(5);
    forgetCount();
    expect([$count.get(), $countKnown.get()]).toEqual([0, false]);
  });
});

describe('$countAdded: what rises of a known count added (an add to bag)', () => {
  it('the first count the page learns is not an add; later rises are, falls are not', () => {
    const before = $countAdded.get();
    writable($count).set(4); // the count call answers on a first visit
    expect($countAdded.get() - before).toBe(0);
    writable($count).set(5);
    writable($count).set(3);
    writable($count).set(6);
    expect($countAdded.get() - before).toBe(4);
  });

  it('a rise from a known 0 is an add', () => {
    writable($count).set(0);
    const before = $countAdded.get();
    writable($count).set(2);
    expect($countAdded.get() - before).toBe(2);
  });
});

describe('one writer of the cart and the count (ARCHITECTURE.md "one writer per store")', () => {
  afterEach(() => {
    writable($cart).set({ cart: null, setFromOutside: false });
  });

  it('setCart: minicart.md §4 "the count follows its totalQuantity"; only a cart the page handed over is "set from outside"', () => {
    setCart({ shoppingCart: { totalQuantity: '4' } }, 'page');
    expect([$count.get(), $countKnown.get(), $cart.get().setFromOutside]).toEqual([4, true, true]);
    setCart({ shoppingCart: { totalQuantity: 2 } }, 'service');
    expect([$count.get(), $cart.get().setFromOutside]).toEqual([2, false]);
  });

  it('closing forgets "set from outside" and keeps the cart', () => {
    const cart = { shoppingCart: { totalQuantity: 1 } };
    setCart(cart, 'page');
    forgetCartSetFromOutside();
    expect($cart.get()).toEqual({ cart, setFromOutside: false });
  });

  it('setCount refuses what is not a count, naming its source, and keeps the count', () => {
    setCount(3, 'page');
    setCount(-1, 'service');
    setCount(1.5, 'cart');
    expect($count.get()).toBe(3);
    expect(errorSpy.mock.calls.map((call) => String(call.join(' ')))).toEqual([
      expect.stringContaining('from service (-1)'),
      expect.stringContaining('from cart (1.5)'),
    ]);
  });
});

describe('count edges the mutation run found', () => {
  it('a corrupt stored count: the whole log line', () => {
    sessionStorage.setItem('minicart_count', '-2');
    stop = startCountPersistence(window);
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] sessionStorage "minicart_count" is not a count; using 0',
    ]);
  });

  it('forgetting the count while it is kept in step does not store its 0', () => {
    sessionStorage.setItem('minicart_count', '4');
    stop = startCountPersistence(window);
    forgetCount();
    expect(sessionStorage.getItem('minicart_count')).toBe('4');
  });

  it('a fresh page: the count is not known until its first write, which makes it known', async () => {
    vi.resetModules();
    const fresh = await import('./count');
    expect(fresh.$countKnown.get()).toBe(false);
    fresh.setCount(3, 'page');
    expect(fresh.$countKnown.get()).toBe(true);
  });
});
