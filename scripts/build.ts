/**
 * `npm run build`: the bundle (tsup), then the two files generated from the
 * element definitions themselves, so they cannot drift from the code:
 * custom-elements.json and dist/nm-widgets.css.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ELEMENTS } from '../packages/bundle/src/elements';
import { buildManifest } from './manifest';
import { reservationCss } from './reservations';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });
execFileSync(process.execPath, [`${root}node_modules/tsup/dist/cli-default.js`, '--silent'], { cwd: root, stdio: 'inherit' });
writeFileSync(`${root}custom-elements.json`, `${JSON.stringify(buildManifest(ELEMENTS), null, 2)}\n`);
writeFileSync(`${root}dist/nm-widgets.css`, reservationCss(ELEMENTS));
console.log('built dist/nm-widgets.js, dist/esm/, dist/nm-widgets.d.ts, dist/nm-widgets.css, custom-elements.json');
