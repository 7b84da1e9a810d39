/**
 * The build's first-paint step: dist/server/first-paint.js (the server
 * renderer, one self-contained ES module for Node 20), then, drawn by that
 * very file, dist/first-paint/: the neutral first paint of every element,
 * brand and page id, and index.json listing them with the style hash each
 * needs in a page's CSP (docs/first-paint.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { WIDGETS } from '../packages/bundle/src/elements';
import { PAGE_IDS } from '../packages/header/src/model/pageId';
import type * as FirstPaintServer from '../packages/bundle/src/server/public';
import { minifyCssTemplatesPlugin } from './minify-css';

export const FIRST_PAINT_SERVER = 'server/first-paint.js';

export async function buildFirstPaintServer(root: string): Promise<void> {
  await build({
    entryPoints: [`${root}packages/bundle/src/server/firstPaint.tsx`],
    outfile: `${root}dist/${FIRST_PAINT_SERVER}`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    sourcemap: true,
    tsconfig: `${root}tsconfig.json`,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', __NM_VERSION__: '"server"' },
    // React DOM's server build requires Node's built-ins; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as __nmCreateRequire } from 'node:module'; const require = __nmCreateRequire(import.meta.url);",
    },
    plugins: [minifyCssTemplatesPlugin],
    logLevel: 'warning',
  });
}

export interface FirstPaintFile {
  tag: string;
  brand: 'NM' | 'HC';
  pageId?: string;
  /** Relative to dist/first-paint/. */
  file: string;
  /** The CSP sources of its inline styles (the brand's tokens, then the rest). */
  styleHashes: string[];
}

/** The elements that take a page id: one neutral file per id. */
const TAGS_WITH_PAGE_ID = new Set(['nm-header', 'nm-abandon-cart-modal']);

export async function writeFirstPaintFiles(root: string): Promise<FirstPaintFile[]> {
  const server = (await import(pathToFileURL(`${root}dist/${FIRST_PAINT_SERVER}`).href)) as typeof FirstPaintServer;
  const files: FirstPaintFile[] = [];
  for (const brand of ['NM', 'HC'] as const) {
    mkdirSync(`${root}dist/first-paint/${brand}`, { recursive: true });
    for (const {
      element: { tag },
    } of WIDGETS) {
      for (const pageId of TAGS_WITH_PAGE_ID.has(tag) ? PAGE_IDS : [undefined]) {
        const attributes: Record<string, string> = pageId ? { 'page-id': pageId } : {};
        const context = { config: { brand } };
        const file = `${brand}/${tag}${pageId ? `.${pageId}` : ''}.html`;
        const { html, styles } = server.drawFirstPaint(tag, attributes, context);
        writeFileSync(`${root}dist/first-paint/${file}`, html);
        files.push({ tag, brand, ...(pageId ? { pageId } : {}), file, styleHashes: styles.map(server.styleHash) });
      }
    }
  }
  const styleHashes = [...new Set(files.flatMap((f) => f.styleHashes))];
  writeFileSync(`${root}dist/first-paint/index.json`, `${JSON.stringify({ styleHashes, files }, null, 2)}\n`);
  return files;
}
