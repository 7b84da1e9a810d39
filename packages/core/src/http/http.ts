import type { KyInstance } from 'ky';
import { pageClock } from '../state/clock';

/** minicart.md §7: every call sends and accepts JSON. */
export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  Accept: 'application/json',
} as const;
/** minicart.md §9, header.md §7: default timeout 3000 ms. */
const DEFAULT_TIMEOUT_MS = 3000;
/** minicart.md §9, header.md §7: one retry, 1000 ms later, when the body reports status 502. */
const RETRY_DELAY_MS = 1000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as the JSON body. */
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

/**
 * minicart.md §7: "throws the response on failure". The response is kept on
 * the error, with the decoded body and the URL, so a log line names the call.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly response: Response,
    readonly data: unknown,
    readonly url: string,
  ) {
    super(`${response.status} ${response.statusText || 'error'} from ${url}`);
  }
}

export interface HttpContext {
  /** Bearer token, when the session has one. */
  token?: string;
  /** Substituted for `{userId}` in paths. */
  userId?: string;
}

/** minicart.md §6: "the user id is substituted into the {userId} path placeholder". */
export function substituteUserId(url: string, userId: string | undefined): string {
  if (!url.includes('{userId}')) return url;
  if (!userId) throw new Error(`No user id yet for ${url}`);
  return url.replaceAll('{userId}', encodeURIComponent(userId));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function reportsBadGateway(response: Response, body: unknown): boolean {
  if (response.status === 502) return true;
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 502;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const cancel = pageClock.after(ms, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    const onAbort = () => {
      cancel();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * ky is loaded on the first request, not with the page: no widget calls a
 * service before its first render (the count refresh waits 1 s), and this
 * keeps ky's 5 KB out of the initial JS budget.
 */
let client: Promise<KyInstance> | null = null;
function kyClient(): Promise<KyInstance> {
  client ??= import('ky').then(({ default: ky }) =>
    ky.create({ retry: 0, throwHttpErrors: false, headers: JSON_HEADERS }),
  );
  return client;
}

/**
 * Sends one JSON request on ky and returns the decoded body. Aborting
 * `signal` (the element's connection signal) cancels it, including a retry
 * that is waiting its turn.
 */
export async function requestJson<T = unknown>(
  url: string,
  options: RequestOptions = {},
  context: HttpContext = {},
): Promise<T> {
  const target = substituteUserId(url, context.userId);
  const headers: Record<string, string> = { ...options.headers };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  const searchParams = options.searchParams
    ? Object.fromEntries(
        Object.entries(options.searchParams).filter(
          (e): e is [string, string | number | boolean] => e[1] !== undefined,
        ),
      )
    : undefined;
  const ky = await kyClient();
  const send = () =>
    ky(target, {
      method: options.method ?? 'GET',
      json: options.json,
      searchParams,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      headers,
      signal: options.signal,
      credentials: options.credentials,
    });

  let response = await send();
  let body = await readBody(response);
  if (reportsBadGateway(response, body)) {
    await wait(RETRY_DELAY_MS, options.signal);
    response = await send();
    body = await readBody(response);
  }
  if (!response.ok || reportsBadGateway(response, body)) throw new HttpError(response, body, target);
  return body as T;
}
