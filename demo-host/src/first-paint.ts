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
let server: FirstPaintServer | null = null;
let styleHashes: string[] = [];

/** Loads the renderer and the style hashes from a built dist/; without one, pages go out without a first paint. */
export async function loadFirstPaint(distDir: string, when: FirstPaintMode = 'on-request'): Promise<void> {
  mode = when;
  const module = join(distDir, 'server', 'first-paint.js');
  const index = join(distDir, 'first-paint', 'index.json');
  if (!existsSync(module) || !existsSync(index)) {
    server = null;
    styleHashes = [];
    return;
  }
  server = (await import(pathToFileURL(module).href)) as FirstPaintServer;
  styleHashes = (JSON.parse(await readFile(index, 'utf8')) as FirstPaintIndex).styleHashes;
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
  if (!server || (mode === 'on-request' && !request.asked)) return new HtmlFragment('');
  return new HtmlFragment(server.renderFirstPaint(tag, attributes, { config: request.config, cookies: request.cookies ?? '', hostname: '127.0.0.1' }));
}
