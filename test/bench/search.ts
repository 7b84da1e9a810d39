/**
 * The search's budgets (docs/PERFORMANCE.md), printed by `npm run bench` (never asserted as
 * times: shared machines are noisy):
 * - requests sent while typing a 10-letter word at 100 ms per key (must be 1);
 * - time from the type-ahead answer arriving to the painted panel;
 * - script time per keystroke.
 */
import type { Browser } from 'playwright-core';
import { median } from './timings';

const WORDS = [
  'castellani',
  'marchetti',
  'halvorsen',
  'fiorenza',
  'verlaine',
  'bellandi',
  'moriwaki',
  'sauvigne',
  'handbags',
];
const TEN_LETTERS = 'castellani';
const box = 'nm-search input[role="combobox"]';

async function post(base: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return response.json();
}

async function typeaheadCount(base: string): Promise<number> {
  return ((await (await fetch(`${base}/demo/api/search/count`)).json()) as { typeahead: number }).typeahead;
}

/**
 * Records, inside the page, when the last type-ahead answer finished arriving
 * and the first animation frame in which its options are on screen (the frame
 * that paints them). A string, not a function: tsx would wrap named inner
 * functions in a helper the page does not have.
 */
const PANEL_WATCH = `
  window.__answerAt = 0;
  window.__paintedAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.includes('/typeahead/')) window.__answerAt = entry.responseEnd;
  }).observe({ type: 'resource', buffered: true });
  window.__watch = () => {
    window.__paintedAt = 0;
    const tick = () => {
      const count = document.querySelector('nm-search')?.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0;
      if (count > 0) window.__paintedAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
`;

export async function benchSearch(browser: Browser, base: string): Promise<void> {
  const runs = Number(process.env.BENCH_SEARCH_RUNS ?? WORDS.length);
  await post(base, '/demo/api/search/latency', {});
  const requests: number[] = [];
  const answerToPaint: number[] = [];
  const scriptPerKey: number[] = [];

  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(PANEL_WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${base}/with-widgets?header=standalone`, { waitUntil: 'load' });
    await page.locator(box).click();
    await page.waitForTimeout(300);
    await post(base, '/demo/api/search/count/reset');
    await page.evaluate(() => (window as unknown as { __watch(): void }).__watch());
    const word = i === 0 ? TEN_LETTERS : WORDS[i % WORDS.length]!;
    const script = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')!.value;
    const before = await script();
    await page.keyboard.type(word, { delay: 100 });
    const typed = await script();
    await page.waitForFunction(() => (window as unknown as { __paintedAt: number }).__paintedAt > 0, undefined, {
      timeout: 10_000,
    });
    const { answerAt, paintedAt } = await page.evaluate(() => {
      const w = window as unknown as { __answerAt: number; __paintedAt: number };
      return { answerAt: w.__answerAt, paintedAt: w.__paintedAt };
    });
    if (i === 0) requests.push(await typeaheadCount(base));
    answerToPaint.push(paintedAt - answerAt);
    scriptPerKey.push(((typed - before) * 1000) / word.length);
    await context.close();
  }

  console.log(`\n## Search, ${runs} runs`);
  console.log(
    `${'requests, 10 letters @100ms'.padEnd(28)} ${String(requests[0]).padStart(10)}  (budget 1: ${requests[0] === 1 ? 'met' : 'NOT MET'})`,
  );
  console.log(
    `${'answer → painted panel'.padEnd(28)} ${`${median(answerToPaint).toFixed(1)} ms`.padStart(10)}  median (min ${Math.min(...answerToPaint).toFixed(1)}, max ${Math.max(...answerToPaint).toFixed(1)})`,
  );
  console.log(
    `${'script time per keystroke'.padEnd(28)} ${`${median(scriptPerKey).toFixed(2)} ms`.padStart(10)}  median (min ${Math.min(...scriptPerKey).toFixed(2)}, max ${Math.max(...scriptPerKey).toFixed(2)})`,
  );
}
