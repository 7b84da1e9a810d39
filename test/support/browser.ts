import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

/** `env`: added to the test's environment for the browser (the stories' screenshots give it their fonts). */
export async function launchChromium({ env }: { env?: Record<string, string> } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: run scripts/ensure-chromium.ts or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(env && { env: { ...process.env, ...env } }),
  });
}

/**
 * The browser, with `prepare` run on every context it creates (newContext,
 * newPage) before the context's first request.
 */
export function preparingContexts(browser: Browser, prepare: (context: BrowserContext) => Promise<void>): Browser {
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          await prepare(context);
          return context;
        };
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          await prepare(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface PageWatch {
  errors: string[];
  consoleErrors: string[];
  warnings: string[];
  cspViolations: string[];
  externalRequests: string[];
}

/** The requests of each tracked page still in flight, and how many times that set changed. */
const pageTraffic = new WeakMap<Page, { inFlight: Set<Request>; changes: number }>();

/** Follows the page's requests for settle(); watchPage() does it for every page it watches. */
function trackRequests(page: Page): void {
  if (pageTraffic.has(page)) return;
  const traffic = { inFlight: new Set<Request>(), changes: 0 };
  pageTraffic.set(page, traffic);
  page.on('request', (request) => {
    traffic.inFlight.add(request);
    traffic.changes += 1;
  });
  const ended = (request: Request) => {
    traffic.inFlight.delete(request);
    traffic.changes += 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Forgets the page's requests, once its listeners are gone (a kept page between two tests: keptPages.ts). */
export function forgetRequests(page: Page): void {
  pageTraffic.delete(page);
}

/**
 * Records what a shopper never sees but a broken page produces: uncaught
 * errors, console errors and warnings, CSP violations (seen from inside the
 * page, so no report delay), and any request leaving the machine (127.0.0.1, localhost, *.localhost).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { errors: [], consoleErrors: [], warnings: [], cspViolations: [], externalRequests: [] };
  page.on('pageerror', (error) => watch.errors.push(String(error)));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
    if (message.type() === 'warning') watch.warnings.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    // *.localhost is loopback too (the demo host's HC host name, hc.localhost).
    const local = ['127.0.0.1', 'localhost'].includes(url.hostname) || url.hostname.endsWith('.localhost');
    if (!local && url.protocol.startsWith('http')) watch.externalRequests.push(request.url());
  });
  trackRequests(page);
  await page.exposeFunction('__reportCsp', (text: string) => watch.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return watch;
}

/**
 * Holds the requests for `url` (a chunk, the entry) until the test calls the returned release, as a slow network
 * would: what the page does while a part of ours is still on its way. Routed on a context, it holds from the
 * context's first page on.
 */
export async function holdRequests(target: Page | BrowserContext, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the element is defined and has rendered into its shadow root. */
export async function waitForWidget(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((name) => {
    const el = document.querySelector(name);
    return Boolean(customElements.get(name) && el?.shadowRoot?.childElementCount);
  }, tag);
}

/**
 * Replaces the page's nm-widgets-config block on the way in, to try a config a real page might ship. A config without
 * an `identity` part keeps the page's (the demo host's Cognito stand-ins): without one the widgets use the
 * environment's real Cognito endpoints, a request that leaves the machine. A block that is not a JSON object (a test
 * of a malformed one) goes in as it is.
 */
export async function withConfigBlock(page: Page, path: string, json: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    // The page's document only: `**/` also matches the calls to the Cognito stand-ins (`/cognito-identity/`).
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="nm-widgets-config">)([\s\S]*?)(<\/script>)/,
      (_match, open: string, pageJson: string, close: string) => `${open}${keepingIdentity(json, pageJson)}${close}`,
    );
    await route.fulfill({ response, body });
  });
}

function keepingIdentity(json: string, pageJson: string): string {
  const object = (text: string): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const config = object(json);
  const identity = object(pageJson)?.['identity'];
  if (!config || 'identity' in config || identity === undefined) return json;
  return JSON.stringify({ ...config, identity });
}

const QUIET_WITHIN_MS = 15_000;

/**
 * Waits until a tracked page has gone quiet, for the checks that something did
 * NOT happen (no late layout shift, no error, no alert, no stale answer shown):
 * no request of the page in flight, then two animation frames and an idle
 * callback during which no request started or ended, so whatever the last
 * answers set off (a lazy part rendering, a picture loading or failing, an
 * error handler) has run. This is the condition the fixed pauses it replaces
 * stood for ("a moment, so late shifts and errors land"), met as soon as it
 * holds and never too early on a slow machine. A page that never goes quiet
 * fails, naming what it is still waiting for.
 */
export async function settle(page: Page): Promise<void> {
  const traffic = pageTraffic.get(page);
  if (!traffic)
    throw new Error(
      'settle() needs a page whose requests are followed from its first one: watchPage() (suite.page() gives one)',
    );
  const deadline = Date.now() + QUIET_WITHIN_MS;
  for (;;) {
    const before = traffic.changes;
    const wasIdle = traffic.inFlight.size === 0;
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 })));
        }),
    );
    if (wasIdle && traffic.inFlight.size === 0 && traffic.changes === before) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The page did not go quiet within ${QUIET_WITHIN_MS} ms; in flight: ${[...traffic.inFlight].map((r) => r.url()).join(', ') || 'nothing (requests kept starting)'}`,
      );
    }
  }
}
