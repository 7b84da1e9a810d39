// The configuration block every widget page carries, read by the bundle at start-up.
// Empty hosts mean "same origin": the demo host serves the stand-in API itself.
// Brand, toggles, A/B tests, the profile country and the legacy routes switch
// come from this browser's demo settings (the control panel at /demo/); `identity` (the Cognito ids and
// endpoints) from the host's identity services (identity/pageConfig.ts).

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromSettings, DEFAULT_SETTINGS } from '../demo-settings';
import type { DemoSettings } from '../demo-settings';
import { html, scriptSafeJson } from '../html';
import type { HtmlFragment } from '../html';
import type { PageIdentityConfig } from '../identity/pageConfig';

const SAME_ORIGIN_HOSTS = {
  api: '',
  nav: '',
  fastly: '',
  lambda: '',
  stores: '',
  recs: '',
  typeahead: '',
  guest: '',
  profile: '',
  analytics: '',
  fraud: '',
} as const;

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
const WIDGET_STYLESHEET_URL = '/static/nm-widgets.css';

// Resolved with path.resolve: Vite (under Vitest) rewrites `new URL(rel, import.meta.url)` into an asset URL.
const WIDGETS_PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/widgets/package.json');
const { version } = JSON.parse(readFileSync(WIDGETS_PACKAGE, 'utf8')) as { version: string };
/** The major version's folder on the demo's CDN (release/cdn/ at /cdn/, docs/RELEASING.md): its loader and stylesheet. */
export const CDN_MAJOR_URL = `/cdn/nm-widgets/v${version.split('.')[0]}/`;

/** The reservation stylesheet, from the build or from the CDN (the demo setting `bundle`). */
export function widgetStylesheetUrl(settings: DemoSettings = DEFAULT_SETTINGS): string {
  return settings.bundle === 'cdn' ? `${CDN_MAJOR_URL}nm-widgets.css` : WIDGET_STYLESHEET_URL;
}
export const SITE_STYLESHEET_URL = '/site/site.css';

/** JSON data, not script: allowed even under the hostile page's strict CSP. */
export function widgetConfigBlock(
  settings: DemoSettings = DEFAULT_SETTINGS,
  identity?: PageIdentityConfig,
): HtmlFragment {
  return html`<script type="application/json" id="nm-widgets-config">${scriptSafeJson(widgetConfig(settings, identity))}</script>`;
}

/** The classic loader: the build's, or on the CDN the major version's, which imports the release it stands for. */
export function widgetScriptTag(settings: DemoSettings = DEFAULT_SETTINGS): HtmlFragment {
  return html`<script src="${settings.bundle === 'cdn' ? `${CDN_MAJOR_URL}nm-widgets.js` : WIDGET_SCRIPT_URL}" defer></script>`;
}
