import { chromium } from 'playwright-core';
import { startTestHost } from '../test/support/demoHost';
import { CHROMIUM_ARGS, chromiumPath } from '../test/support/chromium';
const host = await startTestHost();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (let n = 0; n < Number(process.env.N ?? 3); n++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'blink', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto(`${host.url}${process.env.P ?? '/with-widgets'}`);
  await page.waitForTimeout(1500);
  const events = (JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[]);
  const ev = events.find((e) => e.name === 'v8.evaluateModule' && e.dur > 20000);
  if (!ev) { console.log('no eval'); continue; }
  const task = events.find((e) => e.name === 'RunTask' && e.tid === ev.tid && e.ts <= ev.ts && e.ts + e.dur >= ev.ts + ev.dur);
  const inTask = events.filter((e) => e.tid === ev.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 0 && e !== task);
  const agg = new Map<string, number>();
  for (const e of inTask) agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur / 1000);
  console.log(`task ${Math.round(task.dur / 1000)}ms eval ${Math.round(ev.dur / 1000)}ms:`, [...agg].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${k}=${v.toFixed(1)}`).join(', '));
  await context.close();
}
await browser.close(); await host.close();
