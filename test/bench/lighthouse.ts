/**
 * The page-level budgets (docs/PERFORMANCE.md), printed by `npm run bench` (never asserted: shared machines are noisy):
 * - Lighthouse 12, its default mobile profile (simulated throttling, 4x CPU,
 *   slow 4G), performance category only, on `/plain`, `/with-widgets` (the
 *   same page with the widgets) and the home page `/`, alternately, in one
 *   Chromium started here with a DevTools port; medians of the score, FCP,
 *   LCP, TBT, CLS and TTI, and the widgets' share against the plain page;
 * - blocking time at a real 4x CPU slowdown (CDP
 *   Emulation.setCPUThrottlingRate) over the first 8 s, for a guest and a
 *   signed-in shopper: the sum of (long task − 50 ms) of the long tasks the
 *   page's PerformanceObserver saw start in those 8 s, `/plain` and
 *   `/with-widgets` alternately (timings.ts measure(), as the page timings);
 * - when the widgets first show (the first animation frame with every widget
 *   rendered, timings.ts) against the plain page's FCP, at 4x, and the script
 *   the page had downloaded by then;
 * beside their aims (AIM below).
 *
 * BENCH_LIGHTHOUSE_RUNS (default 5) sets the alternating rounds of both;
 * BENCH_LIGHTHOUSE_ONLY=1 runs Lighthouse's part alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { measure, median, type PageTimings } from './timings';
import { RETURNING_DEVICE_SCRIPT } from '../support/visitor';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse mobile's CPU slowdown, applied for real in the blocking-time rounds. */
const CPU_SLOWDOWN = 4;
const WINDOW_MS = 8000;
const PAGES = ['/plain', '/with-widgets', '/'] as const;
type PagePath = (typeof PAGES)[number];

/** The aims the whole page is held to: what the widgets may add to a plain page. */
const AIM = {
  lighthouseAddedTbtMs: 200,
  throttledAddedBlockingMs: 250,
  paintRatio: 1.1,
  scorePoints: 5,
  scriptBeforePaintKb: 0,
};

interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttiMs: number;
  benchmarkIndex: number;
  version: string;
  /** Audits that could not run (not the metrics above): Lighthouse 12.2's trace engine and this Chromium's traces. */
  erroredAudits: string[];
}

/**
 * A Chromium for Lighthouse to drive over its DevTools port, with the flags
 * that work on this machine (support/chromium.ts) and those chrome-launcher,
 * Lighthouse's own launcher, adds so a page in a background tab is not slowed.
 * The port is read from DevToolsActivePort, which Chromium writes in its
 * profile for --remote-debugging-port=0 (no pipe left open to keep Node alive).
 * Debian's /usr/bin/chromium-headless-shell is a shell script that does not
 * exec the browser, so, as Playwright does, it runs in a process group of its
 * own and the whole group is stopped.
 */
async function startDevtoolsChromium(executable: string): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'nm-lighthouse-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--disable-extensions',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--mute-audio',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const group = child.pid;
  /** Signals the group; false once no process of it is left. */
  const signal = (name: NodeJS.Signals | 0) => {
    if (group === undefined) return false;
    try {
      process.kill(-group, name);
      return true;
    } catch {
      return false;
    }
  };
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  const close = async () => {
    signal('SIGTERM');
    // Bounded: a container whose first process reaps no orphans keeps their zombies in the group.
    for (let waited = 0; waited < 10_000 && signal(0); waited += 100) {
      if (waited === 5000) signal('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    process.off('exit', killOnExit);
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) break;
    const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`${executable} did not open a DevTools port`);
}

async function runLighthouse(port: number, url: string): Promise<LighthouseRun | string> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) return 'no result';
  const { lhr } = result;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories['performance']?.score;
  if (score === null || score === undefined) return 'no performance score';
  return {
    score: score * 100,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ttiMs: value('interactive'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    version: lhr.lighthouseVersion,
    erroredAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => audit.id),
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const signed = (value: number, unit: string) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)}${unit}`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const spread = (values: number[], format: (v: number) => string) =>
  `${format(Math.min(...values))} … ${format(Math.max(...values))}`;

async function benchLighthouseMobile(base: string, executable: string): Promise<void> {
  const chromium = await startDevtoolsChromium(executable);
  const runs = new Map<PagePath, LighthouseRun[]>(PAGES.map((path) => [path, []]));
  const failures: string[] = [];
  try {
    await runLighthouse(chromium.port, `${base}/with-widgets`); // warm the server and the disk
    for (let i = 0; i < RUNS; i++) {
      for (const path of PAGES) {
        const run = await runLighthouse(chromium.port, `${base}${path}`);
        if (typeof run === 'string') failures.push(`${path}: ${run}`);
        else runs.get(path)!.push(run);
      }
    }
  } finally {
    await chromium.close();
  }

  const at = (path: PagePath, pick: (r: LighthouseRun) => number) => median(runs.get(path)!.map(pick));
  console.log(
    `\n## Lighthouse ${runs.get('/plain')![0]?.version ?? ''} mobile (simulated throttling, 4x CPU), performance only, median of ${RUNS} alternating runs`,
  );
  console.log(
    `Chromium: ${executable}; runs per page: ${PAGES.map((p) => `${p} ${runs.get(p)!.length}`).join(', ')}${failures.length ? `; failed: ${failures.join('; ')}` : ''}`,
  );
  console.log(
    `${''.padEnd(30)} ${'/plain'.padStart(9)} ${'/with-widgets'.padStart(14)} ${'widgets'.padStart(10)} ${'/ (home)'.padStart(9)} ${'home'.padStart(10)}  aim (issue 19)`,
  );
  const row = (
    name: string,
    pick: (r: LighthouseRun) => number,
    format: (v: number) => string,
    against: (plain: number, page: number) => string,
    aim = '',
  ) => {
    const plain = at('/plain', pick);
    const widgets = at('/with-widgets', pick);
    const home = at('/', pick);
    console.log(
      `${name.padEnd(30)} ${format(plain).padStart(9)} ${format(widgets).padStart(14)} ${against(plain, widgets).padStart(10)} ${format(home).padStart(9)} ${against(plain, home).padStart(10)}  ${aim}`,
    );
  };
  const ratio = (plain: number, page: number) => (plain > 0 ? `${(page / plain).toFixed(2)}x` : 'n/a');
  const added = (plain: number, page: number) => signed(page - plain, ' ms');
  const scoreOf = (path: PagePath) => at(path, (r) => r.score);
  const ratioOf = (pick: (r: LighthouseRun) => number) => at('/with-widgets', pick) / at('/plain', pick);
  row(
    'performance score',
    (r) => r.score,
    (v) => v.toFixed(0),
    (plain, page) => signed(page - plain, ' pts'),
    `within ${AIM.scorePoints} points of plain's: ${verdict(scoreOf('/plain') - scoreOf('/with-widgets') <= AIM.scorePoints)}`,
  );
  const paintAim = (pick: (r: LighthouseRun) => number) =>
    `≤ ${AIM.paintRatio}x plain's (${ratioOf(pick).toFixed(3)}x): ${verdict(ratioOf(pick) <= AIM.paintRatio)}`;
  row(
    'first contentful paint (FCP)',
    (r) => r.fcpMs,
    ms,
    ratio,
    paintAim((r) => r.fcpMs),
  );
  row(
    'largest contentful paint (LCP)',
    (r) => r.lcpMs,
    ms,
    ratio,
    paintAim((r) => r.lcpMs),
  );
  const addedTbt = at('/with-widgets', (r) => r.tbtMs) - at('/plain', (r) => r.tbtMs);
  row(
    'total blocking time (TBT)',
    (r) => r.tbtMs,
    ms,
    added,
    `widgets add ≤ ${AIM.lighthouseAddedTbtMs} ms: ${verdict(addedTbt <= AIM.lighthouseAddedTbtMs)}`,
  );
  row(
    'cumulative layout shift (CLS)',
    (r) => r.cls,
    (v) => v.toFixed(3),
    (plain, page) => `+${(page - plain).toFixed(3)}`,
  );
  row('time to interactive (TTI)', (r) => r.ttiMs, ms, ratio);
  row(
    'benchmark index (machine)',
    (r) => r.benchmarkIndex,
    (v) => v.toFixed(0),
    () => '',
  );
  const paired = runs
    .get('/with-widgets')!
    .map((r, i) => r.tbtMs - (runs.get('/plain')![i]?.tbtMs ?? NaN))
    .filter(Number.isFinite);
  if (paired.length) console.log(`TBT the widgets add, per round: ${spread(paired, (v) => signed(v, ' ms'))}`);
  // A median hides a race a page loses in some rounds only (docs/PERFORMANCE.md, Lantern's LCP): each round's.
  for (const [path, list] of runs) console.log(`LCP per round, ${path}: ${list.map((r) => ms(r.lcpMs)).join(', ')}`);
  const errored = new Map<string, number>();
  for (const run of [...runs.values()].flat())
    for (const id of run.erroredAudits) errored.set(id, (errored.get(id) ?? 0) + 1);
  if (errored.size)
    console.log(
      `audits that errored (of ${[...runs.values()].flat().length} runs; none is a metric above): ${[...errored].map(([id, n]) => `${id} ${n}`).join(', ')}`,
    );
}

/**
 * Each load is a fresh browser context, so a first visit: FingerprintJS computes (docs/session.md "What the
 * fingerprint still costs"). The returning shopper's device has the fingerprint stored (test/support/visitor.ts), as
 * on every visit but the first of a day.
 */
const SHOPPERS = {
  'guest shopper (?guest=1)': { query: 'guest=1' },
  'signed-in shopper (?signin=1)': { query: 'signin=1' },
  'returning signed-in shopper': { query: 'signin=1', initScript: RETURNING_DEVICE_SCRIPT },
} as const satisfies Record<string, { query: string; initScript?: string }>;
type ShopperName = keyof typeof SHOPPERS;

async function benchThrottledBlocking(browser: Browser, base: string): Promise<void> {
  const options = { cpuSlowdown: CPU_SLOWDOWN, readAtMs: WINDOW_MS };
  const rounds = new Map(
    (Object.keys(SHOPPERS) as ShopperName[]).map((name) => [
      name,
      { plain: [] as PageTimings[], widgets: [] as PageTimings[] },
    ]),
  );
  await measure(browser, `${base}/with-widgets`, { waitForWidgets: true }); // warm the server and the disk
  for (let i = 0; i < RUNS; i++) {
    for (const [name, loads] of rounds) {
      const { query, initScript } = SHOPPERS[name] as { query: string; initScript?: string };
      loads.plain.push(
        await measure(browser, `${base}/plain?${query}`, { waitForWidgets: false, initScript, ...options }),
      );
      loads.widgets.push(
        await measure(browser, `${base}/with-widgets?${query}`, { waitForWidgets: true, initScript, ...options }),
      );
    }
  }

  console.log(
    `\n## Blocking time at ${CPU_SLOWDOWN}x CPU (CDP Emulation.setCPUThrottlingRate), first ${WINDOW_MS / 1000} s, 1280×800, median of ${RUNS} alternating loads`,
  );
  console.log('(sum of long task − 50 ms over the long tasks that started in the window; no network throttling)');
  console.log(
    `${''.padEnd(30)} ${'/plain'.padStart(9)} ${'/with-widgets'.padStart(14)} ${'widgets add'.padStart(12)}  per round          aim (issue 19)`,
  );
  for (const [name, { plain, widgets }] of rounds) {
    const a = median(plain.map((t) => t.blockingMs));
    const b = median(widgets.map((t) => t.blockingMs));
    const perRound = widgets.map((t, i) => t.blockingMs - plain[i]!.blockingMs);
    console.log(
      `${name.padEnd(30)} ${ms(a).padStart(9)} ${ms(b).padStart(14)} ${signed(b - a, ' ms').padStart(12)}  ${spread(perRound, (v) => signed(v, '')).padEnd(17)}  ≤ ${AIM.throttledAddedBlockingMs} ms: ${verdict(b - a <= AIM.throttledAddedBlockingMs)}`,
    );
  }

  // When the widgets show against the plain page's first paint, and the script downloaded by then (the guest rounds).
  const { plain, widgets } = rounds.get('guest shopper (?guest=1)')!;
  const plainFcp = median(plain.map((t) => t.fcpMs ?? NaN).filter(Number.isFinite));
  // Painted: shown in the shadow root, from a server's first paint or from script, whichever came first.
  const shown = widgets.map((t) => t.paintedMs ?? NaN).filter(Number.isFinite);
  const ratios = widgets.map((t, i) => (t.paintedMs ?? NaN) / (plain[i]!.fcpMs ?? NaN)).filter(Number.isFinite);
  const widgetsFcp = median(widgets.map((t) => t.fcpMs ?? NaN).filter(Number.isFinite));
  console.log(`\n## The widgets' first paint against the plain page's, at ${CPU_SLOWDOWN}x CPU (guest rounds)`);
  if (shown.length && Number.isFinite(plainFcp)) {
    const at = median(shown);
    console.log(
      `/plain FCP ${ms(plainFcp)}; /with-widgets FCP ${ms(widgetsFcp)} (${(widgetsFcp / plainFcp).toFixed(2)}x); every widget painted in the frame at ${ms(at)}: ${(at / plainFcp).toFixed(2)}x the plain page's FCP (per round ${spread(ratios, (v) => `${v.toFixed(2)}x`)})`,
    );
  } else {
    console.log(`the widgets were not seen rendered in ${widgets.length} rounds`);
  }
  // The script the paint waited for: none when the widgets were painted before the entry (which draws them from
  // script) had arrived, as a server's first paint is; else the loader and the entry. What had merely arrived by
  // then (the small classic loader often has) is shown beside it.
  const asSentKb = (list: PageTimings['scripts']) => list.reduce((sum, s) => sum + s.encodedBytes, 0) / 1024;
  const firstScript = (t: PageTimings) =>
    t.scripts.filter((s) => ['nm-widgets.js', 'esm/nm-widgets.react.js', 'esm/nm-widgets.entry.js'].includes(s.file));
  const painted = widgets.filter((t) => t.paintedMs !== null);
  if (painted.length) {
    const waitedFor = painted.map((t) => {
      const entry = t.scripts.find((s) => s.file === 'esm/nm-widgets.entry.js');
      return entry && entry.endMs <= t.paintedMs! ? asSentKb(firstScript(t)) : 0;
    });
    const arrived = painted.map((t) => asSentKb(t.scripts.filter((s) => s.endMs <= t.paintedMs!)));
    const kb = median(waitedFor);
    console.log(
      `script the widgets' paint waited for: ${kb.toFixed(1)} KB as sent (per round ${spread(waitedFor, (v) => v.toFixed(1))}); arrived by then anyway: ${median(arrived).toFixed(1)} KB (per round ${spread(arrived, (v) => v.toFixed(1))})`,
    );
    console.log(
      `aim ${AIM.scriptBeforePaintKb} KB of script before the widgets paint: ${verdict(kb <= AIM.scriptBeforePaintKb)}`,
    );
  }
}

export async function benchLighthouse(browser: Browser, base: string): Promise<void> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium: run scripts/ensure-chromium.ts or set CHROMIUM_PATH');
  await benchLighthouseMobile(base, executable);
  // BENCH_LIGHTHOUSE_ONLY=1: Lighthouse's part alone, for a short quiet spell on a shared machine.
  if (process.env.BENCH_LIGHTHOUSE_ONLY !== '1') await benchThrottledBlocking(browser, base);
}
