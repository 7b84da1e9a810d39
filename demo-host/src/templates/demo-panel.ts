// The demo control panel (/demo/): plain HTML forms that POST and are
// redirected back (no script, so it works under the strict CSP it is sent with).

import type { FaultCall, FaultMode } from '../api-minicart';
import { FAULT_CALLS, FAULT_MODES } from '../api-minicart';
import { AB_TEST_OPTIONS, COUNTRIES, TOGGLE_OPTIONS } from '../demo-settings';
import type { AbTestOption, DemoSettings, ToggleOption } from '../demo-settings';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../identity/customers';
import type { ShopperSession } from '../shopper-session';
import { CDN_MAJOR_URL, widgetConfig } from './widget-config';

export interface DemoPanelView {
  settings: DemoSettings;
  session: ShopperSession;
  /** This browser's faults (the demo_faults cookie). */
  faults: ReadonlyMap<FaultCall, FaultMode>;
  /** Faults set for everyone through POST /demo/api/faults. */
  serverFaults: ReadonlyMap<FaultCall, FaultMode>;
  /** Where "Apply and go back" returns to: a path on this site. */
  returnTo?: string;
  /** What the last action did, announced at the top. */
  notice?: string;
}

/** What each fault call is, for people who do not know the spec's call names. */
const FAULT_CALL_LABELS: Record<FaultCall, string> = {
  getCart: 'POST /dt/api/getCart/{userId}: the bag',
  count: 'GET /cart/api/count/{userId}: the badge count',
  merge: 'oco-cart-items cart/merge',
  remove: 'DELETE oco-cart-items cart/item: Remove',
  minicart: 'POST /dt/api/minicart: the flyout',
  banner: 'minicart_banner.html: the flyout banner',
  stores: 'GET /dt/api/stores, storesByAddressOrCoordinates',
  storeInfo: 'GET /info/{storeId}.json',
  delivery: 'POST /dt/api/deliveryShip',
  recs: 'GET /master-api: Complete The Look',
  guestToken: 'GET /guests/v1/token: a guest token',
  guestRefresh: 'POST /guests/v1/refresh: a new guest access token',
  migration: 'POST /migration/profile/guest: guest to profile after sign-in',
  dtConfig: 'GET /dt/config: the fingerprint config',
  pzp: 'GET /dt/api/{pzpId|p13nId}/…, /dt/api/v2/…: ids of a fingerprint',
  associate: 'POST /extended-profile/v1/…/associate: fingerprint to shopper',
  logger: 'POST /uca-logger/v1/log: the fingerprint log',
  fpsrvr: 'GET /my/api/fpsrvr/…: after a fingerprint lookup',
  fraud: 'POST /fraud/v1/device-signals: the fraud backend',
  offers: "GET /promotions/v1/profiles/{ucaId}/special-offers/cached: the header's special offers",
  giftCards: "GET /customer-data/v1/{profileId}/giv-cards: the header's gift and point cards",
  stylyze: "GET /p/api/products/stylyze: the abandon-cart modal's recommendations",
  navigation: 'GET /navigation/v2/silos/NM/US/{desktop|mobile}: the menus (failing, the bundled fallback menus)',
};

const FAULT_MODE_LABELS: Record<FaultMode, string> = {
  fail: 'fail (500)',
  timeout: 'timeout (12 s, then 504)',
  '502once': '502 once, then normal',
  malformed: 'malformed (an HTML error page)',
  'non-object': 'non-object ("OK")',
};

function radio(
  name: string,
  value: string,
  checked: boolean,
  label: HtmlFragment | string,
  hint?: string,
): HtmlFragment {
  const id = `${name}-${value || 'none'}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return html`<div class="demo-choice">
      <input type="radio" id="${id}" name="${name}" value="${value}"${checked && ' checked'}>
      <label for="${id}">${label}${hint && html` <span class="demo-hint">${hint}</span>`}</label>
    </div>`;
}

function toggleRow(option: ToggleOption, settings: DemoSettings): HtmlFragment {
  const id = `toggle-${option.name}`;
  return html`<div class="demo-toggle">
      <input type="checkbox" id="${id}" name="toggle" value="${option.name}"${settings.toggles.includes(option.name) && ' checked'} aria-describedby="${id}-what">
      <label for="${id}"><code>${option.name}</code></label>
      <span class="demo-hint" id="${id}-what">${option.what}</span>
    </div>`;
}

function abTestRow(test: AbTestOption, settings: DemoSettings): HtmlFragment {
  const current = settings.abTests[test.name] ?? '';
  const name = `ab.${test.name}`;
  return html`<fieldset class="demo-abtest">
      <legend><code>${test.name}</code></legend>
      <p class="demo-hint">${test.what}</p>
      <div class="demo-choices demo-choices--inline">
        ${radio(name, '', current === '', 'not in the test')}
        ${test.variations.map((variation) => radio(name, variation, current === variation, html`variation <code>${variation}</code>`))}
      </div>
    </fieldset>`;
}

function faultRow(call: FaultCall, faults: DemoPanelView['faults']): HtmlFragment {
  const current = faults.get(call);
  return html`<tr>
        <th scope="row"><label for="fault-${call}"><code>${call}</code></label><span class="demo-hint">${FAULT_CALL_LABELS[call]}</span></th>
        <td><select id="fault-${call}" name="fault.${call}">
          <option value=""${current === undefined && ' selected'}>normal</option>
${FAULT_MODES.map(
  (mode) => html`          <option value="${mode}"${current === mode && ' selected'}>${FAULT_MODE_LABELS[mode]}</option>
`,
)}        </select></td>
      </tr>`;
}

function toggleGroup(title: string, widget: ToggleOption['widget'], settings: DemoSettings): HtmlFragment {
  return html`<fieldset class="demo-group">
    <legend>${title}</legend>
    ${TOGGLE_OPTIONS.filter((option) => option.widget === widget).map((option) => toggleRow(option, settings))}
  </fieldset>`;
}

/** The people who sign in through the header, the /login page or the standalone pages' promo-bar form. */
function customersSection(): HtmlFragment {
  return html`<section class="demo-group demo-group--customers" id="customers" aria-labelledby="demo-customers">
  <h2 class="demo-group__title" id="demo-customers">Demo customers (local Cognito)</h2>
  <p class="demo-hint">Sign in with the header&rsquo;s Sign In (its account panel, or the <a href="/login">sign-in page</a>); on pages with the standalone widgets, with the form at the top left. Every customer has the password <code>${DEMO_PASSWORD}</code>. The user pools live in cognito-local, started beside this host (<code>npm start</code>).</p>
  <table class="demo-customers">
    <thead><tr><th scope="col">email</th><th scope="col">first name</th><th scope="col">profile id</th><th scope="col">bag</th></tr></thead>
    <tbody>
${DEMO_CUSTOMERS.map(
  (
    customer,
  ) => html`      <tr><td><code>${customer.email}</code></td><td>${customer.givenName}</td><td><code>${customer.profileId}</code></td><td>${customer.bag}</td></tr>
`,
)}      <tr><td>(not signed in)</td><td></td><td><code>guest-…</code></td><td>a guest token: <code>guest-abc</code>&rsquo;s seeded bag after <code>?guest=1</code>, else a new guest with an empty bag</td></tr>
    </tbody>
  </table>
</section>`;
}

export function demoPanelContent(view: DemoPanelView): HtmlFragment {
  const { settings, session, faults, serverFaults, returnTo, notice } = view;
  const shopper = session.isLoggedin ? 'signed-in' : 'guest';
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Demo settings</span></nav>
<header class="demo-panel__header">
  <h1 class="page-title">Demo settings</h1>
  <p class="demo-panel__lede">For this browser only, kept in cookies (<code>demo_settings</code>, <code>demo_faults</code>, <code>cstmr</code>). Every page then carries them in its <code>nm-widgets-config</code> block and its header: <code>&lt;nm-header page-id&gt;</code> with plain fallback markup inside, or, with the standalone header, <code>&lt;nm-search&gt;</code> and <code>&lt;nm-minicart&gt;</code>.</p>
</header>
${notice && html`<p class="demo-notice" role="status">${notice}${returnTo && html` <a href="${returnTo}">Back to ${returnTo}</a>`}</p>`}
<form class="demo-panel" method="post" action="/demo/settings">
  ${returnTo && html`<input type="hidden" name="return" value="${returnTo}">`}
  <div class="demo-panel__columns">
  <div class="demo-panel__column">
  <fieldset class="demo-group">
    <legend>Shopper</legend>
    <div class="demo-choices">
      ${radio('shopper', 'signed-in', shopper === 'signed-in', 'Signed in as Alexandra', 'the drawer opens from the bag icon')}
      ${radio('shopper', 'guest', shopper === 'guest', 'Guest', 'the bag icon links to /cart/')}
    </div>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Brand</legend>
    <div class="demo-choices">
      ${radio('brand', 'NM', settings.brand === 'NM', html`<code>NM</code> fashion`)}
      ${radio('brand', 'HC', settings.brand === 'HC', html`<code>HC</code> home goods`, 'HC type-ahead: suggestions only, no WOMEN / MEN')}
    </div>
    <p class="demo-hint">Also per page: <code>?brand=HC</code>, or the host name <code>hc.localhost</code>.</p>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Page header</legend>
    <div class="demo-choices">
      ${radio('header', 'element', settings.header === 'element', html`<code>&lt;nm-header&gt;</code>`, 'one element with plain fallback markup inside')}
      ${radio('header', 'standalone', settings.header === 'standalone', html`Standalone <code>&lt;nm-search&gt;</code> and <code>&lt;nm-minicart&gt;</code>`, 'the hand-made header with the two elements')}
    </div>
    <p class="demo-hint">Also per page: <code>?header=standalone</code>.</p>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Cart, checkout and favourites</legend>
    <div class="demo-choices">
      ${radio('routes', 'current', settings.routes === 'current', html`<code>/cart/</code>, <code>/checkout</code>, <code>/favoriteitems</code>`)}
      ${radio('routes', 'legacy', settings.routes === 'legacy', html`The legacy pages (<code>legacyRoutes</code>)`, '/checkout/cart.jsp, /checkout.jsp, /myfavorites/myFavoriteItems.jsp')}
    </div>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Bundle from</legend>
    <div class="demo-choices">
      ${radio('bundle', 'static', settings.bundle === 'static', html`The build, <code>/static/</code>`, 'dist/ as npm run build leaves it')}
      ${radio('bundle', 'cdn', settings.bundle === 'cdn', html`The CDN, <code>${CDN_MAJOR_URL}</code>`, "the major version's loader npm run release wrote, which imports its release")}
    </div>
    <p class="demo-hint">Also per page: <code>?bundle=cdn</code>.</p>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Shopping bag presentation</legend>
    <div class="demo-choices">
      ${radio('presentation', 'drawer', settings.presentation === 'drawer', 'Drawer', 'the side panel')}
      ${radio('presentation', 'flyout', settings.presentation === 'flyout', 'Flyout', 'the header panel from the mini-cart API')}
    </div>
  </fieldset>
  <fieldset class="demo-group">
    <legend>Profile country</legend>
    <label class="demo-field" for="country"><code>profile.countryPreference</code></label>
    <select id="country" name="country" aria-describedby="country-what">
${COUNTRIES.map(
  (country) => html`      <option value="${country}"${settings.country === country && ' selected'}>${country}</option>
`,
)}    </select>
    <p class="demo-hint" id="country-what">The type-ahead and WOMEN / MEN are for US profiles only.</p>
  </fieldset>
  </div>
  <div class="demo-panel__column">
  ${toggleGroup('Search toggles', 'search', settings)}
  ${toggleGroup('Shopping bag toggles', 'minicart', settings)}
  ${toggleGroup('Header toggles', 'header', settings)}
  <fieldset class="demo-group">
    <legend>A/B tests</legend>
    ${AB_TEST_OPTIONS.map((test) => abTestRow(test, settings))}
  </fieldset>
  </div>
  <div class="demo-panel__column">
  <fieldset class="demo-group" id="faults">
    <legend>Faults (this browser)</legend>
    <p class="demo-hint">Makes one of the shopping bag's calls misbehave, for this browser only.</p>
    <table class="demo-faults">
      <thead><tr><th scope="col">call</th><th scope="col">answer</th></tr></thead>
      <tbody>
      ${FAULT_CALLS.map((call) => faultRow(call, faults))}
      </tbody>
    </table>
    ${serverFaults.size > 0 && html`<p class="demo-warning">Also set for every browser through <code>POST /demo/api/faults</code>: ${[...serverFaults].map(([call, mode]) => `${call}: ${mode}`).join(', ')}.</p>`}
  </fieldset>
  </div>
  </div>
  <div class="demo-panel__actions">
    <button type="submit" name="then" value="stay">Apply</button>
    ${returnTo && html`<button type="submit" name="then" value="back" class="button--secondary">Apply and go back</button>`}
  </div>
</form>
<section class="demo-group demo-group--actions" aria-labelledby="demo-more">
  <h2 class="demo-group__title" id="demo-more">Reset</h2>
  <form method="post" action="/demo/reset-bag" class="demo-inline-form">
    ${returnTo && html`<input type="hidden" name="return" value="${returnTo}">`}
    <button type="submit">Reset the bag</button>
    <span class="demo-hint">${session.isLoggedin ? 'Alexandra' : 'The guest'}&rsquo;s bag goes back to the items it was seeded with; other shoppers&rsquo; bags are left alone.</span>
  </form>
  <form method="post" action="/demo/reset-settings" class="demo-inline-form">
    ${returnTo && html`<input type="hidden" name="return" value="${returnTo}">`}
    <button type="submit" class="button--secondary">Reset the settings</button>
    <span class="demo-hint">Brand NM, drawer, US, <code>TYPEAHEAD</code> on and nothing else, no A/B test, today&rsquo;s routes, no faults.</span>
  </form>
  ${
    serverFaults.size > 0 &&
    html`<form method="post" action="/demo/clear-server-faults" class="demo-inline-form">
    <button type="submit" class="button--secondary">Clear the server-wide faults</button>
  </form>`
  }
</section>
${customersSection()}
<details class="demo-config">
  <summary>The config block pages get now</summary>
  <pre><code>${JSON.stringify(widgetConfig(settings, session.identity), null, 2)}</code></pre>
</details>`;
}
