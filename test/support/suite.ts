import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, preparingContexts } from './browser';
import { startTestHost, type DemoHost } from './demoHost';
import { KeptPages, type PageRequest, type TestPage } from './keptPages';
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

/** The demo panel's settings cookie (demo-host/src/demo-settings.ts) with these settings. */
function demoSettingsCookie(hostUrl: string, settings: Record<string, unknown>) {
  return { name: 'demo_settings', value: encodeURIComponent(JSON.stringify(settings)), url: hostUrl };
}

/**
 * A page as the demo panel sets up `<nm-header>` pages: reduced motion, TYPEAHEAD and the given toggles in its
 * demo_settings cookie, with any other demo `settings` (`routes: 'legacy'`), and, if given, the fault switch's cookie
 * (demo_faults) for this page's context only.
 */
export function headerPageRequest(
  hostUrl: string,
  {
    viewport,
    toggles = [],
    faults,
    settings = {},
  }: {
    viewport: { width: number; height: number };
    toggles?: string[];
    faults?: string;
    settings?: Record<string, unknown>;
  },
): PageRequest & { cookies: NonNullable<PageRequest['cookies']> } {
  return {
    viewport,
    reducedMotion: 'reduce',
    cookies: [
      demoSettingsCookie(hostUrl, { header: 'element', toggles: ['TYPEAHEAD', ...toggles], ...settings }),
      ...(faults ? [{ name: 'demo_faults', value: faults, url: hostUrl }] : []),
    ],
  };
}

/** A browser context of the test's own for `<nm-header>` pages, set up as headerPageRequest's page. */
export async function headerPageContext(
  browser: Browser,
  hostUrl: string,
  options: Parameters<typeof headerPageRequest>[1],
): Promise<BrowserContext> {
  const { cookies, ...contextOptions } = headerPageRequest(hostUrl, options);
  const context = await browser.newContext(contextOptions);
  await context.addCookies(cookies);
  return context;
}

/** The cookies every context of the suite starts with: the header cookie (element pages need none: the demo's default). */
function suiteCookies(hostUrl: string, header: SuiteHeader) {
  return header === 'element' ? [] : [demoSettingsCookie(hostUrl, { header })];
}

/**
 * The suite's browser: every context it creates (newContext, newPage) holds
 * the suite's cookies and is the visitor's device, before its first request.
 */
function suiteBrowser(browser: Browser, cookies: ReturnType<typeof suiteCookies>, visitor: Visitor): Browser {
  return preparingContexts(browser, async (context) => {
    if (cookies.length > 0) await context.addCookies(cookies);
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

export interface DemoSuite {
  host: DemoHost;
  browser: Browser;
  /**
   * A page for the test, watched (browser.ts watchPage): the file's kept page for these options, taken back to a
   * fresh one's state after the test (keptPages.ts), or with `fresh` a context of its own. Open pages with it rather
   * than `browser.newContext()` unless the test needs a context it sets up itself.
   */
  page(request?: PageRequest): Promise<TestPage>;
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
): DemoSuite {
  const { header = DEFAULT_SUITE_HEADER, visitor = 'returning', ...hostOptions } = options;
  let pages: KeptPages | undefined;
  const suite = {
    page: (request?: PageRequest) => {
      if (!pages) throw new Error('suite.page() is for tests: the suite starts in beforeAll');
      return pages.page(request);
    },
  } as DemoSuite;
  let launched: Browser | undefined;
  beforeAll(async () => {
    suite.host = await startTestHost(hostOptions);
    launched = await sharedChromium();
    const cookies = suiteCookies(suite.host.url, header);
    suite.browser = suiteBrowser(launched, cookies, visitor);
    pages = new KeptPages(suite.browser, cookies);
  });
  // Registered first, so it runs after the file's own afterEach hooks, which may still read a page.
  afterEach(async () => {
    await pages?.release();
  });
  afterAll(async () => {
    // A context of this file's that is closed already (a test closed it) rejects a second close: nothing to do.
    await Promise.all((launched?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
    await suite.host?.close();
  });
  return suite;
}
