// The hostile host page for the end-to-end test: strict CSP with Trusted Types,
// aggressive global CSS, the widget script included twice, a queued call made
// before the bundle loads, a minicart that gets moved, and a non-bubbling event
// dispatched deep in the tree. Nothing inline: every script and style is a file.
// Two variants, by the demo setting `header` (or ?header=): `element`, the
// default, puts <nm-header> with its fallback markup under all of that;
// `standalone` the hand-made header with <nm-search> and the <nm-minicart>
// that hostile.js moves from #slot-a to #slot-b.

import { firstPaintStyleSources } from '../first-paint';
import { html } from '../html';
import type { DemoSettings } from '../demo-settings';
import type { ShopperSession } from '../shopper-session';
import { htmlDocument, PAGE_SCRIPT_URL, SESSION_SCRIPT_URL, siteFooter, siteHeader } from './layout';
import { SITE_STYLESHEET_URL, widgetConfigBlock, widgetScriptTag, widgetStylesheetUrl } from './widget-config';

/** The hostile page's CSP: its style-src lists the first paints' inline style hashes, as a JSP page would (docs/first-paint.md). */
export const hostileCsp = (): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...firstPaintStyleSources()].join(' '),
    "img-src 'self' data:",
    "require-trusted-types-for 'script'",
    'trusted-types *',
    'report-uri /csp-report',
  ].join('; ');

export function renderHostilePage(session: ShopperSession, settings?: DemoSettings): string {
  const standalone = settings?.header === 'standalone';
  return htmlDocument({
    title: 'Hostile host page',
    session,
    bodyClass: 'hostile-page',
    head: html`<link rel="stylesheet" href="${widgetStylesheetUrl(settings)}">
<link rel="stylesheet" href="${SITE_STYLESHEET_URL}">
<link rel="stylesheet" href="/site/hostile.css">
${widgetConfigBlock(settings, session.identity)}
<script src="/site/hostile-before.js"></script>
${widgetScriptTag(settings)}
${widgetScriptTag(settings)}
<script src="/site/hostile.js" defer></script>`,
    body: html`<div id="hostile-banner">Hostile banner: fixed, full width, highest z-index</div>
${siteHeader({ session, widgets: true, bagSlotId: 'slot-a', pageId: 'HOME', ...(settings && { settings }) })}
<main class="site-main" id="main">
  <h1 class="page-title">Hostile host page</h1>
  ${
    standalone
      ? html`<p>This page attacks the widgets: strict CSP with Trusted Types, global CSS with <code>!important</code>, the bundle twice, a queued <code>setCount</code> before load, the minicart moved to another container, and a non-bubbling count event from deep in the tree.</p>`
      : html`<p>This page attacks the widgets: strict CSP with Trusted Types, global CSS with <code>!important</code>, the bundle twice, a queued <code>setCount</code> before load, and a non-bubbling count event from deep in the tree, under <code>&lt;nm-header&gt;</code> with its fallback markup (<a href="?header=standalone">the standalone elements' variant</a>).</p>`
  }
  <p><button type="button" id="host-button">A host button (hidden by host CSS)</button></p>
  <div class="hostile-slot-frame">
    <p>Slot B: the minicart moves here once defined.</p>
    <div id="slot-b"></div>
  </div>
  <div class="hostile-deep">
    <section><article><div><p><span id="deep-target">Deep target for the non-bubbling event</span></p></div></article></section>
  </div>
</main>
${siteFooter()}
<script src="${PAGE_SCRIPT_URL}"></script>
<script src="${SESSION_SCRIPT_URL}"></script>`,
  });
}
