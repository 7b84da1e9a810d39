import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: run scripts/ensure-chromium.ts or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export interface PageWatch {
  errors: string[];
  consoleErrors: string[];
  warnings: string[];
  cspViolations: string[];
  externalRequests: string[];
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
  await page.exposeFunction('__reportCsp', (text: string) => watch.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return watch;
}

/** Waits until the element is defined and has rendered into its shadow root. */
export async function waitForWidget(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((name) => {
    const el = document.querySelector(name);
    return Boolean(customElements.get(name) && el?.shadowRoot?.childElementCount);
  }, tag);
}

/** Replaces the page's nm-widgets-config block on the way in, to try a config a real page might ship. */
export async function withConfigBlock(page: Page, path: string, json: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<script type="application\/json" id="nm-widgets-config">)[\s\S]*?(<\/script>)/, `$1${json}$2`);
    await route.fulfill({ response, body });
  });
}
