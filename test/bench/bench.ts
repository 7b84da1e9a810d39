/**
 * `npm run bench`: bundle sizes, and the same demo page with and without the
 * widgets loaded alternately in one Chromium run, reported as medians and
 * ratios. Printed, never asserted: shared machines are noisy.
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';
import { bundleSizes } from './sizes';
import { measure, median, type PageTimings } from './timings';

const INITIAL_BUDGET_GZIP = 90 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const { initial, lazy } = bundleSizes(dist);
const initialGzip = initial.reduce((sum, c) => sum + c.gzip, 0);
console.log('## Sizes (gzip -9)');
for (const c of initial) console.log(`initial  ${c.file.padEnd(36)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip)}`);
for (const c of lazy) console.log(`lazy     ${c.file.padEnd(36)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip)}`);
if (!lazy.length) console.log('lazy     (none yet)');
console.log(`initial JS total: ${kb(initialGzip)} gzip (budget ${kb(INITIAL_BUDGET_GZIP)}: ${initialGzip <= INITIAL_BUDGET_GZIP ? 'within' : 'OVER'})`);

const host = await startTestHost();
const browser = await launchChromium();
try {
  const base = host.url.replace(/\/$/, '');
  const without: PageTimings[] = [];
  const withWidgets: PageTimings[] = [];
  await measure(browser, `${base}/with-widgets`, true); // warm the server and the disk cache
  for (let i = 0; i < RUNS; i++) {
    without.push(await measure(browser, `${base}/plain`, false));
    withWidgets.push(await measure(browser, `${base}/with-widgets`, true));
  }
  const row = (name: string, pick: (t: PageTimings) => number, unit: string) => {
    const a = median(without.map(pick));
    const b = median(withWidgets.map(pick));
    const ratio = a > 0 ? `${(b / a).toFixed(2)}x` : 'n/a';
    console.log(`${name.padEnd(28)} ${`${a.toFixed(unit === '' ? 4 : 1)}${unit}`.padStart(10)} ${`${b.toFixed(unit === '' ? 4 : 1)}${unit}`.padStart(10)}  ${ratio}`);
  };
  console.log(`\n## Page timings, median of ${RUNS} alternating loads (without | with widgets | ratio)`);
  row('load event', (t) => t.loadMs, ' ms');
  row('script evaluation', (t) => t.scriptMs, ' ms');
  row('long-task total', (t) => t.longTaskMs, ' ms');
  row('layout shift (CLS)', (t) => t.layoutShift, '');
  const rendered = median(withWidgets.map((t) => t.renderedMs ?? 0));
  const plainLoad = median(without.map((t) => t.loadMs));
  console.log(`${'elements rendered at'.padEnd(28)} ${`${plainLoad.toFixed(1)} ms`.padStart(10)} ${`${rendered.toFixed(1)} ms`.padStart(10)}  ${(rendered / plainLoad).toFixed(2)}x the plain page's load event`);
  await (await import('./search')).benchSearch(browser, base);
  const bag = await import('./minicart');
  bag.printBag(await bag.measureBag(browser, base));
} finally {
  await browser.close();
  await host.close();
}
