import type { Browser } from 'playwright-core';

export interface PageTimings {
  /** The load event, from navigation start. */
  loadMs: number;
  scriptMs: number;
  renderedMs: number | null;
  longTaskMs: number;
  layoutShift: number;
}

/**
 * One page load, measured from inside Chromium: script evaluation time
 * (CDP ScriptDuration), time until every nm-* element has rendered into its
 * shadow root, total long-task time and cumulative layout shift.
 */
export async function measure(browser: Browser, url: string, waitForWidgets: boolean): Promise<PageTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number; __cls: number };
    w.__longTasks = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks += e.duration; }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  let renderedMs: number | null = null;
  if (waitForWidgets) {
    await page.waitForFunction(() => [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('nm-') && customElements.get(el.localName))
      .every((el) => (el.shadowRoot?.childElementCount ?? 0) > 0) && customElements.get('nm-minicart') !== undefined, undefined, { polling: 'raf' });
    renderedMs = await page.evaluate(() => performance.now());
  }
  // Let late tasks and shifts land before reading them.
  await page.waitForTimeout(300);
  const { metrics } = await cdp.send('Performance.getMetrics') as { metrics: Array<{ name: string; value: number }> };
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const { longTaskMs, layoutShift, loadMs } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number; __cls: number };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { longTaskMs: w.__longTasks, layoutShift: w.__cls, loadMs: nav.loadEventStart };
  });
  await context.close();
  return { loadMs, scriptMs, renderedMs, longTaskMs, layoutShift };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
