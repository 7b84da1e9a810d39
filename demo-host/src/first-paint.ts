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
  renderFirstPaint(tag: string, attributes?: Attributes, context?: { config?: unknown; cookies?: string; hostname?: string }): string;
}
interface FirstPaintIndex {
  styleHashes: string[];
}

/**
 * `every-page` (npm start): every page is drawn with its first paint.
 * `on-request` (the test host's default): only a page asked with
 * `?first-paint=1`, so the suites written against client rendering keep
 * their pages until they are moved over.
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

/** Imports the renderer before a page that is drawn with it (`asked`: the page has `?first-paint=1`). */
export async function ensureFirstPaint(asked: boolean): Promise<void> {
  if (!serverModule || (mode === 'on-request' && !asked)) return;
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
  /** The page was asked with `?first-paint=1`. */
  asked: boolean;
}

/** `<tag>`'s first paint (its declarative shadow root), or nothing before a build. */
export function firstPaint(tag: string, attributes: Attributes, request: FirstPaintRequest): HtmlFragment {
  if (!loaded || (mode === 'on-request' && !request.asked)) return new HtmlFragment('');
  return new HtmlFragment(loaded.renderFirstPaint(tag, attributes, { config: request.config, cookies: request.cookies ?? '', hostname: '127.0.0.1' }));
}
