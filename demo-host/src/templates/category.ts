import type { Category } from '../categories';
import type { Product } from '../catalogue';
import { pluralize } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { productGrid } from './product-grid';

export function categoryContent(category: Category, products: readonly Product[]): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>${category.name}</span></nav>
<header class="category-header">
  <h1 class="page-title">${category.name}</h1>
  <p class="category-header__count">${pluralize(products.length, 'item')}</p>
</header>
${productGrid(products)}`;
}
