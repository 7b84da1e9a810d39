// The page frame every legacy page shares: document head, promo bar, the site
// header (<nm-header> with plain fallback markup inside, or the hand-made
// header with the standalone <nm-search> and <nm-minicart>: demo setting
// `header`), navigation bar and footer.

import { categoryUrl, listCategories } from '../categories';
import type { CategoryName } from '../categories';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { DEFAULT_SETTINGS } from '../demo-settings';
import type { DemoSettings } from '../demo-settings';
import type { PageIdentityConfig } from '../identity/pageConfig';
import type { ShopperSession } from '../shopper-session';
import {
  SITE_STYLESHEET_URL,
  widgetConfig,
  widgetConfigBlock,
  widgetScriptTag,
  widgetStylesheetUrl,
} from './widget-config';
import { firstPaint, type FirstPaintRequest } from '../first-paint';

/** What the first paint of this page's widgets is drawn from: its config block and the shopper's cookies. */
function firstPaintRequest(session: ShopperSession, settings: DemoSettings): FirstPaintRequest {
  return { config: widgetConfig(settings, session.identity), cookies: session.cookies, asked: session.firstPaint };
}

const SITE_NAME = 'Northmoor Marlowe';
export const PAGE_SCRIPT_URL = '/site/page.js';
/** The demo sign-in form's script (a file: the hostile page and the panel forbid inline script). */
export const SESSION_SCRIPT_URL = '/site/session-demo.js';

export interface DocumentParts {
  title: string;
  /** Everything after the charset/viewport/title lines. */
  head: HtmlFragment;
  body: HtmlFragment;
  session: ShopperSession;
  bodyClass?: string;
}

export function htmlDocument({ title, head, body, session, bodyClass }: DocumentParts): string {
  // data-customer-id tells page.js whose bag "Add to bag" fills (it follows the cstmr cookie).
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${SITE_NAME}</title>
<link rel="icon" href="/site/favicon.svg" type="image/svg+xml">
${head}
</head>
<body class="${bodyClass ?? ''}" data-customer-id="${session.customerId}">
${body}
</body>
</html>
`.markup;
}

/** The four head lines every widget page has, in the required order. */
function widgetPageHead(settings: DemoSettings = DEFAULT_SETTINGS, identity?: PageIdentityConfig): HtmlFragment {
  return html`<link rel="stylesheet" href="${widgetStylesheetUrl(settings)}">
<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">
${widgetConfigBlock(settings, identity)}
${widgetScriptTag(settings)}`;
}

/** The page without widgets: only the site's own stylesheet. */
function plainPageHead(): HtmlFragment {
  return html`<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">`;
}

/**
 * `<nm-header page-id>`'s page identifiers (header.md §2): what each demo page
 * tells the header it is (/assistance and /stores send NMASSISTANCE and STORES).
 */
type HeaderPageId = 'HOME' | 'PLP' | 'PDP' | 'SRP' | 'CART' | 'CHECKOUT' | 'STORES' | 'NMASSISTANCE';

export interface HeaderOptions {
  session: ShopperSession;
  /** Whether to place the widget elements; without them, the same header as a page without JavaScript shows it. */
  widgets: boolean;
  activeCategory?: CategoryName;
  /** id of the element wrapping <nm-minicart> (the hostile page moves it out of there; standalone header only). */
  bagSlotId?: string;
  /** This browser's demo settings: the header (element or standalone), the bag's presentation, the brand. Default: the defaults. */
  settings?: DemoSettings;
  /** The term searched, for the results page's box (`value`, see searchElement). */
  searchTerm?: string;
  /** `<nm-header page-id>`. Default HOME. */
  pageId?: HeaderPageId;
  /** Whether the promo bar carries the demo sign-in form (not on /login, whose page is that form). Default true. */
  promoSignIn?: boolean;
}

/**
 * The demo's identity switch ("a way to switch identity on the demo
 * page"): the same page as the guest or as the signed-in Alexandra, through
 * the ?guest=1 / ?signin=1 switches of shopper-session.ts.
 */
function identitySwitch(session: ShopperSession): HtmlFragment {
  return session.isLoggedin
    ? html`<a class="site-header__identity" href="?guest=1">Shop as guest</a>`
    : html`<a class="site-header__identity" href="?signin=1">Sign in as Alexandra</a>`;
}

/** `<nm-search>`, with the searched term on the results page. */
function searchBoxElement(searchTerm: string | undefined, request: FirstPaintRequest): HtmlFragment {
  // The element reads no initial value today (README "Elements"); `value` is the
  // attribute we asked for, so the results page keeps the term in the box once it does.
  const drawn = firstPaint('nm-search', { value: searchTerm }, request);
  return searchTerm
    ? html`<nm-search value="${searchTerm}">${drawn}</nm-search>`
    : html`<nm-search>${drawn}</nm-search>`;
}

/** `<nm-minicart>`, in the presentation this browser chose on the demo panel. */
function miniCartElement(settings: DemoSettings, request: FirstPaintRequest): HtmlFragment {
  const flyout = settings.presentation === 'flyout';
  const drawn = firstPaint(
    'nm-minicart',
    { 'show-zero-value': true, presentation: flyout ? 'flyout' : undefined },
    request,
  );
  return flyout
    ? html`<nm-minicart show-zero-value presentation="flyout">${drawn}</nm-minicart>`
    : html`<nm-minicart show-zero-value>${drawn}</nm-minicart>`;
}

const DEMO_PANEL_URL = '/demo/';
/** The demo storefront's name per brand (invented, as every designer and product here). */
const BRAND_SITE_NAMES: Record<DemoSettings['brand'], string> = { NM: SITE_NAME, HC: 'Harrow & Cole' };

export interface SessionControlsOptions {
  /** The sign-in form shown open (the /login page), not behind its "Sign in" summary. */
  open?: boolean;
  /** Where session-demo.js goes after a successful sign-in (a same-site path). */
  next?: string;
}

/**
 * The demo's sign-in form and sign-out link: on the /login page, and in the
 * promo bar of pages with the standalone widgets, which have no account area
 * of their own (on `<nm-header>` pages the header's account area signs in and
 * out, and its Sign In / Register link leads to /login). session-demo.js sends them to the
 * widgets' page bridge, `window.nmSession.signIn(email, password)` /
 * `signOut()`, and writes the result in the status line. Without the script
 * the form posts to /demo/sign-in (which explains that it needs the script)
 * and "Sign out" falls back to the ?guest=1 cookie switch.
 */
export function sessionControls({ open = false, next }: SessionControlsOptions = {}): HtmlFragment {
  return html`<div class="promo-bar__session" id="demo-session">
  <details class="demo-signin" id="demo-signin"${open && ' open'}>
    <summary class="demo-signin__toggle">Sign in</summary>
    <form class="demo-signin__form" id="demo-signin-form" method="post" action="/demo/sign-in"${next !== undefined && html` data-next="${next}"`}>
      <label for="demo-signin-email">Email</label>
      <input id="demo-signin-email" name="email" type="email" autocomplete="username" required>
      <label for="demo-signin-password">Password</label>
      <input id="demo-signin-password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit" id="demo-signin-submit">Sign in</button>
      <a class="demo-signin__help" href="${DEMO_PANEL_URL}#customers">Demo customers</a>
    </form>
  </details>
  <a class="demo-signout" id="demo-signout" href="?guest=1">Sign out</a>
  <span class="demo-session-status" id="demo-session-status" role="status"></span>
</div>`;
}

function promoBar(signIn: boolean): HtmlFragment {
  return html`<div class="promo-bar">${signIn && sessionControls()}<span class="promo-bar__text">Complimentary shipping and returns on every order</span><a class="promo-bar__demo" href="${DEMO_PANEL_URL}">Demo settings</a></div>`;
}

function categoryItems(activeCategory: CategoryName | undefined): HtmlFragment {
  return html`${listCategories().map(
    (category) =>
      html`    <li class="site-nav__item${category.name === activeCategory && ' site-nav__item--active'}${category.brand === 'HC' && ' site-nav__item--hc'}"><a href="${categoryUrl(category)}">${category.name}</a></li>
`,
  )}`;
}

/** The standalone header's own category navigation, under its bar. */
function categoryNav(activeCategory: CategoryName | undefined): HtmlFragment {
  return html`<nav class="site-nav" aria-label="Main">
  <ul class="site-nav__list">
${categoryItems(activeCategory)}  </ul>
  </nav>`;
}

/**
 * The same links slotted into `<nm-header>` (docs/navigation.md "The page's
 * nav and ours"): a page opts into the header's navigation this way. A list,
 * not a `<nav>` (the header's landmark is one already), which shows without
 * JavaScript and until the silo bar replaces it. site.css gives it the bar's
 * box and the header the room for it, so nothing moves when the bar comes in.
 */
function slottedCategoryList(activeCategory: CategoryName | undefined): HtmlFragment {
  return html`<ul slot="navigation" class="site-nav site-nav--slotted">
${categoryItems(activeCategory)}  </ul>`;
}

interface HeaderFallbackOptions {
  brand?: DemoSettings['brand'];
  searchTerm?: string;
}

/**
 * The plain markup a page puts inside `<nm-header>` (README "The site
 * header"): the logo linking to /, a search form GET to /search.jsp with its
 * input named q, and links to /login and /cart/. It shows until the element
 * renders, whenever the element fails, and without JavaScript; the element's
 * shadow root has no slot for it, so it is never shown beside the header.
 * site.css gives it the element's reserved heights (72 px, 108 px on phones),
 * so the page is laid out the same before, during and after the upgrade.
 */
function headerFallback({ brand = 'NM', searchTerm }: HeaderFallbackOptions = {}): HtmlFragment {
  return html`<div class="nm-header-fallback">
    <a class="nm-header-fallback__logo" href="/">${BRAND_SITE_NAMES[brand]}</a>
    <form class="nm-header-fallback__search" role="search" method="get" action="/search.jsp">
      <input type="search" name="q" aria-label="Search" placeholder="Search"${searchTerm && html` value="${searchTerm}"`}>
      <button type="submit">Search</button>
    </form>
    <a class="nm-header-fallback__link" href="/login">Sign In / Register</a>
    <a class="nm-header-fallback__link" href="/cart/">Shopping Bag</a>
  </div>`;
}

/**
 * `<nm-header>` with its fallback markup and the page's category links in its
 * navigation slot; without widgets (the no-JS twin of a page), the same tag
 * the script never upgrades.
 */
function headerElement({
  pageId = 'HOME',
  settings = DEFAULT_SETTINGS,
  searchTerm,
  activeCategory,
  session,
  widgets,
}: Pick<HeaderOptions, 'pageId' | 'settings' | 'searchTerm' | 'activeCategory' | 'session' | 'widgets'>): HtmlFragment {
  // The server's first paint replaces the hand-written fallback; the fallback stays for a page drawn without one
  // (the no-widgets twin, or a demo host started before a build).
  const drawn = widgets
    ? firstPaint('nm-header', { 'page-id': pageId, 'search-value': searchTerm }, firstPaintRequest(session, settings))
    : html``;
  return html`<nm-header page-id="${pageId}"${searchTerm && html` search-value="${searchTerm}"`}>${drawn}
  ${drawn.markup === '' && headerFallback({ brand: settings.brand, ...(searchTerm !== undefined && { searchTerm }) })}
  ${slottedCategoryList(activeCategory)}
</nm-header>`;
}

/** The hand-made header with the standalone `<nm-search>` and `<nm-minicart>` in it (settings.header `standalone`). */
function standaloneHeader({
  session,
  widgets,
  activeCategory,
  bagSlotId,
  settings = DEFAULT_SETTINGS,
  searchTerm,
}: HeaderOptions): HtmlFragment {
  const greeting = session.isLoggedin && session.firstName ? `Hello, ${session.firstName}` : 'Sign In / Register';
  return html`<header class="site-header">
  <div class="site-header__bar">
    <a class="site-logo" href="/">${BRAND_SITE_NAMES[settings.brand]}</a>
    <div class="site-header__search">${widgets && searchBoxElement(searchTerm, firstPaintRequest(session, settings))}</div>
    <span class="site-header__account"><span id="site-greeting">${greeting}</span> ${identitySwitch(session)}</span>
    <div class="site-header__bag"${bagSlotId !== undefined && html` id="${bagSlotId}"`}>${widgets && miniCartElement(settings, firstPaintRequest(session, settings))}</div>
  </div>
  ${categoryNav(activeCategory)}
</header>`;
}

/**
 * The promo bar, then the page's header: `<nm-header>` (the default), whose
 * silo bar replaces the category links the page slots into it, or the
 * standalone elements' hand-made header (settings.header `standalone`) with
 * the category navigation under its bar.
 */
export function siteHeader(options: HeaderOptions): HtmlFragment {
  const { widgets, settings = DEFAULT_SETTINGS, promoSignIn = true } = options;
  if (settings.header === 'standalone')
    return html`${promoBar(widgets && promoSignIn)}
${standaloneHeader(options)}`;
  return html`${promoBar(false)}
${headerElement(options)}`;
}

export function siteFooter(): HtmlFragment {
  return html`<footer class="site-footer">
  <div class="site-footer__columns">
    <div><h2 class="site-footer__heading">Customer Service</h2><p>1-800-555-0199<br>Mon&ndash;Fri, 8am&ndash;8pm CT</p></div>
    <div><h2 class="site-footer__heading">Shop</h2><p><a href="/cart/">Shopping Bag</a><br><a href="/checkout/">Checkout</a></p></div>
    <div><h2 class="site-footer__heading">About</h2><p>A demo storefront for the header and shopping-bag widgets. All designers and products are invented.</p></div>
  </div>
  <p class="site-footer__legal">&copy; ${SITE_NAME} demo storefront</p>
</footer>`;
}

export interface PageOptions {
  title: string;
  session: ShopperSession;
  content: HtmlFragment;
  /** False renders the identical page without any widget asset or element. */
  widgets?: boolean;
  activeCategory?: CategoryName;
  bodyClass?: string;
  /** This browser's demo settings (readDemoSettings); the defaults when absent. */
  settings?: DemoSettings;
  searchTerm?: string;
  /** `<nm-header page-id>`. Default HOME. */
  pageId?: HeaderPageId;
  /** The promo bar's demo sign-in form (false on /login, which is that form). Default true. */
  promoSignIn?: boolean;
}

/** A standard storefront page. */
export function renderPage({
  title,
  session,
  content,
  widgets = true,
  activeCategory,
  bodyClass,
  settings = DEFAULT_SETTINGS,
  searchTerm,
  pageId,
  promoSignIn = true,
}: PageOptions): string {
  return htmlDocument({
    title,
    session,
    ...(bodyClass !== undefined && { bodyClass }),
    head: widgets ? widgetPageHead(settings, session.identity) : plainPageHead(),
    body: html`${siteHeader({ session, widgets, settings, promoSignIn, ...(pageId !== undefined && { pageId }), ...(activeCategory !== undefined && { activeCategory }), ...(searchTerm !== undefined && { searchTerm }) })}
${
  widgets &&
  html`<nm-abandon-cart-modal page-id="${pageId ?? 'HOME'}">${firstPaint('nm-abandon-cart-modal', { 'page-id': pageId ?? 'HOME' }, firstPaintRequest(session, settings))}</nm-abandon-cart-modal>
`
}<main class="site-main" id="main">
${content}
</main>
${siteFooter()}
<script src="${PAGE_SCRIPT_URL}"></script>${
      widgets &&
      html`
<script src="${SESSION_SCRIPT_URL}"></script>`
    }`,
  });
}
