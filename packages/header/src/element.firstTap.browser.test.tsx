import { $auth, $authPhase, $config, $session, defineElement, mergeConfig, resetLogOnce } from '@nm/core';
import { answerFetch, SAME_ORIGIN_HOSTS, until, writable } from '@nm/core/testing';
import { miniCartElement } from '@nm/minicart';
import { searchElement } from '@nm/search';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { headerElement } from './element';
import { closeAccountMenu } from './state/account';

/**
 * A shopper who taps the account button right after the page loads, before
 * the menu's chunk and its sheet have arrived (the menu
 * is lazy; the first paint draws the same button, and a tap on it opens the
 * menu as soon as it can). On a phone the menu must still open inside the
 * screen: it is placed once, when it opens, and that placement has to see
 * the menu's own CSS. A file of its own, so nothing has loaded the chunk
 * before (each browser test file runs in a fresh page).
 */

beforeAll(() => {
  for (const definition of [searchElement, miniCartElement, headerElement]) {
    if (!customElements.get(definition.tag)) defineElement(definition as never);
  }
});

afterEach(async () => {
  closeAccountMenu('toggle');
  document.body.replaceChildren();
  vi.restoreAllMocks();
  await page.viewport(1440, 900);
});

it("at 390 px a tap on the first paint's account button opens the menu inside the screen", async () => {
  resetLogOnce();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  answerFetch(() => []);
  writable($config).set(mergeConfig('localhost', { hosts: SAME_ORIGIN_HOSTS }));
  writable($authPhase).set('none');
  writable($auth).set({});
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { securityStatus: 'Authenticated', firstName: 'ALEXANDRA' },
  });
  await page.viewport(390, 844);
  const el = document.createElement('nm-header');
  document.body.append(el);
  await until(() => expect(el.shadowRoot?.querySelector('.account__button')).toBeTruthy(), { timeout: 8000 });
  // The first paint's button: the menu's chunk has not arrived.
  expect(el.shadowRoot!.querySelector('.account__panel')).toBeNull();
  el.shadowRoot!.querySelector<HTMLButtonElement>('.account__button')!.click();
  await until(() => expect(el.shadowRoot!.querySelector<HTMLElement>('.account__panel')?.hidden).toBe(false), {
    timeout: 8000,
  });
  const panel = el.shadowRoot!.querySelector<HTMLElement>('.account__panel')!;
  await until(() => expect(panel.querySelector('.account__hello')?.textContent).toBe('Hello, Alexandra'), {
    timeout: 8000,
  });
  const box = panel.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(300);
  expect(box.left).toBeGreaterThanOrEqual(8);
  expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8);
  vi.unstubAllGlobals();
});
