import {
  $auth,
  $authPhase,
  $cart,
  $config,
  $count,
  $session,
  beginAuthResolution,
  mergeConfig,
  resetLogOnce,
  setAuth,
} from '@nm/core';
import { jsonResponse, routeFetch, writable } from '@nm/core/testing';
import type { MockInstance } from 'vitest';
import { startMiniCart } from './start';

const cart = { shoppingCart: { totalQuantity: 2, commerceItems: { shipments: [] } } };
let errorSpy: MockInstance<typeof console.error>;
let stops: Array<() => void> = [];
const start = () => {
  stops.push(startMiniCart(window));
};
beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig('localhost', { hosts: { api: 'https://api.test' } }));
  writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'g1' }, profile: {} });
  writable($auth).set({});
  writable($authPhase).set('none');
  writable($count).set(0);
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
  writable($authPhase).set('none');
});

describe('the bag follows the shopper (signed in, guest token, signed out)', () => {
  it('the 1 s count refresh waits for the session and goes out once, for the shopper the session names, with its bearer token', async () => {
    vi.useFakeTimers();
    const fetch = routeFetch({ 'GET /cart/api/count/cust-9': jsonResponse(4) });
    beginAuthResolution();
    start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.requests).toHaveLength(0);
    setAuth({ token: 'id-token', userId: 'cust-9' });
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect($count.get()).toBe(4));
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual(['/cart/api/count/cust-9']);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe('Bearer id-token');
  });

  it('a request stops waiting 4 s after the session began resolving and goes out once, as the cookie says', async () => {
    vi.useFakeTimers();
    const fetch = routeFetch({ 'GET /cart/api/count/g1': jsonResponse(1) });
    beginAuthResolution();
    start();
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetch.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect(fetch.requests[0]!.headers.get('authorization')).toBeNull();
  });

  it("a later change of shopper drops the cart held and counts the new shopper's bag", async () => {
    vi.useFakeTimers();
    const fetch = routeFetch({
      'GET /cart/api/count/g1': jsonResponse(2),
      'GET /cart/api/count/cust-1': jsonResponse(5),
    });
    start();
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect($count.get()).toBe(2));
    writable($cart).set({ cart, setFromOutside: false });
    setAuth({ token: 't', userId: 'cust-1' });
    expect($cart.get().cart).toBeNull();
    await vi.waitFor(() => expect($count.get()).toBe(5));
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/cart/api/count/g1',
      '/cart/api/count/cust-1',
    ]);
  });

  it('the same shopper resolving again changes nothing', async () => {
    vi.useFakeTimers();
    const fetch = routeFetch({ 'GET /cart/api/count/g1': jsonResponse(2) });
    start();
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(fetch.requests).toHaveLength(1));
    writable($cart).set({ cart, setFromOutside: false });
    setAuth({ token: 'guest-at', userId: 'g1' });
    expect($cart.get().cart).toBe(cart);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch.requests).toHaveLength(1);
  });

  it("the previous shopper's count answering after the shopper changed is dropped, and the new shopper's is kept", async () => {
    vi.useFakeTimers();
    let answerOld: (r: Response) => void = () => undefined;
    let answerNew: (r: Response) => void = () => undefined;
    const fetch = routeFetch({
      'GET /cart/api/count/g1': () =>
        new Promise<Response>((r) => {
          answerOld = r;
        }),
      'GET /cart/api/count/cust-1': () =>
        new Promise<Response>((r) => {
          answerNew = r;
        }),
    });
    start();
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(fetch.requests).toHaveLength(1));
    setAuth({ token: 't', userId: 'cust-1' });
    await vi.waitFor(() => expect(fetch.requests).toHaveLength(2));
    answerOld(jsonResponse(2));
    await new Promise((r) => setTimeout(r, 20));
    expect($count.get()).toBe(0);
    answerNew(jsonResponse(5));
    await vi.waitFor(() => expect($count.get()).toBe(5));
  });
});
