import { categoryUrl, getCategory } from '../categories';
import type { Product } from '../catalogue';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { productGrid } from './product-grid';

/** Hero plus a grid of featured products; also the body of /plain and /with-widgets. */
export function homeContent(featured: readonly Product[]): HtmlFragment {
  return html`<section class="hero">
  <div class="hero__text">
    <p class="hero__eyebrow">The Winter Edit</p>
    <h1 class="hero__title">Cashmere, candlelight and the art of the gift</h1>
    <p class="hero__lede">New arrivals from the designers you love, wrapped and delivered in time for the season.</p>
    <a class="button-link" href="${categoryUrl(getCategory('Gifts'))}">Shop Gifts</a>
  </div>
</section>
<section class="home-section">
  <h2 class="section-title">New Arrivals</h2>
  ${productGrid(featured)}
</section>`;
}
