import type { Browser, Page } from 'playwright-core';
import { median } from './timings';

/**
 * The mini-cart's budgets (docs/PERFORMANCE.md): opening a 50-item bag (click to painted list, and the
 * script time it costs) and the heap after garbage collection every 200
 * open/close cycles up to 800: a curve that levels off is no leak.
 * Printed, never asserted.
 */
export interface BagTimings {
  firstOpenMs: number;
  openMs: number;
  openScriptMs: number;
  heapBeforeKb: number;
  /** The heap after GC at each checkpoint (cycles → KB). */
  heapCurve: Array<{ cycles: number; kb: number }>;
}

const ITEMS = 50;
const CYCLES_PER_STEP = 200;
const STEPS = Number(process.env.BENCH_HEAP_STEPS ?? 4);

/** Puts a 50-line cart in place through the bridge (so opening does not refetch), built from the demo cart. */
async function setBigCart(page: Page): Promise<void> {
  await page.evaluate(async (count) => {
    const w = window as unknown as { __bigCart?: unknown; minicart: { setCart(c: unknown): void } };
    if (!w.__bigCart) {
      const cart = (await (await fetch('/dt/api/getCart/demo-user-1', { method: 'POST' })).json()) as {
        shoppingCart: {
          totalQuantity: number;
          commerceItems: { shipments: Array<{ items: Array<Record<string, unknown>> }> };
        };
      };
      const items = cart.shoppingCart.commerceItems.shipments[0]!.items;
      const many = Array.from({ length: count }, (_, i) => ({
        ...items[i % items.length],
        dt_itemId: `bench${i}`,
        lastUpdatedTimestamp: i,
      }));
      cart.shoppingCart.commerceItems.shipments = [{ items: many }];
      cart.shoppingCart.totalQuantity = count;
      w.__bigCart = cart;
    }
    w.minicart.setCart(w.__bigCart);
  }, ITEMS);
}

/** Clicks the icon and resolves, inside the page, once the list is painted (two frames after it is in the DOM). */
function openAndTime(page: Page): Promise<number> {
  // No named functions inside: tsx's keepNames would wrap them in a helper the page does not have.
  return page.evaluate(async (count) => {
    const root = document.querySelector('nm-minicart')!.shadowRoot!;
    const started = performance.now();
    (root.querySelector('a.cart-icon') as HTMLElement).click();
    while (root.querySelectorAll('.line:not(.line--loading)').length < count)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, ITEMS);
}

async function close(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { minicart: { close(): void } }).minicart.close());
  await page.waitForFunction(() => !document.querySelector('nm-minicart')!.shadowRoot!.querySelector('dialog')?.open);
}

export async function measureBag(browser: Browser, base: string, runs = 9): Promise<BagTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/with-widgets?header=standalone`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('nm-minicart')?.shadowRoot?.childElementCount);
  await page.waitForTimeout(1500); // the count refresh and the idle preload of the panel code
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;

  await setBigCart(page);
  const firstOpenMs = await openAndTime(page);
  await close(page);
  const opens: number[] = [];
  const scripts: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await setBigCart(page);
    const before = await scriptSeconds();
    opens.push(await openAndTime(page));
    scripts.push((await scriptSeconds()) - before);
    await close(page);
  }

  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1024;
  };
  const heapBeforeKb = await heap();
  const heapCurve: BagTimings['heapCurve'] = [];
  for (let step = 1; step <= STEPS; step += 1) {
    for (let i = 0; i < CYCLES_PER_STEP; i += 1) {
      await setBigCart(page);
      await openAndTime(page);
      await close(page);
    }
    heapCurve.push({ cycles: step * CYCLES_PER_STEP, kb: await heap() });
  }
  await context.close();
  return { firstOpenMs, openMs: median(opens), openScriptMs: median(scripts) * 1000, heapBeforeKb, heapCurve };
}

export function printBag(t: BagTimings): void {
  console.log(`\n## Opening a ${ITEMS}-item bag (drawer), median of the runs after the first`);
  console.log(`first open (panel code preloaded on idle)   ${t.firstOpenMs.toFixed(1)} ms click → painted list`);
  console.log(`later opens                                 ${t.openMs.toFixed(1)} ms click → painted list`);
  console.log(`script time per open                        ${t.openScriptMs.toFixed(1)} ms`);
  const delta = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(0)} KB`;
  console.log(
    `heap after GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage), open-close cycles of the ${ITEMS}-item drawer:`,
  );
  console.log(`  ${'0'.padStart(4)} cycles ${t.heapBeforeKb.toFixed(0).padStart(7)} KB`);
  let previous = t.heapBeforeKb;
  for (const point of t.heapCurve) {
    console.log(
      `  ${String(point.cycles).padStart(4)} cycles ${point.kb.toFixed(0).padStart(7)} KB  ${delta(previous, point.kb).padStart(8)} over the last ${CYCLES_PER_STEP}`,
    );
    previous = point.kb;
  }
}
