/**
 * The header's budgets (docs/PERFORMANCE.md), printed by `npm run bench` (never asserted):
 * - the sticky follower's cost while the page scrolls: script time per frame
 *   and forced layouts, the page with <nm-header> against the same page
 *   without the widgets, during the same real (compositor-driven) scroll
 *   gesture, on a phone (where the header hides and comes back) and on a
 *   desktop with STICKY_HEADER_DESKTOP;
 * - the header painted in the first frame after the bundle's evaluation:
 *   how many animation frames pass between the element being defined and its
 *   header being in its shadow root (0: the frame that follows has it).
 */
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { median } from './timings';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** One gesture down and back up (a wheel-style gesture: headless Chromium does not scroll for synthetic touch): far enough to hide the phone header and reach the page's bottom zone. */
const SCROLL_PX = 2400;
const SCROLL_SPEED = 1600;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { data?: Record<string, unknown> };
}

/** Script events a layout can be forced from (a layout inside one is a forced, synchronous layout). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'EvaluateScript',
  'v8.callFunction',
  'RunMicrotasks',
]);

interface ScrollCost {
  frames: number;
  scriptMs: number;
  layouts: number;
  forcedLayouts: number;
  stickyChanges: number;
}

/** Layouts on the page's main thread, and those that ran inside script (forced). */
function layoutsIn(events: TraceEvent[]): { layouts: number; forced: number } {
  // The page's main thread: of the renderers' main threads the trace saw, the one that ran the frame counter.
  const mains = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const frames = (thread: TraceEvent) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'FireAnimationFrame').length;
  const main = mains.sort((a, b) => frames(b) - frames(a))[0];
  const onMain = events.filter((e) => !main || (e.pid === main.pid && e.tid === main.tid));
  const scripts = onMain.filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name));
  const layouts = onMain.filter((e) => e.ph === 'X' && e.name === 'Layout');
  const forced = layouts.filter((layout) =>
    scripts.some((s) => s.ts <= layout.ts && layout.ts + (layout.dur ?? 0) <= s.ts + (s.dur ?? 0)),
  );
  return { layouts: layouts.length, forced: forced.length };
}

async function trace<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  const result = await run();
  await cdp.send('Tracing.end');
  await done;
  return { result, events };
}

const metric = async (cdp: CDPSession, name: string) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;

/** Counts the frames the page draws until __counting is turned off, and the header's sticky-state changes (proof the follower ran). */
const FRAME_COUNTER = `
  window.__frames = 0;
  window.__counting = true;
  window.__stickyChanges = 0;
  const header = document.querySelector('nm-header')?.shadowRoot?.querySelector('.header');
  if (header) new MutationObserver((records) => { window.__stickyChanges += records.length; }).observe(header, { attributeFilter: ['data-hidden', 'data-shadowed', 'data-sticky', 'data-search-exposed'] });
  const count = () => { if (!window.__counting) return; window.__frames += 1; requestAnimationFrame(count); };
  requestAnimationFrame(count);
`;

/** Scrolls the page down and back up with a real gesture; the frames the page drew meanwhile, its script time, its layouts. */
async function scrollCost(context: BrowserContext, url: string, withWidgets: boolean): Promise<ScrollCost> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  if (withWidgets) {
    await page.waitForFunction(() => document.querySelector('nm-header')?.shadowRoot?.querySelector('.header'));
    // The follower is a lazy chunk, loaded after the first render.
    await page.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // A string: tsx's keepNames would wrap a named function in a helper the page does not have.
  await page.evaluate(FRAME_COUNTER);
  const scriptBefore = await metric(cdp, 'ScriptDuration');
  const { events } = await trace(cdp, async () => {
    const middle = { x: 200, y: 300 };
    await cdp.send('Input.synthesizeScrollGesture', {
      ...middle,
      yDistance: -SCROLL_PX,
      speed: SCROLL_SPEED,
      gestureSourceType: 'mouse',
    });
    await cdp.send('Input.synthesizeScrollGesture', {
      ...middle,
      yDistance: SCROLL_PX,
      speed: SCROLL_SPEED,
      gestureSourceType: 'mouse',
    });
  });
  const scriptMs = ((await metric(cdp, 'ScriptDuration')) - scriptBefore) * 1000;
  const { frames, stickyChanges } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean; __stickyChanges: number };
    w.__counting = false;
    return { frames: w.__frames, stickyChanges: w.__stickyChanges };
  });
  const { layouts, forced } = layoutsIn(events);
  await page.close();
  return { frames, scriptMs, layouts, forcedLayouts: forced, stickyChanges };
}

/**
 * In the page from its start: the frame the header is defined in and the
 * first frame whose callback finds its header rendered. A string, not a
 * function: tsx's helpers would not exist in the page.
 */
const FIRST_FRAME_WATCH = `
  window.__definedFrame = -1;
  window.__paintedFrame = -1;
  let frame = 0;
  const tick = () => {
    frame += 1;
    if (window.__definedFrame < 0 && customElements.get('nm-header')) window.__definedFrame = frame;
    if (window.__paintedFrame < 0 && document.querySelector('nm-header')?.shadowRoot?.querySelector('.header')) window.__paintedFrame = frame;
    if (window.__paintedFrame < 0 || window.__definedFrame < 0) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  customElements.whenDefined('nm-header').then(() => { if (window.__definedFrame < 0) window.__definedFrame = frame + 1; });
`;

async function framesToPaint(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<number> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(FIRST_FRAME_WATCH);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __paintedFrame: number }).__paintedFrame >= 0);
  const { defined, painted } = await page.evaluate(() => {
    const w = window as unknown as { __definedFrame: number; __paintedFrame: number };
    return { defined: w.__definedFrame, painted: w.__paintedFrame };
  });
  await context.close();
  return painted - defined;
}

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, toggles: ['TYPEAHEAD'] },
  'desktop, STICKY_HEADER_DESKTOP': {
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    toggles: ['TYPEAHEAD', 'STICKY_HEADER_DESKTOP'],
  },
} as const;

export async function benchHeader(browser: Browser, base: string): Promise<void> {
  console.log(
    `\n## The header while the page scrolls (${SCROLL_PX} px down and back, median of ${RUNS} alternating rounds; without | with <nm-header>)`,
  );
  for (const [name, setup] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({
      viewport: setup.viewport,
      isMobile: setup.isMobile,
      hasTouch: setup.hasTouch,
    });
    await context.addCookies([
      { name: 'demo_settings', value: encodeURIComponent(JSON.stringify({ toggles: setup.toggles })), url: base },
    ]);
    const without: ScrollCost[] = [];
    const withHeader: ScrollCost[] = [];
    for (let i = 0; i < RUNS; i++) {
      without.push(await scrollCost(context, `${base}/plain`, false));
      withHeader.push(await scrollCost(context, `${base}/with-widgets`, true));
    }
    await context.close();
    const perFrame = (costs: ScrollCost[]) => median(costs.map((c) => c.scriptMs / Math.max(1, c.frames)));
    const a = perFrame(without);
    const b = perFrame(withHeader);
    console.log(`${name}:`);
    console.log(
      `  frames drawn               ${median(without.map((c) => c.frames))
        .toFixed(0)
        .padStart(8)} ${median(withHeader.map((c) => c.frames))
        .toFixed(0)
        .padStart(8)}`,
    );
    console.log(
      `  script per frame           ${`${a.toFixed(3)} ms`.padStart(8)} ${`${b.toFixed(3)} ms`.padStart(8)}  the header's share: ${(b - a).toFixed(3)} ms a frame (budget 1 ms)`,
    );
    console.log(
      `  sticky state changes       ${'-'.padStart(8)} ${median(withHeader.map((c) => c.stickyChanges))
        .toFixed(0)
        .padStart(8)}  (hidden, shadowed, search exposed: the follower at work)`,
    );
    console.log(
      `  layouts                    ${median(without.map((c) => c.layouts))
        .toFixed(0)
        .padStart(8)} ${median(withHeader.map((c) => c.layouts))
        .toFixed(0)
        .padStart(8)}`,
    );
    console.log(
      `  forced layouts (in script) ${median(without.map((c) => c.forcedLayouts))
        .toFixed(0)
        .padStart(8)} ${median(withHeader.map((c) => c.forcedLayouts))
        .toFixed(0)
        .padStart(8)}  (most in one round: ${Math.max(...withHeader.map((c) => c.forcedLayouts))})`,
    );
  }

  console.log("\n## The header's first paint");
  for (const [name, setup] of Object.entries(VIEWPORTS)) {
    const frames: number[] = [];
    for (let i = 0; i < RUNS; i++) frames.push(await framesToPaint(browser, `${base}/with-widgets`, setup.viewport));
    console.log(
      `${name}: frames from the element's definition to a rendered header: median ${median(frames)}, most ${Math.max(...frames)} (0: in the first frame after the bundle's evaluation)`,
    );
  }
}
