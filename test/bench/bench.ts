/**
 * `npm run bench`: bundle sizes, and the same demo page with and without the
 * widgets loaded alternately in one Chromium run, reported as medians and
 * ratios; then the first script on the network (files, request waves, bytes),
 * the search, and the bag (opening, heap over 800 open/close cycles); then
 * Lighthouse mobile and the blocking time at 4x CPU (lighthouse.ts).
 * Printed, never asserted: shared machines are noisy.
 *
 * BENCH_RUNS (default 9) sets the alternating rounds; BENCH_RTT_MS (default 40,
 * 0 to skip) the extra round-trip time of a second set of rounds, where
 * Chromium delays every response as a real network would. The parts to run:
 * the arguments (`npm run bench -- lighthouse`, or several, comma-separated),
 * else BENCH_PARTS, else all of "pages,search,bag,session,header,navigation,lighthouse".
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';
import { INITIAL_BUDGET_GZIP, bundleSizes } from './sizes';
import { measure, median, requestWaves, type PageTimings, type ScriptFetch } from './timings';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 40);
const PARTS = new Set(
  (
    process.argv.slice(2).join(',') ||
    process.env.BENCH_PARTS ||
    'pages,search,bag,session,header,navigation,lighthouse'
  ).split(','),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const { initial, lazy } = bundleSizes(dist);
const initialGzip = initial.reduce((sum, c) => sum + c.gzip, 0);
const initialFiles = new Set(initial.map((c) => c.file));
console.log('## Sizes (gzip -9)');
for (const c of initial) console.log(`initial  ${c.file.padEnd(36)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip)}`);
for (const c of lazy) console.log(`lazy     ${c.file.padEnd(36)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip)}`);
console.log(
  `initial JS total: ${kb(initialGzip)} gzip in ${initial.length} files (budget ${kb(INITIAL_BUDGET_GZIP)}: ${initialGzip <= INITIAL_BUDGET_GZIP ? 'within' : 'OVER'})`,
);

/** Alternating loads of the plain page and the page with the widgets, in one browser. */
async function rounds(browser: Awaited<ReturnType<typeof launchChromium>>, base: string, latencyMs: number) {
  const without: PageTimings[] = [];
  const withWidgets: PageTimings[] = [];
  await measure(browser, `${base}/with-widgets`, { waitForWidgets: true, latencyMs }); // warm the server and the disk cache
  for (let i = 0; i < RUNS; i++) {
    without.push(await measure(browser, `${base}/plain`, { waitForWidgets: false, latencyMs }));
    withWidgets.push(await measure(browser, `${base}/with-widgets`, { waitForWidgets: true, latencyMs }));
  }
  return { without, withWidgets };
}

function printTimings(title: string, without: PageTimings[], withWidgets: PageTimings[]): void {
  const row = (name: string, pick: (t: PageTimings) => number, unit: string) => {
    const a = median(without.map(pick));
    const b = median(withWidgets.map(pick));
    const ratio = a > 0 ? `${(b / a).toFixed(2)}x` : 'n/a';
    console.log(
      `${name.padEnd(28)} ${`${a.toFixed(unit === '' ? 4 : 1)}${unit}`.padStart(10)} ${`${b.toFixed(unit === '' ? 4 : 1)}${unit}`.padStart(10)}  ${ratio}`,
    );
  };
  const plainLoad = median(without.map((t) => t.loadMs));
  const against = (name: string, pick: (t: PageTimings) => number | null) => {
    const values = withWidgets.map(pick).filter((v): v is number => v !== null);
    if (!values.length) return;
    const at = median(values);
    const ratios = withWidgets.map((t, i) => (pick(t) ?? NaN) / without[i]!.loadMs).filter(Number.isFinite);
    console.log(
      `${name.padEnd(28)} ${`${plainLoad.toFixed(1)} ms`.padStart(10)} ${`${at.toFixed(1)} ms`.padStart(10)}  ${(at / plainLoad).toFixed(2)}x the plain page's load event (per round: ${Math.min(...ratios).toFixed(2)} … ${Math.max(...ratios).toFixed(2)}x)`,
    );
  };
  console.log(`\n## ${title} (without | with widgets | ratio)`);
  row('load event', (t) => t.loadMs, ' ms');
  row('script evaluation', (t) => t.scriptMs, ' ms');
  row('long-task total', (t) => t.longTaskMs, ' ms');
  row('layout shift (CLS)', (t) => t.layoutShift, '');
  against('elements rendered at', (t) => t.renderedMs);
  against('search combobox ready at', (t) => t.comboboxMs);
}

/** Files, request waves and bytes of the first script in the median round (by render time). */
function printNetwork(withWidgets: PageTimings[]): void {
  const byRender = [...withWidgets].sort((a, b) => (a.renderedMs ?? 0) - (b.renderedMs ?? 0));
  const run = byRender[Math.floor(byRender.length / 2)]!;
  const describe = (scripts: ScriptFetch[]) => {
    const waves = requestWaves(scripts);
    const count = Math.max(0, ...waves.values());
    const perWave = Array.from({ length: count }, (_, i) =>
      scripts.filter((s) => waves.get(s.file) === i + 1).map((s) => s.file.replace(/^esm\//, '')),
    );
    const names = perWave.map((files) =>
      files.length > 3 ? `${files.slice(0, 2).join(', ')} + ${files.length - 2} more` : files.join(', '),
    );
    return { count, text: names.map((n, i) => `  wave ${i + 1}: ${n}`).join('\n') };
  };
  const first = run.scripts.filter((s) => initialFiles.has(s.file));
  const missing = [...initialFiles].filter((f) => !first.some((s) => s.file === f));
  const sum = (list: ScriptFetch[], pick: (s: ScriptFetch) => number) => list.reduce((total, s) => total + pick(s), 0);
  const wavesPerRound = withWidgets.map((t) =>
    Math.max(0, ...requestWaves(t.scripts.filter((s) => initialFiles.has(s.file))).values()),
  );
  const initialWaves = describe(first);
  console.log('\n## The first script on the network (the median round)');
  console.log(
    `initial script: ${first.length} files in ${initialWaves.count} request waves (per round: ${Math.min(...wavesPerRound)} … ${Math.max(...wavesPerRound)})${missing.length ? `; not fetched: ${missing.join(', ')}` : ''}`,
  );
  console.log(initialWaves.text);
  console.log(
    `  first request started ${first[0]?.startMs.toFixed(0)} ms, last byte ${Math.max(...first.map((s) => s.endMs)).toFixed(0)} ms, widgets rendered ${run.renderedMs?.toFixed(0)} ms`,
  );
  console.log(
    `  bytes: ${kb(sum(first, (s) => s.transferBytes))} transferred (headers included), bodies ${kb(sum(first, (s) => s.encodedBytes))} as sent, ${kb(sum(first, (s) => s.decodedBytes))} decoded${sum(first, (s) => s.encodedBytes) < sum(first, (s) => s.decodedBytes) ? ' (compressed)' : ' (not compressed by the server)'}`,
  );
  const untilReady = run.scripts.filter((s) => s.startMs <= (run.comboboxMs ?? run.renderedMs ?? Infinity));
  const allWaves = describe(untilReady);
  console.log(
    `until the search combobox is ready: ${untilReady.length} JS files in ${allWaves.count} waves, ${kb(sum(untilReady, (s) => s.transferBytes))} transferred`,
  );
  console.log(allWaves.text);
  console.log(
    `all JS the page fetched: ${run.scripts.length} files, ${kb(sum(run.scripts, (s) => s.transferBytes))} transferred`,
  );
}

// Every page as a storefront sends it: with the widgets' first paint (docs/first-paint.md). BENCH_FIRST_PAINT=off: without.
const host = await startTestHost({ firstPaint: process.env.BENCH_FIRST_PAINT === 'off' ? 'on-request' : 'every-page' });
const browser = await launchChromium();
try {
  const base = host.url.replace(/\/$/, '');
  if (PARTS.has('pages')) {
    const local = await rounds(browser, base, 0);
    printTimings(`Page timings, median of ${RUNS} alternating loads, localhost`, local.without, local.withWidgets);
    printNetwork(local.withWidgets);
  }
  if (PARTS.has('pages') && RTT_MS > 0) {
    const slow = await rounds(browser, base, RTT_MS);
    printTimings(
      `Page timings, median of ${RUNS} alternating loads, ${RTT_MS} ms added to every request`,
      slow.without,
      slow.withWidgets,
    );
    printNetwork(slow.withWidgets);
  }
  if (PARTS.has('search')) await (await import('./search')).benchSearch(browser, base);
  if (PARTS.has('bag')) {
    const bag = await import('./minicart');
    bag.printBag(await bag.measureBag(browser, base));
  }
  if (PARTS.has('session')) await (await import('./session')).benchSession(browser, dist);
  if (PARTS.has('header')) await (await import('./header')).benchHeader(browser, base);
  if (PARTS.has('navigation')) await (await import('./navigation')).benchNavigation(browser, base);
  if (PARTS.has('lighthouse')) await (await import('./lighthouse')).benchLighthouse(browser, base);
} finally {
  await browser.close();
  await host.close();
}
