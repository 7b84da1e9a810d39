// Stand-ins for the search services (header.md §7): the type-ahead service
// (our request definition, docs/search.md) and the HC auto-suggest call.
//
// Latency, for stale-answer demos and tests:
// - `?latency=ms` on a call delays that call (as every demo API);
// - POST /demo/api/search/latency { "ms": 0, "next": [1500] } sets the default
//   delay and a queue of delays for the next calls in order, so "the first
//   answer is slow, the second fast" needs no query parameter from the widget.

import type { FastifyPluginAsync } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_LATENCY_MS, requestedLatency } from './latency';
import { suggestPhrases, typeaheadPayload, type SearchGender } from './search-index';

export interface SearchApiOptions {
  latencyMs?: number;
}

interface LatencyPlan {
  ms: number;
  next: number[];
}

const clamp = (n: unknown): number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(n, MAX_LATENCY_MS) : 0;

export const searchApiRoutes: FastifyPluginAsync<SearchApiOptions> = async (app, { latencyMs = 0 }) => {
  const plan: LatencyPlan = { ms: 0, next: [] };
  // Counted when a request arrives, before any delay: tests and the bench read it while one is pending.
  const count = { typeahead: 0, hc: 0 };

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/demo/')) return;
    if (request.url.startsWith('/typeahead/')) count.typeahead++;
    else count.hc++;
    const queued = plan.next.shift();
    const delay = queued ?? requestedLatency(request, plan.ms || latencyMs);
    if (delay > 0) await sleep(delay);
  });

  app.post<{ Body: { ms?: unknown; next?: unknown } | null }>('/demo/api/search/latency', async (request, reply) => {
    plan.ms = clamp(request.body?.ms);
    plan.next = Array.isArray(request.body?.next) ? request.body.next.map(clamp) : [];
    return reply.send(plan);
  });

  app.get('/demo/api/search/count', async () => count);
  app.post('/demo/api/search/count/reset', async () => {
    count.typeahead = 0;
    count.hc = 0;
    return count;
  });

  // GET /typeahead/v1/suggest?term=&gender=W|M&country=US&brand=NM → header.md §3 payload.
  app.get<{ Querystring: { term?: string; gender?: string } }>('/typeahead/v1/suggest', async (request, reply) => {
    const gender: SearchGender | undefined =
      request.query.gender === 'M' || request.query.gender === 'W' ? request.query.gender : undefined;
    return reply.header('cache-control', 'no-store').send(typeaheadPayload(request.query.term ?? '', gender));
  });

  // GET /auto-suggest-svc/v2/suggest?brand=HC&term= → a list of strings (header.md §7).
  app.get<{ Querystring: { term?: string; brand?: string } }>(
    '/auto-suggest-svc/v2/suggest',
    async (request, reply) => {
      const brand = request.query.brand === 'HC' ? 'HC' : 'NM';
      return reply.header('cache-control', 'no-store').send(suggestPhrases(request.query.term ?? '', brand));
    },
  );
};
