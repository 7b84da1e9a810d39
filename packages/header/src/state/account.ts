import {
  $config,
  $signedIn,
  deepActiveElement,
  logError,
  pageLocation,
  siteRoute,
  signInShopper,
  signOutShopper,
  startDismissal,
  type SignInOutcome,
} from '@nm/core';
import { atom } from 'nanostores';
import { loginUrlFor, signInFailureMessage } from '../model/account';
import { setPrevPageLink } from './prevPage';

/**
 * The account area's state (header.md §2 "Account menu", "Your account panel
 * button", "Inline sign-in form"): the disclosure's open state and the inline
 * sign-in form. One writer each: the actions below. Per page, not per
 * element: there is one header.
 */

export type AccountCloseReason = 'toggle' | 'escape' | 'outside' | 'focus-out' | 'sign-out' | 'session';

export interface AccountMenuState {
  open: boolean;
  /** Why it last closed (null while open or before it ever opened). */
  closedBy: AccountCloseReason | null;
}

export const $accountMenu = atom<AccountMenuState>({ open: false, closedBy: null });

export function openAccountMenu(): void {
  if (!$accountMenu.get().open) $accountMenu.set({ open: true, closedBy: null });
}

export function closeAccountMenu(reason: AccountCloseReason): void {
  if ($accountMenu.get().open) $accountMenu.set({ open: false, closedBy: reason });
}

export function toggleAccountMenu(): void {
  if ($accountMenu.get().open) closeAccountMenu('toggle');
  else openAccountMenu();
}

export interface DismissalTargets {
  /** The account area's root element (inside the header's shadow root). */
  area: HTMLElement;
  /** The disclosure button: where focus returns after Escape. */
  button(): HTMLElement | null;
}

/**
 * While the menu is open (core startDismissal): Escape closes it (focus
 * returns to the button when focus was inside the area; a shopper whose
 * focus is elsewhere keeps it), a press outside the area or focus moving
 * out of it closes it, and a change of who the shopper is (a sign-in or
 * sign-out elsewhere) closes it. Returns the stop.
 */
export function startAccountDismissal({ area, button }: DismissalTargets): () => void {
  const stop = startDismissal({
    inside: () => [area],
    onDismiss(reason) {
      if (!$accountMenu.get().open) return;
      const active = deepActiveElement(area.ownerDocument);
      closeAccountMenu(reason === 'focus-left' ? 'focus-out' : reason);
      if (reason === 'escape' && active !== null && area.contains(active)) button()?.focus();
    },
  });
  const offSession = $signedIn.listen(() => closeAccountMenu('session'));
  return () => {
    stop();
    offSession();
  };
}

/**
 * The protected-click handler (model/account.ts loginUrlFor): a guest
 * following an account link is sent to sign in first, the target kept.
 * Returns true when it navigated (the caller prevents the link's default);
 * false lets the link go where it points (signed in).
 */
export function followProtected(target: string): boolean {
  if ($signedIn.get()) return false;
  closeAccountMenu('toggle');
  // header.md §8: the page's previous-page helper, so sign-in can bring the shopper back here.
  setPrevPageLink();
  pageLocation().assign(loginUrlFor(target));
  return true;
}

/** "Not {name}? Sign Out": closes the menu, then signs out through the session bridge. */
export async function signOutFromMenu(signOut: () => Promise<void> = signOutShopper): Promise<void> {
  closeAccountMenu('sign-out');
  try {
    await signOut();
  } catch (error) {
    logError('Signing out from the account menu failed', error);
  }
}

export interface SignInFormState {
  status: 'idle' | 'pending' | 'failed' | 'done';
  /** The email last submitted: kept after a failure (and after the panel closes and opens again). */
  email: string;
  /** Shown with role=alert after a failure; '' otherwise. */
  message: string;
  /** Counts failures, so the form moves focus to its first field after each one. */
  failures: number;
}

const IDLE: SignInFormState = { status: 'idle', email: '', message: '', failures: 0 };
export const $signInForm = atom<SignInFormState>(IDLE);

/** Tests and stories: back to a fresh form. */
export function resetSignInForm(): void {
  $signInForm.set(IDLE);
}

/**
 * "SIGN IN & CHECKOUT": signs in through the session bridge and goes on to
 * the checkout (header.md §2: signed-in checkout; core siteRoute). A failure keeps the email
 * and shows a short message (model signInFailureMessage); a second submit
 * while one is under way is ignored.
 */
export async function submitSignIn(
  email: string,
  password: string,
  signIn: (email: string, password: string) => Promise<SignInOutcome> = signInShopper,
): Promise<void> {
  const current = $signInForm.get();
  if (current.status === 'pending') return;
  $signInForm.set({ ...current, status: 'pending', email, message: '' });
  let outcome: SignInOutcome;
  try {
    outcome = await signIn(email, password);
  } catch (error) {
    outcome = { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
  if (outcome.ok) {
    $signInForm.set({ status: 'done', email, message: '', failures: current.failures });
    pageLocation().assign(siteRoute('checkout', $config.get()));
    return;
  }
  $signInForm.set({
    status: 'failed',
    email,
    message: signInFailureMessage(outcome.error.name),
    failures: current.failures + 1,
  });
}
