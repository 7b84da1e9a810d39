/**
 * The account area's first paint (header.md §2 "Your account panel button",
 * the CART/CHECKOUT plain link, the HC variant) and the wording and routes
 * it shares with the menu: a module of its own so the initial JS carries only
 * this, and the menu's rules (./account.ts) stay in the lazy area's chunk.
 * Decisions are written at the top of ./account.ts.
 */

import { badgeCount } from '@nm/core';

export interface AccountLink {
  id: string;
  label: string;
  href: string;
  /** Opened through the protected-click handler: a guest signs in first. */
  protected: boolean;
}

const ACCOUNT_PAGE = '/account/account.jsp';
export const LOGIN_PAGE = '/login';
const HC_ACCOUNT_PAGE = '/account/';
const HC_ASSISTANCE_URL = 'https://assistance.horchow.com/';

export const STRINGS = {
  overview: 'Overview',
  history: 'Order History',
  address: 'Address Book',
  pay: 'Payment Information',
  specialOffers: 'Special Offers',
  nmCreditCard: 'NM Credit Card',
  yourAccount: 'Your Account',
  signInRegister: 'Sign In / Register',
  signIn: 'Sign In',
  myOrders: 'My Orders',
  styleAdvisor: 'Match with a Style Advisor',
  favorites: 'View Favorites',
  hcYourAccount: 'YOUR ACCOUNT',
  hcAssistance: 'ASSISTANCE',
  signInAndCheckout: 'SIGN IN & CHECKOUT',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in…',
  loading: 'Loading…',
  accountMenu: 'Account',
} as const;

/**
 * The pages the spec leaves to the deployment, from the config's `links`
 * (README "Config"): the account page and the HC assistance site.
 */
export interface SitePages {
  accountPage?: string;
  hcAssistance?: string;
}

/**
 * Where each account area lives: the config's `links.accountPage`, by
 * default `/account/account.jsp` (decision: the spec gives "account page
 * with view=history, view=address, view=pay", not its path).
 */
export function accountPageHref(id: 'overview' | 'history' | 'address' | 'pay', pages: SitePages = {}): string {
  const page = pages.accountPage ?? ACCOUNT_PAGE;
  return id === 'overview' ? page : `${page}${page.includes('?') ? '&' : '?'}view=${id}`;
}

export interface PanelButton {
  /** The visible text. */
  label: string;
  /** The badge's text, or null when there is nothing to count. */
  badge: string | null;
  /** The button's accessible name (its aria-label): the label, then the count, when there is one. */
  accessibleName: string;
}

/**
 * §2 "Your account panel button": "Welcome, {name}" or "Sign In", and the
 * notification count badge: hidden at 0 (or a count that is not one), else
 * core's badge rule (1 to 99, then "99+").
 */
export function panelButton(signedIn: boolean, name: string, count: number): PanelButton {
  const label = signedIn ? (name ? `Welcome, ${name}` : 'Welcome') : STRINGS.signIn;
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 0) return { label, badge: null, accessibleName: label };
  const shown = badgeCount(n);
  return { label, badge: shown, accessibleName: `${label}, ${shown} ${n === 1 ? 'notification' : 'notifications'}` };
}

/** The plain link shown instead of the panel on CART and CHECKOUT (decision above for a signed-in shopper). */
export function checkoutFlowLink(
  signedIn: boolean,
  name: string,
  pages: SitePages = {},
): { label: string; href: string } {
  if (!signedIn) return { label: STRINGS.signIn, href: LOGIN_PAGE };
  return { label: name ? `Welcome, ${name}` : 'Welcome', href: accountPageHref('overview', pages) };
}

/** §2 "Sister-brand header variant": YOUR ACCOUNT and the assistance link (the config's `links.hcAssistance`, else ours). */
export function hcLinks(pages: SitePages = {}): AccountLink[] {
  return [
    {
      id: 'hcAssistance',
      label: STRINGS.hcAssistance,
      href: pages.hcAssistance ?? HC_ASSISTANCE_URL,
      protected: false,
    },
    { id: 'hcAccount', label: STRINGS.hcYourAccount, href: HC_ACCOUNT_PAGE, protected: true },
  ];
}
