import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, preparingContexts } from './browser';
import { startTestHost, type DemoHost } from './demoHost';
import { asDevice, type Visitor } from './visitor';

/**
 * Which header the demo pages get in a suite (the demo setting `header`,
 * demo-host/src/demo-settings.ts): `element`, `<nm-header page-id>` with its
 * fallback markup (the storefront's default), or `standalone`, the hand-made
 * header with `<nm-search>` and `<nm-minicart>` in it.
 *
 * THE switch for the suites written for the standalone elements (contract,
 * hostile page, loading, minicart, search, session): `useDemoSuite()` without
 * `header` gives them the standalone pages, at the same URLs, so their
 * selectors and assertions stay as they were. The header's own suites ask for
 * `useDemoSuite({ header: 'element' })`.
 */
export type SuiteHeader = 'element' | 'standalone';
const DEFAULT_SUITE_HEADER: SuiteHeader = 'standalone';

/** The demo_settings cookie that chooses the header for every page of this suite's browser contexts. */
function headerCookie(hostUrl: string, header: SuiteHeader) {
  return { name: 'demo_settings', value: encodeURIComponent(JSON.stringify({ header })), url: hostUrl };
}

/**
 * A browser context for `<nm-header>` pages as the demo panel sets them up:
 * reduced motion, TYPEAHEAD and the given toggles in its demo_settings cookie
 * and, if given, the fault switch's cookie (demo_faults) for this context only.
 */
export async function headerPageContext(
  browser: Browser,
  hostUrl: string,
  {
    viewport,
    toggles = [],
    faults,
  }: { viewport: { width: number; height: number }; toggles?: string[]; faults?: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addCookies([
    {
      name: 'demo_settings',
      value: encodeURIComponent(JSON.stringify({ header: 'element', toggles: ['TYPEAHEAD', ...toggles] })),
      url: hostUrl,
    },
    ...(faults ? [{ name: 'demo_faults', value: faults, url: hostUrl }] : []),
  ]);
  return context;
}

/**
 * The suite's browser: every context it creates (newContext, newPage) holds
 * the header cookie (element pages need none: the demo's default) and is the
 * visitor's device, before its first request.
 */
function suiteBrowser(browser: Browser, hostUrl: string, header: SuiteHeader, visitor: Visitor): Browser {
  return preparingContexts(browser, async (context) => {
    if (header !== 'element') await context.addCookies([headerCookie(hostUrl, header)]);
    await asDevice(context, visitor);
  });
}

/**
 * One Chromium per e2e worker, shared by the files it runs one after the
 * other: the e2e project keeps a worker's modules across its files (isolate:
 * false), and a launch costs about 0.3 s of CPU. Files never share a browser
 * context (each is a fresh profile: cookies, storage, HTTP cache); every
 * context a file opened is closed when it ends. Playwright closes the browser
 * with the worker's process.
 */
let workerChromium: Promise<Browser> | undefined;
function sharedChromium(): Promise<Browser> {
  workerChromium ??= launchChromium().then(
    (browser) => {
      browser.on('disconnected', () => (workerChromium = undefined));
      return browser;
    },
    (error: unknown) => {
      // The next file tries again rather than inheriting this failure.
      workerChromium = undefined;
      throw error;
    },
  );
  return workerChromium;
}

/**
 * One demo host per test file, started before its tests and stopped after
 * them, and the worker's Chromium. Read `suite.host` / `suite.browser` inside tests.
 *
 * How a new e2e file gets its host (test/e2e/README.md): call `useDemoSuite()`
 * at its top. The e2e project runs two files at a time, each in its own
 * worker, and each file's host listens on a free port of its own (port 0), so
 * files never share a host, its carts or its demo settings, and a new file
 * needs no port, no registration and no edit anywhere else. With
 * `{ cognito: true }` its pages sign in against the run's one cognito-local
 * (e2eGlobalSetup.ts), shared by every file that asks for it. Its pages are a
 * returning device's (visitor.ts) unless it asks for `{ visitor: 'first' }`.
 */
export function useDemoSuite(
  options: { cognito?: boolean; header?: SuiteHeader; cdnDir?: string; visitor?: Visitor } = {},
): {
  host: DemoHost;
  browser: Browser;
} {
  const { header = DEFAULT_SUITE_HEADER, visitor = 'returning', ...hostOptions } = options;
  const suite = {} as { host: DemoHost; browser: Browser };
  let launched: Browser | undefined;
  beforeAll(async () => {
    suite.host = await startTestHost(hostOptions);
    launched = await sharedChromium();
    suite.browser = suiteBrowser(launched, suite.host.url, header, visitor);
  });
  afterAll(async () => {
    // A context of this file's that is closed already (a test closed it) rejects a second close: nothing to do.
    await Promise.all((launched?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
    await suite.host?.close();
  });
  return suite;
}
