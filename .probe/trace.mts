import { chromium } from 'playwright-core';
import { startTestHost } from '../test/support/demoHost';
import { CHROMIUM_ARGS, chromiumPath } from '../test/support/chromium';
const host = await startTestHost();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const path of (process.env.PATHS ?? '/with-widgets').split(',')) for (let n = 0; n < Number(process.env.N ?? 2); n++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto(`${host.url}${path}`);
  await page.waitForTimeout(5000);
  const buf = await browser.stopTracing();
  const events = (JSON.parse(buf.toString()).traceEvents as any[]);
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' || e.name === 'markAsMainFrame')?.ts ?? events[0].ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 45000);
  console.log('==', path);
  for (const t of tasks) {
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 5000 && e.name !== 'RunTask');
    const desc = inside.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? ':' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''}${e.args?.data?.type ? ':' + e.args.data.type : ''} ${Math.round(e.dur / 1000)}`).join(' | ');
    console.log(`${Math.round((t.ts - nav) / 1000)}ms +${Math.round(t.dur / 1000)}: ${desc}`);
  }
  await context.close();
}
await browser.close(); await host.close();
