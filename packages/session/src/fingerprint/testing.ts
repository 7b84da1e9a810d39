/** Test helpers for this folder: a fetch stand-in that records each request and its body. */
import { jsonResponse } from '@nm/core/testing';
import { vi } from 'vitest';

export const json =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse(body, status);
export const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

/** Answers in turn (the last one repeats); a function that throws is a network failure. */
export function fakeFetch(...answers: Array<() => Response>) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    requests.push(request);
    bodies.push(await request.clone().text());
    return answers[Math.min(requests.length - 1, answers.length - 1)]!();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, bodies };
}
