import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, waitForWidget, watchPage, type PageWatch } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/**
 * Only what the page's elements need starts. A page with
 * only <nm-search> (whose calls carry no token) fetches no guest token, no
 * /dt/config, no analytics script, no session chunk, no Cognito and no
 * FingerprintJS; window.nmSession still works there: a sign-in or sign-out
 * starts the session at once, a read (getState, subscribe) in a quiet moment. The demo host has no search-only page: the test
 * serves one at the host's origin, with a demo page's own <head> (the config
 * block, the stylesheet, the script) and only <nm-search> in its body.
 */
const suite = useDemoSuite({ visitor: 'first' });

const PATH = '/issue-19/search-only';

/** The session's calls (the demo host's stand-ins), by path. */
const SESSION_CALLS =
  /^\/(guests\/v1\/|migration\/|dt\/config|dt\/api\/(pzpId|p13nId)\/|my\/api\/fpsrvr\/|bcn\.js|cognito-idp\/|cognito-identity\/|fraud\/|uca-logger\/|extended-profile\/)/;

/** What each lazy part of the session holds, recognised by its content whatever the build names its file. */
const SESSION_PARTS: Record<string, string> = {
  'the session chunk': 'Minicart error getting guest',
  'amazon-cognito-identity-js': 'USER_SRP_AUTH',
  'the fingerprint flow': 'fingerprintExpiration',
  'the cloud credentials (AWS SDK)': 'GetCredentialsForIdentity',
  FingerprintJS: 'audioBaseLatency',
};

interface Opened {
  page: Page;
  watch: PageWatch;
  calls: string[];
  parts: Set<string>;
}

async function openSearchOnly(prepare?: (page: Page) => Promise<void>): Promise<Opened> {
  const demo = await (await fetch(`${suite.host.url}/`)).text();
  const head = demo.slice(0, demo.indexOf('</head>'));
  const html = `${head}</head>\n<body><header><nm-search></nm-search></header><main><h1>Search only</h1></main></body></html>`;
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const watch = await watchPage(page);
  await page.route(`**${PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const calls: string[] = [];
  const parts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SESSION_CALLS.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/static/esm/')) return;
    void response.text().then(
      (text) => {
        for (const [part, marker] of Object.entries(SESSION_PARTS)) if (text.includes(marker)) parts.add(part);
      },
      () => undefined,
    );
  });
  if (prepare) await prepare(page);
  await page.goto(`${suite.host.url}${PATH}`);
  await waitForWidget(page, 'nm-search');
  return { page, watch, calls, parts };
}

/**
 * Past every time the session could start on its own: a page that needed the
 * shopper would have loaded the session chunk by 3000 ms after the demand at
 * the latest (packages/bundle/src/session.ts), and its first quiet moment
 * after load much sooner. This is the time the rule names, not "a moment".
 */
async function pastTheSessionsLatestStart(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() > 4500, undefined, { polling: 100, timeout: 15_000 });
  await settle(page);
}

describe('a page with only <nm-search>', () => {
  it('starts no session: no guest token, /dt/config, analytics script, session chunk, Cognito or FingerprintJS', async () => {
    const { page, watch, calls, parts } = await openSearchOnly();
    await pastTheSessionsLatestStart(page);
    expect(calls).toEqual([]);
    expect([...parts]).toEqual([]);
    // The search itself works: the type-ahead answers.
    const input = page.locator('nm-search input').first();
    await input.fill('sho');
    await expect.poll(() => page.locator('nm-search [role="option"]').count()).toBeGreaterThan(0);
    await settle(page);
    expect(calls).toEqual([]);
    expect([...parts]).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await page.close();
  });

  it('window.nmSession works there: a call starts the session at once, and its work follows in a quiet moment', async () => {
    const { page, watch, calls, parts } = await openSearchOnly();
    await pastTheSessionsLatestStart(page);
    expect(calls).toEqual([]);
    await page.evaluate(() => window.nmSession!.signOut());
    // The guest flow ran for the sign-out: the session chunk and the user pool are in, and there is a guest.
    expect(await page.evaluate(() => window.nmSession!.getState())).toMatchObject({ resolved: true, signedIn: false });
    expect(calls).toContain('GET /guests/v1/token');
    expect(parts).toContain('the session chunk');
    // The config call goes with the resolution; the analytics script and the fingerprint after it, when quiet.
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(['GET /dt/config', 'GET /bcn.js', 'POST /fraud/v1/device-signals']));
    expect(parts).toContain('FingerprintJS');
    expect(await page.evaluate(() => localStorage.getItem('fpid'))).toBeTruthy();
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await page.close();
  });

  it('a page that reads window.nmSession asks who the shopper is: its subscriber hears the session resolve, in a quiet moment', async () => {
    const { page, watch, calls } = await openSearchOnly();
    await pastTheSessionsLatestStart(page);
    expect(calls).toEqual([]);
    await page.evaluate(() => {
      const w = window as unknown as { __states: unknown[] };
      w.__states = [];
      window.nmSession!.subscribe((state) => w.__states.push(state));
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __states: unknown[] }).__states), { timeout: 15_000 })
      .toEqual([
        { resolved: false, signedIn: false, firstName: '' },
        { resolved: true, signedIn: false, firstName: '' },
      ]);
    expect(calls).toContain('GET /guests/v1/token');
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it('with a valid stored fingerprint, FingerprintJS is not even downloaded: the stored id is looked up and signalled', async () => {
    const stored = async (page: Page) => {
      await page.addInitScript(() => {
        localStorage.setItem('fpid', 'fp-stored-1');
        localStorage.setItem('fpStoredDate', String(Math.floor(Date.now() / 1000) - 60));
        localStorage.setItem('fingerprintExpiration', '86400');
      });
    };
    const { page, calls, parts } = await openSearchOnly(stored);
    await page.evaluate(() => window.nmSession!.signOut());
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(['GET /dt/api/pzpId/fp-stored-1', 'POST /fraud/v1/device-signals']));
    await settle(page);
    expect(parts).toContain('the fingerprint flow');
    expect(parts).not.toContain('FingerprintJS');
    expect(await page.evaluate(() => localStorage.getItem('fpid'))).toBe('fp-stored-1');
    await page.close();
  });
});
