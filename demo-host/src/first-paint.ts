// The widgets' first paint on every demo page: each element is drawn by the
// bundle's own server renderer (dist/server/first-paint.js) with this
// request's cookies and the page's config, as a JSP page's fragment service
// would (docs/first-paint.md). Before a build there is no renderer: the
// elements then go out empty and render on the client, as on a page without
// a first paint.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlFragment } from './html';

type Attributes = Record<string, string | boolean | null | undefined>;
interface FirstPaintServer {
  renderFirstPaint(
    tag: string,
    attributes?: Attributes,
    context?: { config?: unknown; cookies?: string; hostname?: string },
  ): string;
}
interface FirstPaintIndex {
  styleHashes: string[];
}

/**
 * `every-page` (npm start and the e2e host): every page is drawn with its
 * first paint, but one asked with `?first-paint=0` (a test of a page that
 * renders on the client, as a page without a fragment service does).
 * `on-request` (buildDemoHost's default, for the unit tests that answer API
 * calls and would not pay for the 800 KB renderer): only a page asked with
 * `?first-paint=1`.
 */
export type FirstPaintMode = 'every-page' | 'on-request';
let mode: FirstPaintMode = 'on-request';
let serverModule: string | null = null;
let server: Promise<FirstPaintServer> | null = null;
let loaded: FirstPaintServer | null = null;
let styleHashes: string[] = [];

/**
 * Finds the renderer and reads the style hashes from a built dist/; without
 * one, pages go out without a first paint. The renderer itself (800 KB) is
 * imported by the first page that is drawn with it (`ensureFirstPaint`), so a
 * host that only answers API calls never pays for it.
 */
export async function loadFirstPaint(distDir: string, when: FirstPaintMode = 'on-request'): Promise<void> {
  mode = when;
  server = null;
  loaded = null;
  const module = join(distDir, 'server', 'first-paint.js');
  const index = join(distDir, 'first-paint', 'index.json');
  if (!existsSync(module) || !existsSync(index)) {
    serverModule = null;
    styleHashes = [];
    return;
  }
  serverModule = module;
  styleHashes = (JSON.parse(await readFile(index, 'utf8')) as FirstPaintIndex).styleHashes;
  if (mode === 'every-page') await ensureFirstPaint(true);
}

/** Whether a page is drawn with its first paint: `asked` is its `?first-paint=` (1 true, 0 false, else undefined). */
const drawsFirstPaint = (asked: boolean | undefined) => (mode === 'every-page' ? asked !== false : asked === true);

/** Reads a request's `?first-paint=` (1 or 0; anything else is not an answer). */
export function firstPaintAsked(query: unknown): boolean | undefined {
  const value = (query as Record<string, unknown> | undefined)?.['first-paint'];
  return value === '1' ? true : value === '0' ? false : undefined;
}

/** Imports the renderer before a page that is drawn with it. */
export async function ensureFirstPaint(asked: boolean | undefined): Promise<void> {
  if (!serverModule || !drawsFirstPaint(asked)) return;
  server ??= import(pathToFileURL(serverModule).href) as Promise<FirstPaintServer>;
  loaded = await server;
}

/** The CSP sources a strict page adds to `style-src` for the first paints' inline styles. */
export function firstPaintStyleSources(): string[] {
  return styleHashes;
}

export interface FirstPaintRequest {
  config: unknown;
  cookies: string | undefined;
  /** The page's `?first-paint=`: 1 true, 0 false, else undefined. */
  asked: boolean | undefined;
}

/** `<tag>`'s first paint (its declarative shadow root), or nothing before a build. */
export function firstPaint(tag: string, attributes: Attributes, request: FirstPaintRequest): HtmlFragment {
  if (!loaded || !drawsFirstPaint(request.asked)) return new HtmlFragment('');
  return new HtmlFragment(
    loaded.renderFirstPaint(tag, attributes, {
      config: request.config,
      cookies: request.cookies ?? '',
      hostname: '127.0.0.1',
    }),
  );
}
