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

/** Stubs the global fetch with `handle`, recording every request (body read as text) before it is handled. */
function recordFetch(handle: (request: Request, seen: SeenRequest) => Response | Promise<Response>): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const seen: SeenRequest = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.clone().text(),
      };
      requests.push(seen);
      return handle(request, seen);
    }),
  );
  return requests;
}

const routeOf = (request: { method: string; url: string }) => `${request.method} ${new URL(request.url).pathname}`;

/**
 * Stubs the global fetch with answers chosen by `METHOD path` (the URL's path,
 * without the query): `{ 'GET /guests/v1/token': jsonResponse(...) }`. A call
 * nobody answers fails the test loudly (404 with the route in the body).
 * Every request is recorded, body read as text.
 */
export function routeFetch(routes: Record<string, FakeAnswer>): {
  requests: SeenRequest[];
  calls(route: string): SeenRequest[];
} {
  const requests = recordFetch((_request, seen) => {
    const route = routeOf(seen);
    const answer = routes[route];
    if (answer === undefined) return jsonResponse({ error: `no fake answer for ${route}` }, 404);
    return typeof answer === 'function' ? answer(seen) : answer.clone();
  });
  return {
    requests,
    calls: (route) => requests.filter((r) => routeOf(r) === route),
  };
}

/**
 * Stubs the global fetch with one function of the request, for a test file
 * whose answers change from test to test: it returns a Response, or a body
 * that is answered as JSON with status 200 (sync or async). `routes` lists
 * every request as `METHOD path`, in order.
 */
export function answerFetch(answer: (request: Request) => unknown): {
  requests: SeenRequest[];
  readonly routes: string[];
} {
  const requests = recordFetch(async (request) => {
    const body: unknown = await answer(request);
    return body instanceof Response ? body : jsonResponse(body);
  });
  return {
    requests,
    get routes() {
      return requests.map(routeOf);
    },
  };
}
