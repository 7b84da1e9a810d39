// The mini-cart API's flyout HTML (POST /dt/api/minicart), in a module with no server code: the
// stand-in answers with it (api-minicart.ts), and the stories answer the same call with it
// (catalogue-export.ts), so the markup the flyout's styles are written against is written once.

import { buildCartResponse, effectiveUnitPrice } from './cart-response';
import type { CartItem, CartResponse } from './cart-response';
import type { Product } from './catalogue';
import { html } from './html';
import type { HtmlFragment } from './html';

const money = (value: number): string => `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** One line of the flyout's HTML, as the mini-cart API renders it server-side. */
function flyoutLine(item: CartItem): HtmlFragment {
  const link = `${item.productDetails.canonicalUrl}?childItemId=NM${item.productDetails.cmosItem}_${item.productDetails.selectedSku.colorKey ?? ''}`;
  const sizeColor = [
    item.currentSku.sizeName && `Size: ${item.currentSku.sizeName}`,
    item.currentSku.colorName && `Color: ${item.currentSku.colorName}`,
  ]
    .filter(Boolean)
    .join(' / ');
  const price = effectiveUnitPrice(item);
  return html`<li class="mc-item">
  <a href="${link}" tabindex="-1" aria-hidden="true"><img src="${item.imageUrl}" alt="" width="75" height="94"></a>
  <div class="mc-item__details">
    <p><strong>${item.designerName}</strong></p>
    <p><a href="${link}">${item.displayName}</a></p>
    ${sizeColor && html`<p>${sizeColor}</p>`}
    <p>QTY: ${item.quantity}</p>
    <p>${price < item.originalPrice && html`<s>${money(item.originalPrice)}</s> `}${money(price)}</p>
    ${item.parentheticalCharge !== undefined && html`<p>Monogramming charge: ${money(item.parentheticalCharge)}</p>`}
    ${item.replenishmentInterval !== undefined && html`<p>replenish every ${item.replenishmentInterval} days</p>`}
    ${item.productDetails.finalSale && html`<p><strong>Final Sale</strong></p>`}
  </div>
</li>`;
}

/** The flyout's HTML for a cart, newest line first; '' for an empty bag. */
export function flyoutHtmlFor(cart: CartResponse): string {
  const items = cart.shoppingCart.commerceItems.shipments
    .flatMap((shipment) => shipment.items)
    .sort((a, b) => b.lastUpdatedTimestamp - a.lastUpdatedTimestamp);
  if (items.length === 0) return '';
  return html`<ul class="mc-items">${items.map(flyoutLine)}</ul>`.markup;
}

/** When the first of a made-up bag's lines was last changed; each later line a minute earlier. */
const NEWEST_LINE_AT = 1_700_000_000_000;

/** The flyout's HTML for a bag of these products, one of each (its first SKU), in the order given. */
export function flyoutHtmlOf(products: readonly Product[]): string {
  return flyoutHtmlFor(
    buildCartResponse(
      products.map((product, rank) => ({
        itemId: `story-${product.id}`,
        productId: product.id,
        skuId: product.skus[0]?.skuId ?? '',
        quantity: 1,
        updatedAt: NEWEST_LINE_AT - rank * 60_000,
      })),
      NEWEST_LINE_AT,
    ),
  );
}
