// The demo sign-in form's script (demo-host/site/session-demo.js) in
// happy-dom: it waits for the widgets' page bridge window.nmSession (which
// loads late), calls signIn / signOut, writes the result in the status line,
// and follows nm:session-changed.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from './demo-settings';
import { siteHeader } from './templates/layout';
import { loginContent } from './templates/login';

const SCRIPT = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../site/session-demo.js'), 'utf8');

type SignInResult = { ok: true } | { ok: false; error: { name: string; message: string } };
interface Bridge {
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
}
const win = window as unknown as { nmSession?: Bridge };

const status = () => document.getElementById('demo-session-status')!;
const form = () => document.getElementById('demo-signin-form') as HTMLFormElement;

function fillAndSubmit(email: string, password: string): void {
  (document.getElementById('demo-signin-email') as HTMLInputElement).value = email;
  (document.getElementById('demo-signin-password') as HTMLInputElement).value = password;
  form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  delete win.nmSession;
  // The standalone header: the one with the legacy greeting the script keeps in step (the <nm-header> pages have none).
  document.body.innerHTML = siteHeader({
    session: { customerId: 'demo-user-1', isGuest: false, isLoggedin: false },
    widgets: true,
    settings: { ...DEFAULT_SETTINGS, header: 'standalone' },
  }).markup;
  runInThisContext(SCRIPT);
});
afterEach(() => {
  vi.useRealTimers();
  delete win.nmSession;
});

describe('session-demo.js', () => {
  it('a sign-in before the bridge has loaded waits for it, then says who signed in', async () => {
    const signIn = vi.fn<Bridge['signIn']>(async () => ({ ok: true }));
    fillAndSubmit(' alexandra@example.com ', 'Northmoor-Demo-1');
    expect(status().textContent).toBe('Signing in\u2026');
    expect((document.getElementById('demo-signin-submit') as HTMLButtonElement).disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(signIn).not.toHaveBeenCalled();
    win.nmSession = { signIn, signOut: vi.fn(async () => undefined) };
    await vi.advanceTimersByTimeAsync(100);
    expect(signIn).toHaveBeenCalledWith('alexandra@example.com', 'Northmoor-Demo-1');
    expect(status().textContent).toBe('Signed in as alexandra@example.com.');
    expect((document.getElementById('demo-signin-password') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('demo-signin-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it("a failed sign-in shows the error's name and message", async () => {
    win.nmSession = {
      signIn: async () => ({
        ok: false,
        error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      }),
      signOut: async () => undefined,
    };
    fillAndSubmit('alexandra@example.com', 'wrong');
    await vi.advanceTimersByTimeAsync(0);
    expect(status().textContent).toBe('Sign-in failed: NotAuthorizedException: Incorrect username or password.');
    expect(status().className).toBe('demo-session-status demo-session-status--error');
  });

  it('a bridge that throws is reported too', async () => {
    win.nmSession = { signIn: () => Promise.reject(new TypeError('boom')), signOut: async () => undefined };
    fillAndSubmit('alexandra@example.com', 'x');
    await vi.advanceTimersByTimeAsync(0);
    expect(status().textContent).toBe('Sign-in failed: TypeError: boom');
  });

  it('an empty form asks for both fields and calls nothing', async () => {
    const signIn = vi.fn<Bridge['signIn']>();
    win.nmSession = { signIn, signOut: async () => undefined };
    fillAndSubmit('', '');
    expect(status().textContent).toBe('Enter an email and a password.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('gives up after 15 s when the session never loads', async () => {
    fillAndSubmit('alexandra@example.com', 'Northmoor-Demo-1');
    await vi.advanceTimersByTimeAsync(15_100);
    expect(status().textContent).toBe('The widgets\u2019 session did not load; cannot sign in.');
  });

  it('Sign out calls the bridge instead of following the ?guest=1 link', async () => {
    const signOut = vi.fn(async () => undefined);
    win.nmSession = { signIn: async () => ({ ok: true }), signOut };
    const click = new MouseEvent('click', { cancelable: true, bubbles: true });
    document.getElementById('demo-signout')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledOnce();
    expect(status().textContent).toBe('Signed out: shopping as a guest.');
  });

  it('follows nm:session-changed: the greeting, and which of the form and the link shows', () => {
    document.dispatchEvent(new CustomEvent('nm:session-changed', { detail: { signedIn: true, firstName: 'Morgan' } }));
    expect(document.getElementById('site-greeting')!.textContent).toBe('Hello, Morgan');
    expect(document.getElementById('demo-signin')!.hidden).toBe(true);
    expect(document.getElementById('demo-signout')!.hidden).toBe(false);
    document.dispatchEvent(new CustomEvent('nm:session-changed', { detail: { signedIn: false, firstName: '' } }));
    expect(document.getElementById('site-greeting')!.textContent).toBe('Sign In / Register');
    expect(document.getElementById('demo-signin')!.hidden).toBe(false);
    expect(document.getElementById('demo-signout')!.hidden).toBe(true);
  });

  it('on the sign-in page of an <nm-header> site (no legacy greeting) the form and the link still follow the session', () => {
    document.body.innerHTML =
      siteHeader({ session: { customerId: 'demo-user-1', isGuest: false, isLoggedin: false }, widgets: true }).markup +
      loginContent(undefined).markup;
    runInThisContext(SCRIPT);
    expect(document.getElementById('site-greeting')).toBeNull();
    document.dispatchEvent(new CustomEvent('nm:session-changed', { detail: { signedIn: true, firstName: 'Morgan' } }));
    expect(document.getElementById('demo-signin')!.hidden).toBe(true);
    expect(document.getElementById('demo-signout')!.hidden).toBe(false);
  });
});
