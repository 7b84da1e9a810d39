// The favourites page (View Favorites' target, header.md §2), and the
// assistance and stores pages: the two page ids header.md §2 names that
// the header treats apart (no abandon-cart modal there, §5; with the
// collapsed search bar, closing the phone menu after a gender switch stays on
// the page, §4 "Mobile menu"). Plain content: the demo has no help desk or
// store list of its own beyond the header's Our Stores panel.

import { html } from '../html';
import type { HtmlFragment } from '../html';

export function assistanceContent(): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Assistance</span></nav>
<h1 class="page-title">Assistance</h1>
<p>Questions about an order, a delivery or a return: call 1-800-555-0199, Monday to Friday, 8am to 8pm CT.</p>
<p>This demo page tells the header it is <code>NMASSISTANCE</code>.</p>`;
}

export function storesContent(): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Stores</span></nav>
<h1 class="page-title">Our Stores</h1>
<p>Find a store near you with the header's Our Stores button.</p>
<p>This demo page tells the header it is <code>STORES</code>.</p>`;
}

export function favouritesContent(): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Favorites</span></nav>
<h1 class="page-title">Favorites</h1>
<p>The demo keeps no favourites: this page is where View Favorites leads, at <code>/favoriteitems</code> or, with the legacy routes, <code>/myfavorites/myFavoriteItems.jsp</code>.</p>`;
}
