/**
 * The abandon-cart modal's idle detection must add no
 * measurable script time to an idle page. Printed, never asserted (shared
 * machines are noisy): `npm run build && npx tsx test/bench/abandon-cart.ts`.
 *
 * For each page, in a fresh browser context at 1440 px: load it, let it settle
 * (the bag count, the watcher chunk, the tab election's first 2 s round), then
 * read CDP Performance metrics (ScriptDuration, TaskDuration) before and after
 * IDLE_SECONDS without any input, and report script and task time per second
 * of idleness, as a ratio against the page without the widgets:
 *   plain            /plain: the same page, no widget asset
 *   widgets          /with-widgets with BLUECORE_ABANDONCART off (the element defined, nothing fetched)
 *   armed            /with-widgets with the toggle on and items in the bag: the watcher chunk, react-idle-timer
 *                    (cross-tab, leader election) and the exit/visibility listeners all running
 *   armed, 2nd tab   a second armed tab in the same browser context, measured while the first is open:
 *                    a follower, whose election retries every 2000 ms
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function metrics(cdp: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  return { script: value('ScriptDuration'), task: value('TaskDuration') };
}

/** Script and task milliseconds per idle second on `page`. */
async function idleCost(context: BrowserContext, page: Page): Promise<{ scriptMsPerS: number; taskMsPerS: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await metrics(cdp);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const after = await metrics(cdp);
  await cdp.detach();
  return {
    scriptMsPerS: ((after.script - before.script) * 1000) / IDLE_SECONDS,
    taskMsPerS: ((after.task - before.task) * 1000) / IDLE_SECONDS,
  };
}

async function openSettled(context: BrowserContext, url: string, waitForWatcher: boolean): Promise<Page> {
  const page = await context.newPage();
  const watcher = waitForWatcher
    ? page.waitForResponse((r) => /\/Watcher-[^/]+\.js$/.test(r.url()), { timeout: 20_000 })
    : null;
  await page.goto(url, { waitUntil: 'load' });
  await watcher;
  await page.waitForLoadState('networkidle');
  // Past the election's first round (2000 ms) and the count refresh.
  await page.waitForTimeout(3000);
  return page;
}

type Case = 'plain' | 'widgets' | 'armed' | 'armed, 2nd tab';

async function round(
  browser: Browser,
  base: string,
  which: Case,
): Promise<{ scriptMsPerS: number; taskMsPerS: number }> {
  await fetch(`${base}/demo/api/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const armed = which.startsWith('armed');
    if (armed) {
      const setup = await context.newPage();
      await setup.goto(`${base}/demo/abandon-cart?idle=600000&return=/demo/`);
      await setup.close();
    }
    const path = which === 'plain' ? '/plain' : '/with-widgets?header=element';
    const first = await openSettled(context, `${base}${path}`, armed);
    const measured = which === 'armed, 2nd tab' ? await openSettled(context, `${base}${path}`, true) : first;
    return await idleCost(context, measured);
  } finally {
    await context.close();
  }
}

const host = await startTestHost();
const browser = await launchChromium();
try {
  const results = new Map<Case, { scriptMsPerS: number; taskMsPerS: number }>();
  for (const which of ['plain', 'widgets', 'armed', 'armed, 2nd tab'] as Case[]) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await round(browser, host.url, which));
    results.set(which, {
      scriptMsPerS: median(runs.map((r) => r.scriptMsPerS)),
      taskMsPerS: median(runs.map((r) => r.taskMsPerS)),
    });
  }
  const plain = results.get('plain')!;
  console.log(`## Abandon-cart idle cost (${IDLE_SECONDS} s idle, median of ${ROUNDS}; CDP Performance metrics)`);
  console.log('page              script ms/s   task ms/s   task ratio to plain');
  for (const [which, r] of results) {
    console.log(
      `${which.padEnd(17)} ${r.scriptMsPerS.toFixed(3).padStart(11)} ${r.taskMsPerS.toFixed(3).padStart(11)}   ${(r.taskMsPerS / Math.max(plain.taskMsPerS, 0.001)).toFixed(2).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  await host.close();
}
