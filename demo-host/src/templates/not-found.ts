import { html } from '../html';
import type { HtmlFragment } from '../html';

export function notFoundContent(): HtmlFragment {
  return html`<h1 class="page-title">We can't find that page</h1>
<p class="empty-state">The page you asked for may have moved. Try the menu above, or start again from the <a href="/">home page</a>.</p>`;
}
