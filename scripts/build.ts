/**
 * `npm run build`: the bundle (tsup), then one ES module for the first script
 * (the entry with its static chunks folded in, scripts/merge-initial.ts), the
 * small lazy chunks folded into the lazy files that load them anyway
 * (scripts/fold-lazy.ts), and
 * dist/nm-widgets.chunks.json (which files are initial, which lazy), then the
 * files generated from the element definitions themselves, so they cannot
 * drift from the code: custom-elements.json, the JSX types dist/react.d.ts
 * (from that manifest) and dist/nm-widgets.css.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ELEMENT_META } from '../packages/bundle/src/elementMeta';
import { WIDGETS } from '../packages/bundle/src/elements';
import { buildFirstPaintServer, writeFirstPaintFiles } from './first-paint';
import { reactTypes } from './jsx-types';
import { readWidgetsPackage } from './widgets-package';
import { buildManifest } from './manifest';
import { writeDeclarations } from './declarations';
import { foldLazyChunks } from './fold-lazy';
import { mergeInitialChunks } from './merge-initial';
import { reservationCss } from './reservations';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });
execFileSync(process.execPath, [`${root}node_modules/tsup/dist/cli-default.js`, '--silent'], {
  cwd: root,
  stdio: 'inherit',
});

// esbuild's metafile names every source file: use it, and do not ship it.
const metafilePath = `${root}dist/esm/metafile-esm.json`;
const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Parameters<typeof mergeInitialChunks>[1];
rmSync(metafilePath);
const merged = await mergeInitialChunks(`${root}dist/esm`, metafile, root);
const folds = await foldLazyChunks(`${root}dist/esm`, new Set([merged.runtime, merged.entry]), root);
const chunks = { ...merged, lazy: merged.lazy.filter((file) => !folds.has(file)) };
writeFileSync(`${root}dist/nm-widgets.chunks.json`, `${JSON.stringify(chunks, null, 2)}\n`);

const manifest = buildManifest(WIDGETS, ELEMENT_META);
writeFileSync(`${root}custom-elements.json`, `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(`${root}dist/react.d.ts`, reactTypes(manifest));
// Which release these files are (the CDN's versioned folder carries it too); `npm pack` checks it against the package.
const { name, version } = readWidgetsPackage();
writeFileSync(`${root}dist/version.json`, `${JSON.stringify({ name, version }, null, 2)}\n`);
writeFileSync(`${root}dist/nm-widgets.css`, reservationCss(ELEMENT_META));
await writeDeclarations(root);
await buildFirstPaintServer(root);
await writeFirstPaintFiles(root);
console.log(
  'built dist/nm-widgets.js, dist/server/first-paint.js, dist/first-paint/, dist/esm/ (the entry and lazy chunks), dist/nm-widgets.chunks.json, dist/nm-widgets.d.ts, dist/react.d.ts, dist/server/first-paint.d.ts, dist/nm-widgets.css, custom-elements.json',
);
