import {
  $auth,
  $config,
  $session,
  defineElement,
  installSessionBridge,
  mergeConfig,
  resetLogOnce,
  setPageLocation,
  type Brand,
  type SignInOutcome,
} from '@nm/core';
import { axeClean, deepActive, fakePageLocation, shadowOf, until, writable } from '@nm/core/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { $accountMenu, closeAccountMenu, resetSignInForm } from '../../state/account';
import { AccountArea, type AccountAreaProps } from './AccountArea';
import { ACCOUNT_CSS } from './styles';

/**
 * The account area in real Chromium, inside a real nm-* element (open shadow
 * root, adopted brand, base and account sheets), as the header renders it.
 */

const accountTestElement = {
  tag: 'nm-account-test' as const,
  component: AccountArea,
  props: {
    pageId: { kind: 'string' as const, default: 'HOME' },
    brand: { kind: 'string' as const, default: undefined as Brand | undefined },
    notificationCount: { kind: 'number' as const, default: 0 },
  },
  styles: ACCOUNT_CSS,
} satisfies Parameters<typeof defineElement<AccountAreaProps>>[0];

function mount(attributes = ''): HTMLElement {
  const holder = document.createElement('div');
  // Where the header puts it: at the right (the panel opens under the button, aligned to its right edge).
  holder.style.cssText = 'display: flex; justify-content: flex-end; align-items: center; gap: 8px;';
  holder.innerHTML = `<button id="before">Before</button><nm-account-test ${attributes}></nm-account-test><button id="after">After</button>`;
  document.body.append(holder);
  return holder.querySelector('nm-account-test')!;
}
const toggle = (el: HTMLElement) => shadowOf(el).querySelector<HTMLButtonElement>('.account__button');
const panel = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('.account__panel')!;
const linkNamed = (el: HTMLElement, text: string) =>
  [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === text);

async function mounted(attributes = ''): Promise<HTMLElement> {
  const el = mount(attributes);
  await until(() => expect(toggle(el) ?? shadowOf(el)?.querySelector('a')).toBeTruthy());
  return el;
}

const visited: string[] = [];
let restoreNavigate = () => {};
/** The session the widgets' own UI signs in through (core signInShopper), installed on a stand-in window. */
const signIn = vi.fn<(email: string, password: string) => Promise<SignInOutcome>>();
const signOut = vi.fn(async () => {});
function installSession() {
  installSessionBridge({} as Window, () => Promise.resolve({ signIn, signOut }));
}

function asGuest() {
  writable($auth).set({});
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
}
function asCustomer(firstName = 'ann') {
  writable($auth).set({});
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { securityStatus: 'Authenticated', firstName },
  });
}

beforeAll(async () => {
  defineElement(accountTestElement);
  await page.viewport(1440, 900);
});
beforeEach(() => {
  visited.length = 0;
  restoreNavigate = setPageLocation(fakePageLocation({ onAssign: (url) => visited.push(url) }));
  writable($config).set(
    mergeConfig('localhost', {
      toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true, DT_ORDER_HISTORY: true },
      links: { nmCreditCardHash: 'abc123' },
    }),
  );
  asGuest();
  resetSignInForm();
  signIn.mockReset();
  signOut.mockClear();
  installSession();
});
afterEach(async () => {
  closeAccountMenu('toggle');
  restoreNavigate();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  await page.viewport(1440, 900);
});

describe('account disclosure (WAI-ARIA disclosure, not role="menu")', () => {
  it('is a button with aria-expanded and aria-controls naming a panel of links; no menu roles', async () => {
    asCustomer();
    const el = await mounted('notification-count="3"');
    const button = toggle(el)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(shadowOf(el).getElementById(button.getAttribute('aria-controls')!)).toBe(panel(el));
    expect(panel(el).hidden).toBe(true);
    expect(shadowOf(el).querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
    // The count is in the button's name; the badge shows it.
    expect(button.getAttribute('aria-label')).toBe('Welcome, Ann, 3 notifications');
    expect(button.textContent).toBe('Welcome, Ann 3');
    expect(shadowOf(el).querySelector('.account__badge')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("its accessible name, as Chromium computes it, is the rule's: no space before the count's comma", async () => {
    asCustomer();
    const el = await mounted('notification-count="6"');
    await expect
      .element(page.getByRole('button', { name: 'Welcome, Ann, 6 notifications', exact: true }))
      .toBeInTheDocument();
    await page.viewport(1000, 900);
    await expect
      .element(page.getByRole('button', { name: 'Welcome, Ann, 6 notifications', exact: true }))
      .toBeInTheDocument();
    expect(toggle(el)!.textContent).toContain('Welcome, Ann');
  });

  it('Enter and Space toggle it', async () => {
    asCustomer();
    const el = await mounted();
    toggle(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => expect(toggle(el)!.getAttribute('aria-expanded')).toBe('true'));
    expect(panel(el).hidden).toBe(false);
    await userEvent.keyboard(' ');
    await until(() => expect(toggle(el)!.getAttribute('aria-expanded')).toBe('false'));
    expect(panel(el).hidden).toBe(true);
  });

  it('Escape closes it and returns focus to the button', async () => {
    asCustomer();
    const el = await mounted();
    toggle(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => expect(panel(el).hidden).toBe(false));
    await userEvent.keyboard('{Tab}');
    expect(deepActive()?.textContent).toBe('Your Account');
    await userEvent.keyboard('{Escape}');
    await until(() => expect(panel(el).hidden).toBe(true));
    expect(deepActive()).toBe(toggle(el));
    expect($accountMenu.get().closedBy).toBe('escape');
  });

  it('Tab moves through the links in order; tabbing out of the area closes it (APG disclosure navigation)', async () => {
    asCustomer();
    const el = await mounted();
    toggle(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => expect(panel(el).hidden).toBe(false));
    const order: string[] = [];
    for (;;) {
      await userEvent.keyboard('{Tab}');
      const active = deepActive();
      if (!active || !shadowOf(el).contains(active)) break;
      order.push(active.textContent ?? '');
    }
    expect(order).toEqual([
      'Your Account',
      'Overview',
      'Order History',
      'Address Book',
      'Payment Information',
      'Special Offers',
      'NM Credit Card',
      'Match with a Style Advisor',
      'View Favorites',
      'Not Ann? Sign Out',
    ]);
    expect(deepActive()?.id).toBe('after');
    await until(() => expect(panel(el).hidden).toBe(true));
    expect($accountMenu.get().closedBy).toBe('focus-out');
  });

  it('a press outside the shadow root closes it; a press inside does not (composedPath)', async () => {
    asCustomer();
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    await userEvent.click(shadowOf(el).querySelector<HTMLElement>('.account__hello')!);
    expect(panel(el).hidden).toBe(false);
    await userEvent.click(document.getElementById('after')!);
    await until(() => expect(panel(el).hidden).toBe(true));
    expect($accountMenu.get().closedBy).toBe('outside');
  });

  it('signed in: "Hello, {name}", "Your Account", the order-history route and "Not {name}? Sign Out"', async () => {
    asCustomer('christopher+lee');
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    expect(shadowOf(el).querySelector('.account__hello')?.textContent).toBe('Hello, Christopher');
    expect(linkNamed(el, 'Order History')?.getAttribute('href')).toBe('/order-history');
    expect(linkNamed(el, 'NM Credit Card')?.getAttribute('href')).toBe('/c/NM/abc123');
    expect(shadowOf(el).querySelector('.account__signout')?.textContent).toBe('Not Christopher? Sign Out');
  });

  it('a guest following an account link is sent to sign in with the target kept', async () => {
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    expect(linkNamed(el, 'Sign In / Register')?.getAttribute('href')).toBe('/login');
    expect(linkNamed(el, 'My Orders')?.getAttribute('href')).toBe('/guest-order-history');
    linkNamed(el, 'Address Book')!.click();
    expect(visited).toEqual(['/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Daddress']);
    // The panel closed on the first: open again for the second.
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    linkNamed(el, 'Special Offers')!.click();
    expect(visited).toEqual([
      '/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Daddress',
      '/login?navpath=specialOffers',
    ]);
  });
});

describe('header.md §8: the previous-page cookie helper (docs/header.md "The previous-page helper")', () => {
  it("before a guest is sent to sign in, the page's window.setPrevPageLink gets this page's address", async () => {
    const helper = vi.fn();
    Object.assign(window, { setPrevPageLink: helper });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'setPrevPageLink');
    });
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    linkNamed(el, 'Address Book')!.click();
    expect(helper).toHaveBeenCalledWith(location.href);
    expect(visited).toEqual(['/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Daddress']);
  });

  it('without it: "Could not set prev_page_link" logged, once, and the shopper still goes to sign in', async () => {
    resetLogOnce();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mounted();
    for (const name of ['Address Book', 'Special Offers']) {
      toggle(el)!.click();
      await until(() => expect(panel(el).hidden).toBe(false));
      linkNamed(el, name)!.click();
    }
    expect(visited).toHaveLength(2);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual(['[nm-widgets] Could not set prev_page_link']);
  });
});

describe('Special Offers for the shopper\'s country (header.md §5 "the country preference qualifies")', () => {
  it("a Canadian shopper (the profile cookie's countryPreference CA) gets no Special Offers, unless the page says US", async () => {
    writable($session).set({
      customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
      profile: { securityStatus: 'Authenticated', firstName: 'ann', countryPreference: 'CA' },
    });
    writable($config).set(
      mergeConfig('localhost', {
        toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true },
        profile: { countryPreference: 'US' },
      }),
    );
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(linkNamed(el, 'Special Offers')).toBeDefined());
    writable($config).set(mergeConfig('localhost', { toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true } }));
    await until(() => expect(linkNamed(el, 'Special Offers')).toBeUndefined());
    expect(linkNamed(el, 'Overview')).toBeDefined();
  });
});

describe('the pages the spec leaves to the deployment: the config\'s links (README "Config")', () => {
  it('links.accountPage is where Overview, Your Account and the other areas go', async () => {
    asCustomer();
    writable($config).set(mergeConfig('localhost', { links: { accountPage: '/my-account' } }));
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    expect(linkNamed(el, 'Your Account')?.getAttribute('href')).toBe('/my-account');
    expect(linkNamed(el, 'Overview')?.getAttribute('href')).toBe('/my-account');
    expect(linkNamed(el, 'Address Book')?.getAttribute('href')).toBe('/my-account?view=address');
  });

  it("links.hcAssistance is the HC header's assistance link", async () => {
    writable($config).set(mergeConfig('localhost', { links: { hcAssistance: 'https://help.example.test/hc' } }));
    const el = await mounted('brand="HC"');
    await until(() =>
      expect(shadowOf(el).querySelector('.account__hc-link')?.getAttribute('href')).toBe(
        'https://help.example.test/hc',
      ),
    );
  });
});

describe('CART / CHECKOUT and HC', () => {
  it.each(['CART', 'CHECKOUT'])('on %s the area is a plain Sign In link to /login', async (pageId) => {
    const el = await mounted(`page-id="${pageId}"`);
    expect(toggle(el)).toBeNull();
    const link = shadowOf(el).querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Sign In', '/login']);
  });

  it('HC: YOUR ACCOUNT to /account/ and the assistance link', async () => {
    const el = await mounted('brand="HC"');
    expect([...shadowOf(el).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ASSISTANCE', 'https://assistance.horchow.com/'],
      ['YOUR ACCOUNT', '/account/'],
    ]);
  });
});

describe('inline sign-in form (lazy)', () => {
  async function openForm(el: HTMLElement) {
    toggle(el)!.click();
    await until(() => expect(shadowOf(el).querySelector('form.sign-in')).not.toBeNull());
    return {
      email: shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!,
      password: shadowOf(el).querySelector<HTMLInputElement>('input[name="password"]')!,
      submit: shadowOf(el).querySelector<HTMLButtonElement>('button[type="submit"]')!,
    };
  }

  it('has the spec\'s fields: email with the pattern and no message of ours, password plain, "SIGN IN & CHECKOUT"', async () => {
    const el = await mounted();
    const { email, password, submit } = await openForm(el);
    expect(email.type).toBe('email');
    expect(email.pattern).toBe(String.raw`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,6}`);
    expect(password.type).toBe('password');
    expect(password.required).toBe(false);
    expect(password.pattern).toBe('');
    expect(submit.textContent).toBe('SIGN IN & CHECKOUT');
    // The browser applies the pattern: a one-letter ending is refused, a seven-letter one too.
    email.value = 'ann@example.c';
    expect(email.validity.patternMismatch).toBe(true);
    email.value = 'ann@example.abcdefg';
    expect(email.validity.patternMismatch).toBe(true);
    email.value = 'ann@example.com';
    expect(email.validity.valid).toBe(true);
    expect(email.validationMessage === '' && email.title === '').toBe(true);
  });

  it('a failure keeps the email, says so (role=alert) and focuses the first field; nothing navigates', async () => {
    signIn.mockResolvedValue({
      ok: false,
      error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    const el = await mounted();
    const { email, password, submit } = await openForm(el);
    await userEvent.type(email, 'ann@example.com');
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    await until(() =>
      expect(shadowOf(el).querySelector('[role="alert"]')?.textContent).toBe(
        'The email or password is incorrect. Please try again.',
      ),
    );
    expect(signIn).toHaveBeenCalledWith('ann@example.com', 'wrong');
    expect(email.value).toBe('ann@example.com');
    await until(() => expect(deepActive()).toBe(email));
    expect(email.getAttribute('aria-describedby')).toBe(shadowOf(el).querySelector('[role="alert"]')!.id);
    expect(visited).toEqual([]);
  });

  it('an email with a one-letter ending is refused by the browser: no sign-in call', async () => {
    const el = await mounted();
    const { email, password, submit } = await openForm(el);
    await userEvent.type(email, 'ann@example.c');
    await userEvent.type(password, 'pw');
    await userEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('success goes on to /checkout', async () => {
    signIn.mockResolvedValue({ ok: true });
    const el = await mounted();
    const { email, password, submit } = await openForm(el);
    await userEvent.type(email, 'ann@example.com');
    await userEvent.type(password, 'right');
    await userEvent.click(submit);
    await until(() => expect(visited).toEqual(['/checkout']));
  });
});

describe('sign-out', () => {
  it('"Not {name}? Sign Out" closes the menu and signs out through the session bridge', async () => {
    asCustomer();
    const el = await mounted();
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    shadowOf(el).querySelector<HTMLButtonElement>('.account__signout')!.click();
    await until(() => expect(signOut).toHaveBeenCalledOnce());
    expect(panel(el).hidden).toBe(true);
  });
});

describe('layout', () => {
  it('an area far from the right edge still opens its panel inside the viewport', async () => {
    await page.viewport(390, 844);
    const el = mount();
    (el.parentElement as HTMLElement).style.justifyContent = 'flex-start';
    await until(() => expect(toggle(el)).not.toBeNull());
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    const box = panel(el).getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(8);
    expect(box.right).toBeLessThanOrEqual(390 - 8);
  });

  it('targets are at least 44 px tall: the button; the panel links at least 32 px with a fine pointer', async () => {
    asCustomer();
    const el = await mounted();
    expect(toggle(el)!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    toggle(el)!.click();
    await until(() => expect(panel(el).hidden).toBe(false));
    for (const link of shadowOf(el).querySelectorAll<HTMLElement>('.account__link, .account__signout')) {
      expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    }
  });

  it("focus is visible on the button (the base sheet's outline)", async () => {
    const el = await mounted();
    toggle(el)!.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(deepActive()).toBe(toggle(el));
    expect(getComputedStyle(toggle(el)!).outlineStyle).toBe('solid');
  });
});

describe('axe, with the menu open', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])('is clean at %i px, guest with the sign-in form and signed in with a count', async (width, height) => {
    await page.viewport(width, height);
    const guest = await mounted('notification-count="2"');
    toggle(guest)!.click();
    await until(() => expect(shadowOf(guest).querySelector('form.sign-in')).not.toBeNull());
    await axeClean(guest);
    const box = panel(guest).getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(8);
    expect(box.right).toBeLessThanOrEqual(width - 8);
    closeAccountMenu('toggle');
    document.body.replaceChildren();

    asCustomer('ann');
    const customer = await mounted('notification-count="120"');
    toggle(customer)!.click();
    await until(() => expect(panel(customer).hidden).toBe(false));
    await axeClean(customer);
  });
});
