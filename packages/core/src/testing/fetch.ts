import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** One answer: a Response, or a function of the request (throw to fail the call as the network would). */
export type FakeAnswer = Response | ((request: SeenRequest) => Response | Promise<Response>);

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs the global fetch with answers chosen by `METHOD path` (the URL's path,
 * without the query): `{ 'GET /guests/v1/token': jsonResponse(...) }`. A call
 * nobody answers fails the test loudly (404 with the route in the body).
 * Every request is recorded, body read as text.
 */
export function routeFetch(routes: Record<string, FakeAnswer>): { requests: SeenRequest[]; calls(route: string): SeenRequest[] } {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const seen: SeenRequest = { method: request.method, url: request.url, headers: request.headers, body: await request.clone().text() };
    requests.push(seen);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const answer = routes[route];
    if (answer === undefined) return jsonResponse({ error: `no fake answer for ${route}` }, 404);
    return typeof answer === 'function' ? answer(seen) : answer.clone();
  }));
  return {
    requests,
    calls: (route) => requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route),
  };
}
