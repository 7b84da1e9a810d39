// The configuration block every widget page carries, read by the bundle at start-up.
// Empty hosts mean "same origin": the demo host serves the stand-in API itself.
// Brand, toggles, A/B tests, the profile country and the legacy routes switch
// come from this browser's demo settings (the control panel at /demo/); `identity` (the Cognito ids and
// endpoints, issue 9) from the host's identity services (identity/pageConfig.ts).

import { configFromSettings, DEFAULT_SETTINGS } from '../demo-settings';
import type { DemoSettings } from '../demo-settings';
import { html, scriptSafeJson } from '../html';
import type { HtmlFragment } from '../html';
import type { PageIdentityConfig } from '../identity/pageConfig';

const SAME_ORIGIN_HOSTS = { api: '', nav: '', fastly: '', lambda: '', stores: '', recs: '', typeahead: '', guest: '', profile: '', analytics: '', fraud: '' } as const;

/** The config a page gets for these settings; the key order is the block's. */
export function widgetConfig(settings: DemoSettings = DEFAULT_SETTINGS, identity?: PageIdentityConfig) {
  const fromSettings = configFromSettings(settings);
  return {
    brand: fromSettings.brand,
    hosts: SAME_ORIGIN_HOSTS,
    miniCartApiUrl: '/dt/api/minicart',
    toggles: fromSettings.toggles,
    abTests: fromSettings.abTests,
    profile: fromSettings.profile,
    // Only when on: the switch is off by default, and the block shows what a page sets.
    ...(fromSettings.legacyRoutes && { legacyRoutes: true }),
    ...(identity && { identity }),
  };
}

const WIDGET_SCRIPT_URL = '/static/nm-widgets.js';
export const WIDGET_STYLESHEET_URL = '/static/nm-widgets.css';
export const SITE_STYLESHEET_URL = '/site/site.css';

/** JSON data, not script: allowed even under the hostile page's strict CSP. */
export function widgetConfigBlock(settings: DemoSettings = DEFAULT_SETTINGS, identity?: PageIdentityConfig): HtmlFragment {
  return html`<script type="application/json" id="nm-widgets-config">${scriptSafeJson(widgetConfig(settings, identity))}</script>`;
}

export function widgetScriptTag(): HtmlFragment {
  return html`<script src="${WIDGET_SCRIPT_URL}" defer></script>`;
}
