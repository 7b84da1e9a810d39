import type { Browser } from 'playwright-core';

/** One JavaScript file of dist/ as the page fetched it (Resource Timing, from navigation start). */
export interface ScriptFetch {
  file: string;
  startMs: number;
  endMs: number;
  /** Bytes on the wire, headers included (0 from the memory cache). */
  transferBytes: number;
  /** The body as sent (compressed when the server compresses). */
  encodedBytes: number;
  /** The body once decompressed. */
  decodedBytes: number;
}

export interface PageTimings {
  /** The load event, from navigation start. */
  loadMs: number;
  scriptMs: number;
  /** The first frame in which every nm-* element on the page shows its real UI (see READY). */
  renderedMs: number | null;
  /**
   * The first frame in which every nm-* element shows that UI in its shadow root, defined or not: a server's first
   * paint (docs/first-paint.md) counts from the HTML, before any script of ours; without one, the same as renderedMs.
   */
  paintedMs: number | null;
  /** The first frame in which the search box (of <nm-search> or <nm-header>) is the full combobox (its lazy part loaded on idle). */
  comboboxMs: number | null;
  longTaskMs: number;
  /**
   * Blocking time as Lighthouse's TBT counts it, without its FCP-to-TTI window: the sum of (duration − 50 ms) of
   * the long tasks that started before `readAtMs` (all of them without it).
   */
  blockingMs: number;
  /** First contentful paint (Paint Timing), from navigation start; null when the page reported none. */
  fcpMs: number | null;
  layoutShift: number;
  /** The JavaScript files of dist/ the page fetched, in the order they started. */
  scripts: ScriptFetch[];
}

export interface MeasureOptions {
  waitForWidgets: boolean;
  /** Extra round-trip time per request, emulated by Chromium (CDP Network.emulateNetworkConditions). */
  latencyMs?: number;
  /** CPU slowdown for the whole load (CDP Emulation.setCPUThrottlingRate; 4 is Lighthouse mobile's). */
  cpuSlowdown?: number;
  /** Read the page at this time from navigation start at the earliest; blockingMs counts only long tasks started before it. */
  readAtMs?: number;
  /** Runs in the page before its own scripts (storage a returning shopper would have). */
  initScript?: string;
}

/**
 * Watches the page from its first script: long tasks, layout shifts, and the
 * first animation frame in which every widget shows what a shopper came for
 * (the search box can take text, the bag icon is there). A string, not a
 * function: tsx would wrap named inner functions in a helper the page does not have.
 */
const WATCH = `
  performance.setResourceTimingBufferSize(2000);
  const nm = window.__nmBench = { renderedAt: 0, paintedAt: 0, comboboxAt: 0, longTasks: 0, tasks: [], fcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { nm.longTasks += e.duration; nm.tasks.push([e.startTime, e.duration]); }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') nm.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) nm.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // What "rendered" means per element: its real UI, not just a shadow root. Unknown nm-* tags: any content.
  // <nm-header>: its bar with the search and the bag in it (the search's combobox is then looked for in its shadow root).
  // <nm-abandon-cart-modal> shows nothing until a shopper leaves with a full bag: not waited for.
  const READY = { 'nm-search': 'input, button', 'nm-minicart': '.cart-icon, .flyout-button', 'nm-header': '.bar input, .bar button', 'nm-abandon-cart-modal': null };
  const tick = () => {
    const now = performance.now();
    const widgets = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('nm-') && READY[el.localName] !== null);
    const parsed = document.readyState !== 'loading';
    if (!nm.paintedAt && widgets.length > 0 && widgets.every((el) => el.shadowRoot && el.shadowRoot.querySelector(READY[el.localName] || '*'))) {
      nm.paintedAt = now;
    }
    if (!nm.renderedAt && parsed && widgets.length > 0
      && widgets.every((el) => customElements.get(el.localName) && el.shadowRoot && el.shadowRoot.querySelector(READY[el.localName] || '*'))) {
      nm.renderedAt = now;
    }
    const search = document.querySelector('nm-search, nm-header');
    if (!nm.comboboxAt && search && search.shadowRoot && search.shadowRoot.querySelector('input[role="combobox"]')) nm.comboboxAt = now;
    const done = parsed && (widgets.length === 0 ? document.readyState === 'complete' : nm.renderedAt && (!search || nm.comboboxAt));
    if (!done) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

/**
 * One page load in a fresh context (empty cache), measured from inside
 * Chromium: script evaluation time (CDP ScriptDuration), when the widgets
 * show their real UI, total long-task time and blocking time, first
 * contentful paint, cumulative layout shift, and every JavaScript file of
 * dist/ fetched, with its timing and bytes.
 */
export async function measure(
  browser: Browser,
  url: string,
  { waitForWidgets, latencyMs = 0, cpuSlowdown, readAtMs, initScript }: MeasureOptions,
): Promise<PageTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(WATCH);
  if (initScript) await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  if (cpuSlowdown !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  if (waitForWidgets) {
    await page.waitForFunction(
      () => (window as unknown as { __nmBench: { renderedAt: number } }).__nmBench.renderedAt > 0,
      undefined,
      { timeout: 15_000 },
    );
    await page
      .waitForFunction(
        () => {
          const nm = (window as unknown as { __nmBench: { comboboxAt: number } }).__nmBench;
          return nm.comboboxAt > 0 || !document.querySelector('nm-search, nm-header');
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  }
  // Let late tasks and shifts land before reading them.
  await page.waitForTimeout(300);
  // One timer in the page, so the wait adds no task of its own before the read.
  if (readAtMs !== undefined)
    await page.evaluate(
      (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now()))),
      readAtMs,
    );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const inPage = await page.evaluate((until) => {
    const nm = (
      window as unknown as {
        __nmBench: {
          renderedAt: number;
          paintedAt: number;
          comboboxAt: number;
          longTasks: number;
          tasks: Array<[number, number]>;
          fcp: number;
          cls: number;
        };
      }
    ).__nmBench;
    const blockingMs = nm.tasks
      .filter(([start]) => start < until)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/static/') && e.name.endsWith('.js'))
      .map((e) => ({
        file: new URL(e.name).pathname.replace('/static/', ''),
        startMs: e.startTime,
        endMs: e.responseEnd,
        transferBytes: e.transferSize,
        encodedBytes: e.encodedBodySize,
        decodedBytes: e.decodedBodySize,
      }));
    return {
      renderedAt: nm.renderedAt,
      paintedAt: nm.paintedAt,
      comboboxAt: nm.comboboxAt,
      longTaskMs: nm.longTasks,
      blockingMs,
      fcpMs: nm.fcp,
      layoutShift: nm.cls,
      loadMs: nav.loadEventStart,
      scripts,
    };
  }, readAtMs ?? Infinity);
  await context.close();
  return {
    loadMs: inPage.loadMs,
    scriptMs,
    renderedMs: inPage.renderedAt || null,
    paintedMs: inPage.paintedAt || null,
    comboboxMs: inPage.comboboxAt || null,
    longTaskMs: inPage.longTaskMs,
    blockingMs: inPage.blockingMs,
    fcpMs: inPage.fcpMs || null,
    layoutShift: inPage.layoutShift,
    scripts: inPage.scripts.sort((a, b) => a.startMs - b.startMs),
  };
}

/**
 * Request waves: a file is in wave 1 when nothing it waited for is in the
 * list (the loader), otherwise one wave after the latest file that had
 * finished arriving before it started (the file that revealed it).
 */
export function requestWaves(scripts: readonly ScriptFetch[]): Map<string, number> {
  const waves = new Map<string, number>();
  for (const s of [...scripts].sort((a, b) => a.startMs - b.startMs)) {
    const before = scripts.filter((o) => o !== s && waves.has(o.file) && o.endMs <= s.startMs);
    waves.set(s.file, 1 + Math.max(0, ...before.map((o) => waves.get(o.file)!)));
  }
  return waves;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
