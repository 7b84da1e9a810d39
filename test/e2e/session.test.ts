import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForWidget, type PageWatch } from '../support/browser';
import { useDemoSuite } from '../support/suite';

/**
 * End to end in Chromium on the demo host with a real
 * cognito-local beside it: a guest gets a guest token and the bag loads with
 * it; signing in switches to the customer's bag and the merge flow; signing
 * out returns to the guest.
 */
const suite = useDemoSuite({ cognito: true, visitor: 'first' });
const PASSWORD = 'Northmoor-Demo-1';

interface CartCall {
  method: string;
  path: string;
  authorization: string | null;
}

async function open(
  path: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ page: Page; watch: PageWatch; cartCalls: CartCall[] }> {
  await fetch(`${suite.host.url}/demo/api/reset`, { method: 'POST' });
  const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 }, fresh });
  const cartCalls: CartCall[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(cart\/api\/count|dt\/api\/getCart|oco-cart-items)\//.test(pathname)) {
      cartCalls.push({
        method: request.method(),
        path: pathname,
        authorization: request.headers().authorization ?? null,
      });
    }
  });
  await page.goto(`${suite.host.url}${path}`);
  await waitForWidget(page, 'nm-minicart');
  return { page, watch, cartCalls };
}

const sessionState = (page: Page) => page.evaluate(() => window.nmSession!.getState());
const badge = (page: Page) => page.locator('nm-minicart .badge').first().textContent();

async function signInWithTheDemoForm(page: Page, email: string): Promise<void> {
  await page.locator('#demo-signin summary').click();
  await page.fill('#demo-signin-email', email);
  await page.fill('#demo-signin-password', PASSWORD);
  await page.click('#demo-signin-submit');
}

describe('who the shopper is, on the demo host with cognito-local', () => {
  it('a guest gets a guest token, kept in guestUser.*, and the bag is counted and loaded with it as the bearer', async () => {
    const { page, watch, cartCalls } = await open('/?guest=1');
    await expect.poll(() => sessionState(page)).toMatchObject({ resolved: true, signedIn: false });
    const stored = await page.evaluate(() => ({
      sub: localStorage.getItem('guestUser.Sub'),
      token: localStorage.getItem('guestUser.AccessToken'),
    }));
    expect(stored.sub).toBe('guest-abc');
    expect(stored.token).toBeTruthy();
    await expect.poll(() => cartCalls.find((c) => c.path === '/cart/api/count/guest-abc')).toBeTruthy();
    // Never sent twice: the one count refresh waited for the session and went once, with the guest's bearer.
    const counts = cartCalls.filter((c) => c.path.startsWith('/cart/api/count/'));
    expect(counts).toEqual([
      { method: 'GET', path: '/cart/api/count/guest-abc', authorization: `Bearer ${stored.token}` },
    ]);
    // A guest's bag icon goes to /cart (minicart.md §6): the bag is loaded through the bridge, as other teams do.
    const cart = await page.evaluate(() =>
      (window.minicart as { fetchCart(): Promise<{ shoppingCart: { totalQuantity: number } }> }).fetchCart(),
    );
    expect(cart.shoppingCart.totalQuantity).toBeGreaterThan(0);
    await expect
      .poll(() =>
        cartCalls.some((c) => c.path === '/dt/api/getCart/guest-abc' && c.authorization === `Bearer ${stored.token}`),
      )
      .toBe(true);
    const seen = (await (await fetch(`${suite.host.url}/demo/api/identity/seen`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(seen)).not.toContain(stored.token!);
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.externalRequests).toEqual([]);
  });

  it("signing in switches to the customer's bag and the merge flow; signing out returns to the guest", async () => {
    const { page, watch, cartCalls } = await open('/?guest=1');
    await expect.poll(() => sessionState(page)).toMatchObject({ resolved: true, signedIn: false });
    const guestCount = await badge(page);
    const changes: unknown[] = [];
    await page.exposeFunction('__sessionChanged', (detail: unknown) => changes.push(detail));
    await page.evaluate(() =>
      document.addEventListener('nm:session-changed', (e) =>
        (window as unknown as { __sessionChanged(d: unknown): void }).__sessionChanged((e as CustomEvent).detail),
      ),
    );

    await signInWithTheDemoForm(page, 'alexandra@example.com');
    await expect.poll(() => sessionState(page)).toEqual({ resolved: true, signedIn: true, firstName: 'Alexandra' });
    await expect.poll(() => changes).toEqual([{ signedIn: true, firstName: 'Alexandra', v: 1 }]);
    const cstmr = await page.evaluate(
      () =>
        JSON.parse(
          decodeURIComponent(
            document.cookie
              .split('; ')
              .find((c) => c.startsWith('cstmr='))!
              .slice(6),
          ),
        ) as unknown,
    );
    expect(cstmr).toEqual({ customerId: 'demo-user-1', isLoggedin: true, isGuest: false });
    // The customer's count, with the ID token as the bearer.
    await expect
      .poll(() =>
        cartCalls.some((c) => c.path === '/cart/api/count/demo-user-1' && /^Bearer ey/.test(c.authorization ?? '')),
      )
      .toBe(true);
    await expect.poll(() => badge(page)).not.toBe(guestCount);
    await page.locator('nm-minicart .cart-icon').first().click();
    await expect
      .poll(() =>
        cartCalls.some(
          (c) =>
            c.method === 'GET' &&
            c.path === '/oco-cart-items/v3/demo-user-1/cart/merge' &&
            /^Bearer ey/.test(c.authorization ?? ''),
        ),
      )
      .toBe(true);
    await page.keyboard.press('Escape');

    await page.click('#demo-signout');
    await expect.poll(() => sessionState(page)).toEqual({ resolved: true, signedIn: false, firstName: '' });
    await expect.poll(() => changes.at(-1)).toEqual({ signedIn: false, firstName: '', v: 1 });
    await expect.poll(() => badge(page)).toBe(guestCount);
    expect(cartCalls.filter((c) => c.path === '/cart/api/count/guest-abc').length).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter(
          (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
        ),
      ),
    ).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('a signed-in shopper stays signed in on the next page when local storage is full (every setItem throws)', async () => {
    const { page, cartCalls } = await open('/?guest=1');
    await expect.poll(() => sessionState(page)).toMatchObject({ resolved: true });
    expect(
      await page.evaluate((password) => window.nmSession!.signIn('alexandra@example.com', password), PASSWORD),
    ).toEqual({ ok: true });
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function full(this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const guestCalls: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/guests/v1/')) guestCalls.push(request.url());
    });
    cartCalls.length = 0;
    await page.reload();
    await waitForWidget(page, 'nm-minicart');
    await expect.poll(() => sessionState(page)).toEqual({ resolved: true, signedIn: true, firstName: 'Alexandra' });
    // The customer's count with the stored session's ID token as the bearer: the session was read, not the cookies alone.
    await expect
      .poll(() =>
        cartCalls.some((c) => c.path === '/cart/api/count/demo-user-1' && /^Bearer ey/.test(c.authorization ?? '')),
      )
      .toBe(true);
    expect(guestCalls).toEqual([]);
  });

  it('a wrong password keeps the guest and returns the error to the caller', async () => {
    const { page } = await open('/?guest=1');
    const outcome = await page.evaluate(() => window.nmSession!.signIn('alexandra@example.com', 'not-the-Password-1'));
    expect(outcome.ok).toBe(false);
    expect(await sessionState(page)).toMatchObject({ signedIn: false });
  });

  it('the credentials call survives one throttling answer: the device signal still arrives, signed with them', async () => {
    await fetch(`${suite.host.url}/demo/api/reset`, { method: 'POST' });
    await fetch(`${suite.host.url}/demo/api/identity/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'throttle-once' }),
    });
    const { page, watch } = await suite.page({ viewport: { width: 1280, height: 800 } });
    const identityAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/cognito-identity/') identityAnswers.push(response.status());
    });
    await page.goto(`${suite.host.url}/?guest=1`);
    const signals = async () =>
      (
        (await (await fetch(`${suite.host.url}/demo/api/identity/signals`)).json()) as {
          signals: Array<Record<string, unknown>>;
        }
      ).signals;
    await expect.poll(signals, { timeout: 20_000 }).toHaveLength(1);
    const [signal] = await signals();
    expect(JSON.stringify(signal)).toContain('"eventSource":"web"');
    expect(JSON.stringify(signal)).toContain('"userAction":"pageLoad"');
    expect(JSON.stringify(signal)).toContain('"signatureVerified":true');
    // The throttled answer, the SDK's retry, then the credentials.
    expect(identityAnswers[0]).toBe(400);
    expect(identityAnswers.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    // Chromium reports the throttled answer itself; nothing of ours is logged.
    expect(watch.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await fetch(`${suite.host.url}/demo/api/identity/faults`, { method: 'DELETE' });
  });

  it('the hostile page (strict CSP, Trusted Types) loads the session chunk, the fingerprint and the bcn script, and signs in, with zero violations', async () => {
    // A first load's page: the strict page must take each of our scripts as fetched, none from a memory cache.
    const { page, watch } = await open('/hostile?guest=1', { fresh: true });
    await expect.poll(() => sessionState(page)).toMatchObject({ resolved: true });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fpid')), { timeout: 20_000 }).toBeTruthy();
    // The script is included twice on this page: one resolution, so one config call and at most one guest call.
    // Counted once the fingerprint is stored: it needs the config, whose call can end after the session resolved
    // (the two go in parallel, header.md §4), and a call is a resource entry only once its answer has ended.
    const calls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
    );
    expect(calls.filter((p) => p === '/dt/config')).toHaveLength(1);
    expect(calls.filter((p) => p.startsWith('/guests/v1/')).length).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.querySelectorAll('script#bcn').length)).toBe(1);
    const outcome = await page.evaluate(
      (password) => window.nmSession!.signIn('morgan@example.com', password),
      PASSWORD,
    );
    expect(outcome).toEqual({ ok: true });
    await expect.poll(() => sessionState(page)).toMatchObject({ signedIn: true, firstName: 'Morgan' });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.externalRequests).toEqual([]);
  });
});
