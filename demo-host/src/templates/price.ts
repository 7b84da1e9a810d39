import { currentPrice, isOnSale } from '../catalogue';
import type { Product } from '../catalogue';
import { formatUsd } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';

/** Price as the legacy site shows it: the original struck through when on sale. */
export function priceMarkup(product: Product): HtmlFragment {
  if (!isOnSale(product)) return html`<span class="price">${formatUsd(product.retailPrice)}</span>`;
  return html`<span class="price price--on-sale"><s class="price__original"><span class="visually-hidden">Original price: </span>${formatUsd(product.retailPrice)}</s> <span class="price__now"><span class="visually-hidden">Now: </span>${formatUsd(currentPrice(product))}</span></span>`;
}
