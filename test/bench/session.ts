/**
 * The session's budgets (docs/PERFORMANCE.md), printed by `npm run bench` (never asserted):
 * - the session chunk adds nothing to the initial JS: which lazy files the
 *   session fetched, their size, and that each was requested after the
 *   elements had rendered;
 * - the time from first render to a resolved session on the demo host
 *   (a guest, and a returning signed-in customer), median of the rounds;
 * - that no widget waits for the fingerprint: the bag's count request goes
 *   out before FingerprintJS is even requested.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startTestHost } from '../support/demoHost';
import { bundleSizes } from './sizes';
import { median } from './timings';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * In the page, from the start: when the bag's first render committed (a
 * MutationObserver on its shadow root, so no frame of lag) and when the
 * session resolved. A string, not a function: see search.ts.
 */
const SESSION_WATCH = `
  window.__renderedAt = 0;
  window.__resolvedAt = 0;
  const findRoot = setInterval(() => {
    const root = document.querySelector('nm-minicart')?.shadowRoot;
    if (!root) return;
    clearInterval(findRoot);
    const seen = () => { if (!window.__renderedAt && root.childElementCount) window.__renderedAt = performance.now(); };
    seen();
    new MutationObserver(seen).observe(root, { childList: true });
  }, 1);
  const tick = () => {
    if (!window.__resolvedAt && window.nmSession?.getState().resolved) window.__resolvedAt = performance.now();
    if (!window.__resolvedAt) setTimeout(tick, 1);
  };
  tick();
`;

/** The session's files: its entry chunk (found by a string only it holds) and everything it imports, statically or not. */
function sessionClosure(dist: string): Set<string> {
  const dir = join(dist, 'esm');
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const entry = readdirSync(dir).find((f) => f.endsWith('.js') && read(f).includes('Minicart error getting guest'));
  const files = new Set<string>();
  const visit = (file: string) => {
    // The entry and React's runtime are the initial JS: what the session shares with it is counted there, and its own imports are not the session's.
    if (files.has(file) || file.startsWith('nm-widgets.entry') || file.startsWith('nm-widgets.react')) return;
    files.add(file);
    for (const match of read(file).matchAll(/(?:from|import)\s*\(?\s*"\.\/([\w.-]+\.js)"/g)) visit(match[1]!);
  };
  if (entry) visit(entry);
  return files;
}

interface Round {
  renderedMs: number;
  resolvedMs: number;
  /** Every module file the page requested, with when. */
  files: Array<{ file: string; startMs: number }>;
  countRequestMs: number | null;
  fingerprintChunkMs: number | null;
}

async function measureRound(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<Round> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.addInitScript(SESSION_WATCH);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __resolvedAt: number }).__resolvedAt > 0, undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(() => localStorage.getItem('fpid'), undefined, { timeout: 20_000 });
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((r) => r.name.includes('/cart/api/count/')),
    undefined,
    { timeout: 20_000 },
  );
  const round = await page.evaluate(() => {
    const w = window as unknown as { __renderedAt: number; __resolvedAt: number };
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = resources
      .filter((r) => r.name.includes('/static/esm/'))
      .map((r) => ({ file: r.name.replace(/^.*\/static\/esm\//, ''), startMs: r.startTime }));
    const count = resources.find((r) => r.name.includes('/cart/api/count/'));
    return {
      renderedMs: w.__renderedAt,
      resolvedMs: w.__resolvedAt,
      js,
      countRequestMs: count ? count.startTime : null,
    };
  });
  await context.close();
  const fingerprint = round.js.find((f) => f.file.startsWith('fp.esm-'));
  return {
    renderedMs: round.renderedMs,
    resolvedMs: round.resolvedMs,
    files: round.js,
    countRequestMs: round.countRequestMs,
    fingerprintChunkMs: fingerprint ? fingerprint.startMs : null,
  };
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/?guest=1`);
  await page.waitForFunction(() => window.nmSession?.getState().resolved);
  await page.evaluate(() => window.nmSession!.signIn('alexandra@example.com', 'Northmoor-Demo-1'));
}

export async function benchSession(browser: Browser, dist: string): Promise<void> {
  const host = await startTestHost({ cognito: true });
  const base = host.url.replace(/\/$/, '');
  try {
    const guest: Round[] = [];
    const customer: Round[] = [];
    for (let i = 0; i < RUNS; i++) {
      guest.push(await measureRound(browser, `${base}/?guest=1&header=standalone`));
      customer.push(await measureRound(browser, `${base}/?header=standalone`, (page) => signIn(page, base)));
    }
    const { lazy, initial } = bundleSizes(dist);
    const closure = sessionClosure(dist);
    const chunks = lazy.filter((c) => closure.has(c.file.replace(/^esm\//, '')));
    const inInitial = initial.filter((c) => closure.has(c.file.replace(/^esm\//, '')));
    const total = (list: typeof chunks) => list.reduce((sum, c) => sum + c.gzip, 0);
    const fingerprintChunks = chunks.filter((c) => c.file.includes('fp.esm-'));
    console.log('\n## The session, on the demo host with cognito-local');
    console.log(
      `session chunk and what it imports: ${chunks.length} lazy files, ${kb(total(chunks))} gzip (FingerprintJS ${kb(total(fingerprintChunks))} of it); in the initial JS: ${kb(total(inInitial))}`,
    );
    for (const c of chunks) console.log(`  ${c.file.padEnd(36)} gzip ${kb(c.gzip)}`);
    const early = guest.flatMap((r) => r.files.filter((f) => closure.has(f.file) && f.startMs < r.renderedMs));
    console.log(
      `session files requested before the bag's first render: ${early.length} (in ${guest.length} guest rounds)`,
    );
    const report = (name: string, rounds: Round[]) => {
      const gap = rounds.map((r) => r.resolvedMs - r.renderedMs);
      console.log(
        `${name.padEnd(34)} first render → resolved: median ${median(gap).toFixed(0)} ms (${Math.min(...gap).toFixed(0)} … ${Math.max(...gap).toFixed(0)})`,
      );
    };
    report('a guest (guest token refresh/new)', guest);
    report('a returning signed-in customer', customer);
    const resolvedFirst = guest.filter(
      (r) => r.fingerprintChunkMs !== null && r.resolvedMs < r.fingerprintChunkMs,
    ).length;
    const at = (pick: (r: Round) => number | null) =>
      median(guest.map((r) => pick(r) ?? NaN).filter(Number.isFinite)).toFixed(0);
    console.log(
      `no widget waits for the fingerprint: the session resolved before FingerprintJS was requested in ${resolvedFirst} of ${guest.length} rounds; median: rendered ${at((r) => r.renderedMs)} ms, resolved ${at((r) => r.resolvedMs)} ms, FingerprintJS requested ${at((r) => r.fingerprintChunkMs)} ms, the bag's count request (due 1 s after start-up) ${at((r) => r.countRequestMs)} ms`,
    );
  } finally {
    await host.close();
  }
}
