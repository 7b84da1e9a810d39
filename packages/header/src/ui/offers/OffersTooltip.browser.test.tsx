import {
  $auth,
  $authPhase,
  $config,
  $firstName,
  $signedIn,
  $session,
  defineElement,
  mergeConfig,
  useStore,
} from '@nm/core';
import { axeClean, deepActive, until, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AccountButton } from '../account/AccountFirstPaint';
import { ACCOUNT_CSS } from '../account/styles';
import { useNotificationCount } from '../notifications/useNotificationCount';
import { $notifications, resetNotifications } from '../../state/notifications';
import { restoreOffersPromptFlag } from '../../state/offers';
import { OffersPrompt } from './OffersPrompt';
import { OFFERS_TOOLTIP_CSS } from './styles';

/** The header's account button with its badge, and the tooltip beside it, as the header places them. */
function Harness() {
  const signedIn = useStore($signedIn);
  const name = useStore($firstName);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px' }}>
      <div style={{ position: 'relative' }}>
        <AccountButton signedIn={signedIn} name={name} notificationCount={useNotificationCount()} id="account" />
        <OffersPrompt />
      </div>
    </div>
  );
}
defineElement({ tag: 'nm-test-offers', component: Harness, props: {}, styles: ACCOUNT_CSS + OFFERS_TOOLTIP_CSS });

let el: HTMLElement;
const root = () => el.shadowRoot!;
const tooltip = () => root().querySelector<HTMLElement>('.offers-tooltip');

async function mount() {
  el = document.createElement('nm-test-offers');
  const after = document.createElement('button');
  after.id = 'after';
  after.textContent = 'Next on the page';
  document.body.append(el, after);
  await until(() => expect(tooltip()).not.toBeNull());
}

beforeEach(async () => {
  await page.viewport(1440, 900);
  sessionStorage.clear();
  restoreOffersPromptFlag();
  resetNotifications();
  writable($authPhase).set('none');
  writable($auth).set({});
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
  writable($config).set(mergeConfig('localhost', { toggles: { SPECIAL_OFFERS_PROMPT: true } }));
});
afterEach(() => document.body.replaceChildren());

describe('header.md §4 "Special offers tooltip" in Chromium', () => {
  it('a guest is prompted to sign in; reachable by keyboard after the account link, and not a trap', async () => {
    await mount();
    expect(tooltip()!.textContent).toContain('Sign in to see special offers just for you.');
    expect(root().querySelector('.offers-tooltip a')!.getAttribute('href')).toBe('/login?navpath=specialOffers');
    root().querySelector<HTMLElement>('#account')!.focus();
    await userEvent.tab();
    expect(deepActive()?.textContent).toBe('Sign In');
    await userEvent.tab();
    expect(deepActive()?.getAttribute('aria-label')).toBe('Dismiss special offers tip');
    await userEvent.tab();
    expect(deepActive()?.id).toBe('after');
    expect(tooltip()).not.toBeNull();
  });

  it('Escape dismisses it wherever focus is, and flags session storage specialOffers', async () => {
    await mount();
    document.getElementById('after')!.focus();
    await userEvent.keyboard('{Escape}');
    await until(() => expect(tooltip()).toBeNull());
    expect(sessionStorage.getItem('specialOffers')).toBe('true');
  });

  it('any press on the page dismisses it', async () => {
    await mount();
    await userEvent.click(document.getElementById('after')!);
    await until(() => expect(tooltip()).toBeNull());
    expect(sessionStorage.getItem('specialOffers')).toBe('true');
  });

  it('its dismiss button dismisses it', async () => {
    await mount();
    root().querySelector<HTMLButtonElement>('.offers-tooltip__close')!.click();
    await until(() => expect(tooltip()).toBeNull());
  });

  it('a signed-in shopper sees the offer message; the badge shows the count', async () => {
    writable($auth).set({ jwtToken: 'jwt' });
    $notifications.set({
      count: 120,
      offers: [{ offerFlag: 'New', promoKey: 'MENS_GC_175', addedAt: 1 }],
      promptData: { message: "Get a $175 gift card with your men's purchase", analyticsCode: 'so_prompt_mens_gc_175' },
    });
    await mount();
    expect(tooltip()!.textContent).toContain("Get a $175 gift card with your men's purchase");
    expect(root().querySelector('.offers-tooltip a')!.getAttribute('href')).toBe('/specialoffers');
    expect(root().querySelector('.account__badge')!.textContent).toBe('99+');
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('axe finds nothing with it open at %i px', async (width, height) => {
    await page.viewport(width, height);
    await mount();
    await axeClean(el);
    writable($auth).set({ jwtToken: 'jwt' });
    $notifications.set({
      count: 3,
      offers: [{ offerFlag: 'New', promoKey: 'X', addedAt: 1 }],
      promptData: { message: 'Check out offers just for you!', analyticsCode: 'so_prompt_generic' },
    });
    await until(() => expect(tooltip()!.textContent).toContain('Check out offers just for you!'));
    await axeClean(el);
  });
});
