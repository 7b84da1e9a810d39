// /login: where the header's fallback "Sign In / Register" link and its
// protected-click handler (/login?navpath=/account...) send a shopper. The
// demo has no server-side sign-in: the page is the demo sign-in form, which
// session-demo.js sends to the widgets' session (window.nmSession), then goes
// on to the navpath, if any.

import { html } from '../html';
import type { HtmlFragment } from '../html';
import { sessionControls } from './layout';

export function loginContent(next: string | undefined): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Sign In</span></nav>
<h1 class="page-title">Sign In</h1>
<p class="login-page__lede">Sign in with one of the <a href="/demo/#customers">demo customers</a>${next !== undefined && html`; you then go on to <code>${next}</code>`}.</p>
<div class="login-page__form">
${sessionControls({ open: true, ...(next !== undefined && { next }) })}
</div>`;
}
