/**
 * The account area's rules and wording (header.md §2 "Account menu", "Your
 * account panel button", "Inline sign-in form", "Sister-brand header variant";
 * §4 "Notifications"; §5; §6; §9). Pure: the UI and state/account.ts read
 * these, the tests assert the spec's literal values.
 *
 * Decisions the spec leaves open (each also in the report and the tests):
 * - The account page is `/account/account.jsp`; its areas are `?view=history`,
 *   `?view=address`, `?view=pay` (§2 "account page with view=…").
 * - Special Offers qualifies for a "US-style" country: the US and the US
 *   territories served as domestic (PR, GU, VI, AS, MP).
 * - The protected-click rule: a guest following an account link goes to sign
 *   in first, the target kept in `navpath`: `/login?navpath=specialOffers`
 *   for Special Offers (the spec's literal: a key the login page knows), and
 *   `/login?navpath=<the target path, URL-encoded>` for every other target
 *   (the demo host's /login follows such a path after signing in). Only a
 *   same-site path (`/…`, not `//…`) is kept; anything else goes to plain
 *   `/login` (no open redirect).
 * - On CART and CHECKOUT the area is one plain link: "Sign In" to `/login` for
 *   a guest, "Welcome, {name}" to the account overview when signed in.
 * - A signed-in shopper without a displayable name: "Hello" / "Welcome" /
 *   "Not you? Sign Out".
 * - The HC assistance link is the external assistance site, labelled
 *   "ASSISTANCE": the config's `links.hcAssistance`, by default
 *   `https://assistance.horchow.com/` (ours; the spec names no address).
 * - A failed sign-in shows a short message (role=alert), chosen by the
 *   session's error name (see signInFailureMessage).
 */

import { siteRoute, type RouteSwitch } from '@nm/core';
import { LOGIN_PAGE, STRINGS, accountPageHref, type AccountLink, type SitePages } from './accountButton';

export { STRINGS, checkoutFlowLink, hcLinks, panelButton, type AccountLink } from './accountButton';

const SPECIAL_OFFERS_PAGE = '/specialoffers';
const ORDER_HISTORY_PAGE = '/order-history';
const GUEST_ORDER_HISTORY_PAGE = '/guest-order-history';
const STYLE_ADVISOR_PAGE = '/c/cat78570743';

const SPECIAL_OFFERS_TOGGLE = 'WKY_LINK_TO_SPECIAL_OFFERS_PAGE';
const ORDER_HISTORY_TOGGLE = 'DT_ORDER_HISTORY';

/** §5 "the country preference qualifies": US-style countries (decision above). */
const SPECIAL_OFFERS_COUNTRIES = ['US', 'PR', 'GU', 'VI', 'AS', 'MP'];

/** §5: Special Offers only when its toggle is on and the country preference qualifies. */
export function specialOffersQualifies(toggles: Record<string, boolean>, countryPreference: string): boolean {
  return (
    toggles[SPECIAL_OFFERS_TOGGLE] === true && SPECIAL_OFFERS_COUNTRIES.includes(countryPreference.trim().toUpperCase())
  );
}

/** §2 "/c/NM/{hash}"; no hash configured → no item. */
export function nmCreditCardHref(hash: string | undefined): string | null {
  return hash ? `/c/NM/${encodeURIComponent(hash)}` : null;
}

export interface MenuInput {
  toggles: Record<string, boolean>;
  countryPreference: string;
  nmCreditCardHash?: string;
  /** The config's links: the account page (README "Config"). */
  pages?: SitePages;
  signedIn: boolean;
  /** ucaProfileData securityStatus (§6: Authenticated decides the order-history route). */
  securityStatus?: string;
}

/**
 * §2 "Account menu" items in the spec's order. The Order History item (§6):
 * signed in, with DT_ORDER_HISTORY on and securityStatus Authenticated →
 * `/order-history`; otherwise (a remembered "Anonymous with a name", the
 * toggle off, a guest) the account page's history view, protected, so a guest
 * signs in first; a guest's order lookup is the separate "My Orders"
 * (`/guest-order-history`, accountExtraLinks).
 */
export function accountMenuItems(input: MenuInput): AccountLink[] {
  const authenticated =
    input.signedIn && input.toggles[ORDER_HISTORY_TOGGLE] === true && input.securityStatus === 'Authenticated';
  const page = (id: Parameters<typeof accountPageHref>[0]) => accountPageHref(id, input.pages);
  const history = authenticated ? ORDER_HISTORY_PAGE : page('history');
  const items: AccountLink[] = [
    { id: 'overview', label: STRINGS.overview, href: page('overview'), protected: true },
    { id: 'history', label: STRINGS.history, href: history, protected: true },
    { id: 'address', label: STRINGS.address, href: page('address'), protected: true },
    { id: 'pay', label: STRINGS.pay, href: page('pay'), protected: true },
  ];
  if (specialOffersQualifies(input.toggles, input.countryPreference)) {
    items.push({ id: 'specialOffers', label: STRINGS.specialOffers, href: SPECIAL_OFFERS_PAGE, protected: true });
  }
  const card = nmCreditCardHref(input.nmCreditCardHash);
  if (card) items.push({ id: 'nmCreditCard', label: STRINGS.nmCreditCard, href: card, protected: false });
  return items;
}

/** The panel's further links: My Orders (guests), Match with a Style Advisor, View Favorites (core siteRoute). */
export function accountExtraLinks(signedIn: boolean, routes: RouteSwitch): AccountLink[] {
  const links: AccountLink[] = [];
  if (!signedIn)
    links.push({ id: 'myOrders', label: STRINGS.myOrders, href: GUEST_ORDER_HISTORY_PAGE, protected: false });
  links.push({ id: 'styleAdvisor', label: STRINGS.styleAdvisor, href: STYLE_ADVISOR_PAGE, protected: false });
  links.push({ id: 'favorites', label: STRINGS.favorites, href: siteRoute('favorites', routes), protected: false });
  return links;
}

/** "Not {name}? Sign Out"; "Not you? Sign Out" without a name. */
export function signOutLabel(name: string): string {
  return `Not ${name || 'you'}? Sign Out`;
}

export interface Greeting {
  /** "Hello, {name}" signed in; null for a guest. */
  hello: string | null;
  link: { label: string; href: string };
}

/** §2 "Account menu": "Hello, {name}" plus "Your Account"; otherwise "Sign In / Register" to /login. */
export function greeting(signedIn: boolean, name: string, pages: SitePages = {}): Greeting {
  if (!signedIn) return { hello: null, link: { label: STRINGS.signInRegister, href: LOGIN_PAGE } };
  return {
    hello: name ? `Hello, ${name}` : 'Hello',
    link: { label: STRINGS.yourAccount, href: accountPageHref('overview', pages) },
  };
}

/** Navpath keys the login page knows (§2 "/login?navpath=specialOffers"). */
const NAVPATH_KEYS: Record<string, string> = { [SPECIAL_OFFERS_PAGE]: 'specialOffers' };

const isSitePath = (target: string) => target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');

/** The protected-click rule (decision above): where a guest following `target` is sent. */
export function loginUrlFor(target: string): string {
  const key = NAVPATH_KEYS[target];
  if (key) return `${LOGIN_PAGE}?navpath=${key}`;
  if (!isSitePath(target)) return LOGIN_PAGE;
  return `${LOGIN_PAGE}?navpath=${encodeURIComponent(target)}`;
}

/**
 * §5 "The sign-in email input has a pattern requiring {email} with a 2 to 6
 * letter ending". For `pattern=`: the browser anchors it (^(?:…)$) and
 * compiles it with the `v` flag, so `-` inside a class is escaped.
 */
export const SIGN_IN_EMAIL_PATTERN = String.raw`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,6}`;

/** Cognito's answers for wrong credentials (the session passes its error code as the name). */
const WRONG_CREDENTIALS = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidParameterException',
  'InvalidParameter',
];

/**
 * The spec shows no message on a failed sign-in; a shopper needs to know it
 * failed and whether retrying can help (decision): wrong credentials → check
 * them; anything else (the session unavailable, a challenge we cannot answer)
 * → try again later.
 */
export function signInFailureMessage(errorName: string): string {
  return WRONG_CREDENTIALS.includes(errorName)
    ? 'The email or password is incorrect. Please try again.'
    : 'We could not sign you in right now. Please try again later.';
}
