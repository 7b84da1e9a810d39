import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Disposable, Page } from 'playwright-core';
import { forgetRequests, watchPage, type PageWatch } from './browser';

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** What a test asks of its page: the context's options, and what the page starts with. */
export interface PageRequest extends BrowserContextOptions {
  /** Cookies the page starts with, beside the suite's own. */
  cookies?: Cookie[];
  /** Runs in every document of the page before any of its scripts (what the shopper's storage holds). */
  before?: () => void;
  /**
   * A context and page of the test's own, closed after it: for a test that watches the widgets' own scripts being
   * fetched, holds one back or measures a first load (a kept page takes them from its memory cache, without a
   * request).
   */
  fresh?: boolean;
}

/** A page, and what it logs, for one test. */
export interface TestPage {
  page: Page;
  watch: PageWatch;
}

interface Kept {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** What the test added to the page or its context (init scripts, bindings), taken back after it. */
  added: Disposable[];
  /** The origins the page's frames went to: their storage is cleared after the test. */
  origins: Set<string>;
  leased: boolean;
}

/** A context's viewport when none is given. */
const PLAYWRIGHT_VIEWPORT = { width: 1280, height: 720 };

/**
 * The methods whose Disposable is the only way to take back what a test added to a kept page or its context (its
 * routes go with unrouteAll).
 */
const UNDOABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/** Records the Disposable of every undoable call on `target`, so that it can be taken back. */
function recordAdditions(target: Page | BrowserContext, added: Disposable[]): void {
  for (const name of UNDOABLE) {
    const original = target[name] as (...args: unknown[]) => Promise<Disposable>;
    Object.defineProperty(target, name, {
      configurable: true,
      value: async (...args: unknown[]) => {
        const disposable = await original.apply(target, args);
        added.push(disposable);
        return disposable;
      },
    });
  }
}

/** The same text for the same options, whatever the order of their keys. */
function optionsKey(options: BrowserContextOptions): string {
  return JSON.stringify(options, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * The pages an e2e file's tests load the storefront in, kept from one test to the next: one per set of context
 * options (touch, motion, JavaScript...), navigated again rather than opened afresh. A page loaded in a fresh context
 * costs about 1.2 s of CPU; the same page navigated again about 0.47 s, as its renderer, its compiled scripts and
 * the hashed chunks in its memory cache are still there (docs/QUALITY.md).
 *
 * Between two tests a kept page is taken back to what a fresh one is: about:blank, alone in its context; no
 * listener, init script, route or binding the test added (to the page or its context); no cookie but the suite's;
 * no local, session or IndexedDB storage on any origin it went to; no permission. Its viewport is the one the next
 * test asks for. What it keeps is its memory cache, so a test that watches our scripts being fetched asks for
 * `fresh`.
 *
 * A test's first page for given options is the kept one; a second page with the same options in the same test
 * gets a fresh context, so two pages of one test never share cookies by accident.
 */
export class KeptPages {
  readonly #kept = new Map<string, Kept>();
  /** The fresh contexts of the test that is running, closed after it. */
  readonly #fresh: BrowserContext[] = [];

  /** `suiteCookies`: the cookies every page of the suite starts with (the header the suite's pages get). */
  constructor(
    private readonly browser: Browser,
    private readonly suiteCookies: Cookie[],
  ) {}

  async page({ cookies = [], before, fresh = false, ...options }: PageRequest = {}): Promise<TestPage> {
    // The viewport is the page's to change; the other options are the context's.
    const { viewport = PLAYWRIGHT_VIEWPORT, ...contextOptions } = options;
    const key = optionsKey(contextOptions);
    const page =
      fresh || this.#kept.get(key)?.leased ? await this.#freshPage(options) : await this.#keptPage(key, options);
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport))
      await page.setViewportSize(viewport);
    if (cookies.length > 0) await page.context().addCookies(cookies);
    const watch = await watchPage(page);
    if (before) await page.addInitScript(before);
    return { page, watch };
  }

  /** After each test: its kept pages made ready for the next (or dropped), its fresh ones closed. */
  async release(): Promise<void> {
    await Promise.all([
      ...this.#fresh.splice(0).map((context) => context.close().catch(() => undefined)),
      ...[...this.#kept].map(async ([key, kept]) => {
        if (!kept.leased) return;
        try {
          await this.#reset(kept);
        } catch {
          this.#kept.delete(key);
          await kept.context.close().catch(() => undefined);
        }
      }),
    ]);
  }

  async #freshPage(options: BrowserContextOptions): Promise<Page> {
    const context = await this.browser.newContext(options);
    this.#fresh.push(context);
    return context.newPage();
  }

  async #keptPage(key: string, options: BrowserContextOptions): Promise<Page> {
    let kept = this.#kept.get(key);
    if (kept?.page.isClosed()) {
      this.#kept.delete(key);
      await kept.context.close().catch(() => undefined);
      kept = undefined;
    }
    if (!kept) {
      const context = await this.browser.newContext(options);
      const page = await context.newPage();
      kept = {
        context,
        page,
        cdp: await context.newCDPSession(page),
        added: [],
        origins: new Set(),
        leased: false,
      };
      recordAdditions(page, kept.added);
      recordAdditions(context, kept.added);
      this.#kept.set(key, kept);
    }
    kept.leased = true;
    const { origins } = kept;
    kept.page.on('framenavigated', (frame) => {
      const origin = URL.canParse(frame.url()) ? new URL(frame.url()).origin : 'null';
      if (origin !== 'null') origins.add(origin);
    });
    return kept.page;
  }

  async #reset(kept: Kept): Promise<void> {
    const { page, context } = kept;
    // The customer's next page in the same browser, a second tab: opened by the test in the kept context.
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    page.removeAllListeners();
    forgetRequests(page);
    await Promise.all(kept.added.splice(0).map((added) => added.dispose()));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    // Local, session and IndexedDB storage, service workers and the cache storage of each origin.
    for (const origin of kept.origins)
      await kept.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    kept.origins.clear();
    if (this.suiteCookies.length > 0) await context.addCookies(this.suiteCookies);
    kept.leased = false;
  }
}
