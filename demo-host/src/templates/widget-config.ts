// The configuration block every widget page carries, read by the bundle at start-up.
// Empty hosts mean "same origin": the demo host serves the stand-in API itself.

import { html, scriptSafeJson } from '../html';
import type { HtmlFragment } from '../html';

export const WIDGET_CONFIG = {
  brand: 'NM',
  hosts: { api: '', nav: '', fastly: '', lambda: '', stores: '', recs: '', typeahead: '', guest: '', profile: '', analytics: '' },
  miniCartApiUrl: '/dt/api/minicart',
  toggles: { TYPEAHEAD: true },
  abTests: {},
  profile: { countryPreference: 'US' },
} as const;

export const WIDGET_SCRIPT_URL = '/static/nm-widgets.js';
export const WIDGET_STYLESHEET_URL = '/static/nm-widgets.css';
export const SITE_STYLESHEET_URL = '/site/site.css';

/** JSON data, not script: allowed even under the hostile page's strict CSP. */
export function widgetConfigBlock(): HtmlFragment {
  return html`<script type="application/json" id="nm-widgets-config">${scriptSafeJson(WIDGET_CONFIG)}</script>`;
}

export function widgetScriptTag(): HtmlFragment {
  return html`<script src="${WIDGET_SCRIPT_URL}" defer></script>`;
}
