import type { Product } from '../catalogue';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { priceMarkup } from './price';

function productCard(product: Product): HtmlFragment {
  return html`<li class="product-card">
  <a class="product-card__link" href="${product.canonicalUrl}">
    <img class="product-card__image" src="${product.imageUrl}" alt="${product.designerName} ${product.displayName}" width="240" height="300" loading="lazy">
    <span class="product-card__designer">${product.designerName}</span>
    <span class="product-card__name">${product.displayName}</span>
    ${priceMarkup(product)}
  </a>
</li>`;
}

export function productGrid(products: readonly Product[]): HtmlFragment {
  return html`<ul class="product-grid">
${products.map(productCard)}
</ul>`;
}
