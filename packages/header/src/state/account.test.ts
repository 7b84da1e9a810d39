import { $auth, $config, $session, setPageLocation } from '@nm/core';
import { fakePageLocation, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $accountMenu,
  $signInForm,
  closeAccountMenu,
  followProtected,
  openAccountMenu,
  resetSignInForm,
  signOutFromMenu,
  startAccountDismissal,
  submitSignIn,
  toggleAccountMenu,
} from './account';

const visited: string[] = [];
let restoreNavigate: () => void;
const guest = () => writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
const signedIn = () =>
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { securityStatus: 'Authenticated', firstName: 'ann' },
  });

beforeEach(() => {
  visited.length = 0;
  restoreNavigate = setPageLocation(fakePageLocation({ onAssign: (url) => visited.push(url) }));
  writable($auth).set({});
  guest();
  closeAccountMenu('toggle');
  resetSignInForm();
});
afterEach(() => {
  restoreNavigate();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the account disclosure: one writer', () => {
  it('opens, toggles and records why it closed', () => {
    expect($accountMenu.get().open).toBe(false);
    toggleAccountMenu();
    expect($accountMenu.get()).toEqual({ open: true, closedBy: null });
    openAccountMenu();
    expect($accountMenu.get().open).toBe(true);
    toggleAccountMenu();
    expect($accountMenu.get()).toEqual({ open: false, closedBy: 'toggle' });
    closeAccountMenu('escape');
    expect($accountMenu.get().closedBy).toBe('toggle');
  });
});

/** A header-like host with the account area inside an open shadow root. */
function shadowArea() {
  const host = document.createElement('nm-test-header');
  const outside = document.createElement('button');
  outside.textContent = 'Outside';
  document.body.append(host, outside);
  const shadow = host.attachShadow({ mode: 'open' });
  const area = document.createElement('div');
  const button = document.createElement('button');
  const link = document.createElement('a');
  link.href = '#x';
  const sibling = document.createElement('button');
  area.append(button, link);
  shadow.append(area, sibling);
  return { host, shadow, area, button, link, sibling, outside };
}

describe('dismissal while open (Escape, an outside press via composedPath, focus leaving, sign-out)', () => {
  it('Escape closes and returns focus to the button when focus was inside', () => {
    const { area, button, link } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect($accountMenu.get()).toEqual({ open: false, closedBy: 'escape' });
    expect(document.activeElement?.shadowRoot?.activeElement ?? document.activeElement).toBe(button);
    stop();
  });

  it('Escape with focus elsewhere closes without taking focus', () => {
    const { area, button, outside } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    outside.focus();
    outside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect($accountMenu.get().closedBy).toBe('escape');
    expect(document.activeElement).toBe(outside);
    stop();
  });

  it('other keys do nothing', () => {
    const { area, button, link } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect($accountMenu.get().open).toBe(true);
    stop();
  });

  it('a press inside the area (seen from the document retargeted to the host) keeps it open; one outside it closes it', () => {
    const { area, button, link, sibling, outside } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($accountMenu.get().open).toBe(true);
    // Elsewhere in the same shadow root: the host is on the path, the area is not.
    sibling.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($accountMenu.get()).toEqual({ open: false, closedBy: 'outside' });
    openAccountMenu();
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($accountMenu.get().closedBy).toBe('outside');
    stop();
  });

  it('focus moving out of the area closes it; focus moving to nothing does not', () => {
    const { area, button, link, sibling } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: null }));
    expect($accountMenu.get().open).toBe(true);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: sibling }));
    expect($accountMenu.get()).toEqual({ open: false, closedBy: 'focus-out' });
    stop();
  });

  it('closes when who the shopper is changes, and listens no more once stopped', () => {
    const { area, button, outside } = shadowArea();
    const stop = startAccountDismissal({ area, button: () => button });
    openAccountMenu();
    signedIn();
    expect($accountMenu.get().closedBy).toBe('session');
    stop();
    openAccountMenu();
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    guest();
    expect($accountMenu.get().open).toBe(true);
  });

  it('"Not {name}? Sign Out" closes the menu, then signs out', async () => {
    openAccountMenu();
    const signOut = vi.fn(async () => {
      expect($accountMenu.get()).toEqual({ open: false, closedBy: 'sign-out' });
    });
    await signOutFromMenu(signOut);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('a failing sign-out is logged, never thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(signOutFromMenu(() => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });
});

describe('protected click', () => {
  it('a guest is sent to /login with the target kept', () => {
    openAccountMenu();
    expect(followProtected('/account/account.jsp?view=address')).toBe(true);
    expect(followProtected('/specialoffers')).toBe(true);
    expect(visited).toEqual([
      '/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Daddress',
      '/login?navpath=specialOffers',
    ]);
    expect($accountMenu.get().open).toBe(false);
  });

  it('a signed-in shopper follows the link itself', () => {
    signedIn();
    expect(followProtected('/account/account.jsp')).toBe(false);
    expect(visited).toEqual([]);
  });

  it('a session jwtToken counts as signed in (header.md §5)', () => {
    writable($auth).set({ jwtToken: 'j' });
    expect(followProtected('/account/account.jsp')).toBe(false);
  });
});

describe('inline sign-in form: SIGN IN & CHECKOUT', () => {
  it('success goes on to /checkout', async () => {
    const signIn = vi.fn(async () => ({ ok: true as const }));
    await submitSignIn('ann@example.com', 'pw', signIn);
    expect(signIn).toHaveBeenCalledWith('ann@example.com', 'pw');
    expect(visited).toEqual(['/checkout']);
    expect($signInForm.get()).toMatchObject({ status: 'done', email: 'ann@example.com', message: '' });
  });

  it("with the page's legacyRoutes switch on, success goes on to the legacy /checkout.jsp (header.md §2)", async () => {
    const before = $config.get();
    writable($config).set({ ...before, legacyRoutes: true });
    try {
      await submitSignIn('ann@example.com', 'pw', async () => ({ ok: true as const }));
      expect(visited).toEqual(['/checkout.jsp']);
    } finally {
      writable($config).set(before);
    }
  });

  it('failure keeps the email, shows the message and counts the failure; nothing navigates', async () => {
    const wrong = async () => ({
      ok: false as const,
      error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    await submitSignIn('ann@example.com', 'bad', wrong);
    expect($signInForm.get()).toEqual({
      status: 'failed',
      email: 'ann@example.com',
      message: 'The email or password is incorrect. Please try again.',
      failures: 1,
    });
    await submitSignIn('ann@example.com', 'bad2', async () => ({
      ok: false as const,
      error: { name: 'SessionUnavailable', message: 'x' },
    }));
    expect($signInForm.get()).toEqual({
      status: 'failed',
      email: 'ann@example.com',
      message: 'We could not sign you in right now. Please try again later.',
      failures: 2,
    });
    expect(visited).toEqual([]);
  });

  it('a sign-in that throws is a failure, not an unhandled rejection', async () => {
    await submitSignIn('ann@example.com', 'pw', () => Promise.reject(new Error('boom')));
    expect($signInForm.get()).toMatchObject({
      status: 'failed',
      message: 'We could not sign you in right now. Please try again later.',
    });
  });

  it('pending: the message clears and a second submit is ignored', async () => {
    let finish!: (v: { ok: true }) => void;
    const signIn = vi.fn(
      () =>
        new Promise<{ ok: true }>((resolve) => {
          finish = resolve;
        }),
    );
    const first = submitSignIn('ann@example.com', 'pw', signIn);
    expect($signInForm.get()).toMatchObject({ status: 'pending', email: 'ann@example.com', message: '' });
    await submitSignIn('ann@example.com', 'pw', signIn);
    expect(signIn).toHaveBeenCalledOnce();
    finish({ ok: true });
    await first;
    expect(visited).toEqual(['/checkout']);
  });
});
