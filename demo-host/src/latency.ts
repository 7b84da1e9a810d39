// Artificial network latency for the stand-in API, so loading states, skeletons
// and race conditions in the widgets can be seen and tested. A `?latency=ms`
// query parameter on a call wins over the host-wide default.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

export const MAX_LATENCY_MS = 30_000;

export function requestedLatency(request: FastifyRequest, defaultMs: number): number {
  const raw = (request.query as Record<string, unknown> | undefined)?.['latency'];
  const parsed = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : defaultMs;
  if (!Number.isFinite(parsed) || parsed <= 0) return 0;
  return Math.min(parsed, MAX_LATENCY_MS);
}

/** Adds an onRequest delay hook to the plugin scope it is called in. */
export function addLatencyHook(app: Parameters<FastifyPluginAsync>[0], defaultMs: number): void {
  app.addHook('onRequest', async (request) => {
    const delay = requestedLatency(request, defaultMs);
    if (delay > 0) await sleep(delay);
  });
}
