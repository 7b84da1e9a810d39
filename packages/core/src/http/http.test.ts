import { TimeoutError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, JSON_HEADERS, requestJson, substituteUserId } from './http';
import { jsonResponse } from '../testing/fetch';

/**
 * A fetch stand-in that answers with the given responses in turn, recording
 * each Request and its body (read at once: ky releases the body afterwards).
 * Like a browser's fetch, it rejects at once when the signal is already aborted.
 */
function fakeFetch(...answers: Array<() => Response>) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    requests.push(request);
    bodies.push(await request.clone().text());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer configured');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, bodies };
}

/** A fetch that never answers, but rejects when its request is aborted (as browsers do). */
function hangingFetch() {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = input instanceof Request ? input.signal : init?.signal;
    return new Promise<Response>((_resolve, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Tracks whether a promise has settled, without letting a rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  const done = promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return { state, done };
}

const URL_BASE = 'https://api.test';

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('minicart.md §7 "All calls use JSON headers (Content-Type application/json charset utf-8, Accept application/json)"', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s sends both headers', async (method) => {
    const { requests } = fakeFetch(() => jsonResponse({ ok: true }));
    await requestJson(`${URL_BASE}/x`, { method, json: method === 'POST' ? { a: 1 } : undefined });
    const request = requests[0]!;
    expect(request.method).toBe(method);
    expect(request.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(JSON_HEADERS).toEqual({ 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' });
  });

  it('the body is sent as JSON and the JSON answer is returned decoded', async () => {
    const { bodies } = fakeFetch(() => jsonResponse({ data: { MiniCartResp: { html: '<p>bag</p>' } } }));
    const answer = await requestJson<{ data: { MiniCartResp: { html: string } } }>(`${URL_BASE}/dt/api/minicart`, {
      method: 'POST',
      json: { smcEnabled: true, smcToggle: false },
    });
    expect(answer.data.MiniCartResp.html).toBe('<p>bag</p>');
    expect(bodies[0]).toBe('{"smcEnabled":true,"smcToggle":false}');
  });

  it('GET is the default method and query values that are undefined are left out', async () => {
    const { requests } = fakeFetch(() => jsonResponse([]));
    await requestJson(`${URL_BASE}/dt/api/stores`, {
      searchParams: { brandCode: 'nm', freeFormAddress: '75201', skuId: undefined, quantity: 2, isGuest: true },
    });
    expect(requests[0]!.method).toBe('GET');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/dt/api/stores');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      brandCode: 'nm',
      freeFormAddress: '75201',
      quantity: '2',
      isGuest: 'true',
    });
  });

  it('caller headers are sent alongside the JSON ones', async () => {
    const { requests } = fakeFetch(() => jsonResponse([]));
    await requestJson(`${URL_BASE}/customer-data/v1/p1/giv-cards`, { headers: { 'X-NMG-Card-Class': 'PROMO' } });
    expect(requests[0]!.headers.get('X-NMG-Card-Class')).toBe('PROMO');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it.each<[string, () => Response, unknown]>([
    ['an empty body reads as null', () => new Response('', { status: 200 }), null],
    ['a 204 reads as null', () => new Response(null, { status: 204 }), null],
    ['a text body is returned as text', () => new Response('7', { status: 200 }), 7],
    [
      'a non-JSON text body is returned as the string',
      () => new Response('<p>banner</p>', { status: 200 }),
      '<p>banner</p>',
    ],
  ])('%s', async (_label, answer, expected) => {
    fakeFetch(answer);
    expect(await requestJson(`${URL_BASE}/x`)).toEqual(expected);
  });
});

describe('minicart.md §6 "Requests carry a bearer token, and the user id is substituted into the {userId} path placeholder"', () => {
  it('sends Authorization: Bearer <token> when the session has one', async () => {
    const { requests } = fakeFetch(() => jsonResponse({}));
    await requestJson(`${URL_BASE}/dt/api/getCart/{userId}`, { method: 'POST' }, { token: 'abc.def', userId: 'u1' });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(new URL(requests[0]!.url).pathname).toBe('/dt/api/getCart/u1');
  });

  it('sends no Authorization header without a token', async () => {
    const { requests } = fakeFetch(() => jsonResponse({}));
    await requestJson(`${URL_BASE}/x`);
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it.each<[string, string | undefined, string]>([
    ['/cart/api/count/{userId}', 'u-1', '/cart/api/count/u-1'],
    ['/oco-cart-items/v3/{userId}/cart/item/{userId}', 'u1', '/oco-cart-items/v3/u1/cart/item/u1'],
    ['/oco-cart-items/v3/{userId}/cart/merge', 'a/b c', '/oco-cart-items/v3/a%2Fb%20c/cart/merge'],
    ['/dt/api/stores', undefined, '/dt/api/stores'],
  ])('%s with userId %j → %s', (path, userId, expected) => {
    expect(substituteUserId(path, userId)).toBe(expected);
  });

  it.each([undefined, ''])('a {userId} path without a user id (%j) fails before any request', async (userId) => {
    const { fetch } = fakeFetch(() => jsonResponse({}));
    await expect(requestJson(`${URL_BASE}/dt/api/getCart/{userId}`, { method: 'POST' }, { userId })).rejects.toThrow(
      /No user id yet for .*\/dt\/api\/getCart\/\{userId\}/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('minicart.md §7 "throws the response on failure"', () => {
  it.each([400, 401, 404, 500, 503])(
    'HTTP %d → HttpError carrying the response, its status, body and URL',
    async (status) => {
      fakeFetch(() => jsonResponse({ message: 'nope' }, status));
      const error = await requestJson(`${URL_BASE}/cart/api/count/u1`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      const httpError = error as HttpError;
      expect(httpError.response).toBeInstanceOf(Response);
      expect(httpError.response.status).toBe(status);
      expect(httpError.data).toEqual({ message: 'nope' });
      expect(httpError.url).toBe(`${URL_BASE}/cart/api/count/u1`);
      expect(httpError.message).toContain(String(status));
      expect(httpError.message).toContain('/cart/api/count/u1');
    },
  );

  it('a network failure rejects (it is not swallowed into a value)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(requestJson(`${URL_BASE}/x`)).rejects.toThrow('Failed to fetch');
  });
});

describe('minicart.md §9, header.md §9 "Default HTTP timeout 3000 ms"', () => {
  it('a call that never answers fails with a TimeoutError at 3000 ms, not before', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const { state, done } = track(requestJson(`${URL_BASE}/p/api/products/stylyze`));
    await vi.advanceTimersByTimeAsync(2999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(state.error).toBeInstanceOf(TimeoutError);
  });

  it('a per-call timeout overrides the default (mini-cart REST 10000 ms)', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const { state, done } = track(requestJson(`${URL_BASE}/dt/api/minicart`, { method: 'POST', timeout: 10_000 }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(state.error).toBeInstanceOf(TimeoutError);
  });
});

describe('minicart.md §9, header.md §7 "one retry after 1000 ms when the response body reports status 502"', () => {
  it('body {status: 502} → exactly one retry, sent 1000 ms later, and its answer is returned', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      () => jsonResponse({ status: 502 }),
      () => jsonResponse({ count: 3 }),
    );
    const { state, done } = track(requestJson(`${URL_BASE}/cart/api/count/u1`));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(state.value).toEqual({ count: 3 });
  });

  it('the retry repeats the same request (method, body, headers)', async () => {
    vi.useFakeTimers();
    const { requests, bodies } = fakeFetch(
      () => jsonResponse({ status: 502 }),
      () => jsonResponse({ ok: true }),
    );
    const { done } = track(
      requestJson(
        `${URL_BASE}/dt/api/getCart/{userId}`,
        { method: 'POST', json: { a: 1 } },
        { token: 't', userId: 'u1' },
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(requests).toHaveLength(2);
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.url).toBe(requests[0]!.url);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer t');
    expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
  });

  it('502 twice → HttpError after exactly two calls (no third)', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => jsonResponse({ status: 502 }));
    const { state, done } = track(requestJson(`${URL_BASE}/x`));
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(state.error).toBeInstanceOf(HttpError);
    expect((state.error as HttpError).data).toEqual({ status: 502 });
  });

  it('an HTTP 502 status is retried the same way', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      () => jsonResponse({}, 502),
      () => jsonResponse({ ok: 1 }),
    );
    const { state, done } = track(requestJson(`${URL_BASE}/x`));
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(state.value).toEqual({ ok: 1 });
  });

  it.each<[string, () => Response]>([
    ['HTTP 500', () => jsonResponse({}, 500)],
    ['HTTP 503', () => jsonResponse({}, 503)],
    ['body status 500', () => jsonResponse({ status: 500 })],
    ['body status "502" as a string', () => jsonResponse({ status: '502' })],
  ])('%s is not retried', async (_label, answer) => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(answer, () => jsonResponse({ ok: 1 }));
    const { done } = track(requestJson(`${URL_BASE}/x`));
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("ARCHITECTURE.md: aborting the element's signal cancels its calls", () => {
  it('an abort while the request is in flight rejects with the abort reason', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = requestJson(`${URL_BASE}/x`, { signal: controller.signal });
    const reason = new DOMException('element disconnected', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('an already-aborted signal reaches fetch, which refuses to send', async () => {
    const { requests } = fakeFetch(() => jsonResponse({}));
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(requestJson(`${URL_BASE}/x`, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });

  it('an abort during the 1000 ms retry wait rejects at once and the retry is never sent', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      () => jsonResponse({ status: 502 }),
      () => jsonResponse({ ok: 1 }),
    );
    const controller = new AbortController();
    const { state, done } = track(requestJson(`${URL_BASE}/x`, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    const reason = new DOMException('element disconnected', 'AbortError');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(state.error).toBe(reason);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the HttpError names the call (for the one log line)', () => {
  it.each<[string, () => Response, string]>([
    [
      'with a status text',
      () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }),
      '503 Service Unavailable from https://api.test/x',
    ],
    ['without one', () => new Response('{}', { status: 500 }), '500 error from https://api.test/x'],
  ])('%s', async (_label, answer, message) => {
    fakeFetch(answer);
    const error = await requestJson(`${URL_BASE}/x`).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', message });
  });

  it('a body whose status is not 502 is an answer, not a retry', async () => {
    const { requests } = fakeFetch(() => jsonResponse({ status: 200, ok: true }));
    expect(await requestJson(`${URL_BASE}/x`)).toEqual({ status: 200, ok: true });
    expect(requests).toHaveLength(1);
  });
});
