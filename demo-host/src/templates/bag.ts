// The legacy shopping bag (/cart/) and checkout (/checkout/) pages. Both render
// from the same cart answer the API gives, so the numbers always agree with the widget.

import { effectiveUnitPrice } from '../cart-response';
import type { CartItem, CartResponse } from '../cart-response';
import { formatUsd, pluralize } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';

function cartItems(cart: CartResponse): CartItem[] {
  return cart.shoppingCart.commerceItems.shipments
    .flatMap((shipment) => shipment.items)
    .sort((a, b) => b.lastUpdatedTimestamp - a.lastUpdatedTimestamp);
}

/** Product link with the colour-specific child item id, as the mini-cart spec builds it. */
function itemUrl(item: CartItem): string {
  return `${item.productDetails.canonicalUrl}?childItemId=NM${item.productDetails.cmosItem}_${item.productDetails.selectedSku.colorKey ?? ''}`;
}

function variantLine(item: CartItem): string {
  const parts = [
    item.currentSku.sizeName !== undefined && `Size: ${item.currentSku.sizeName}`,
    item.currentSku.colorName !== undefined && `Color: ${item.currentSku.colorName}`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.join(' / ');
}

function itemFlags(item: CartItem): string[] {
  return [
    item.productDetails.preOrder && 'Pre-Order',
    item.productDetails.backOrder && 'Back Order',
    item.currentSku.dropShip && 'Ships from the designer',
    item.productDetails.finalSale && 'Final Sale',
  ].filter((flag): flag is string => typeof flag === 'string');
}

function unitPrice(item: CartItem): HtmlFragment {
  const afterPromotions = effectiveUnitPrice(item);
  return html`${
    item.adorned
      ? html`<s class="price__original">${formatUsd(item.originalPrice)}</s> <span class="price__now">${formatUsd(item.itemPrice)}</span>`
      : formatUsd(item.itemPrice)
  }${afterPromotions !== item.itemPrice && html`<br><small class="price__promo">With promotion: ${formatUsd(afterPromotions)}</small>`}`;
}

function bagRow(item: CartItem): HtmlFragment {
  const flags = itemFlags(item);
  const variant = variantLine(item);
  return html`<tr class="bag-item" data-item-id="${item.dt_itemId}">
  <td class="bag-item__image"><img src="${item.imageUrl}" alt="" width="100" height="125"></td>
  <td class="bag-item__details">
    <a href="${itemUrl(item)}"><span class="bag-item__designer">${item.productDetails.designerName}</span><br><span class="bag-item__name">${item.productDetails.displayName}</span></a>
    ${variant !== '' && html`<div class="bag-item__variant">${variant}</div>`}
    ${flags.length > 0 && html`<div class="bag-item__flags">${flags.join(' · ')}</div>`}
  </td>
  <td class="bag-item__qty">${item.quantity}</td>
  <td class="bag-item__price">${unitPrice(item)}</td>
</tr>`;
}

export function bagContent(cart: CartResponse): HtmlFragment {
  const items = cartItems(cart);
  if (items.length === 0) {
    return html`<h1 class="page-title">Shopping Bag</h1>
<p class="empty-state">Your shopping bag is empty.</p>
<p><a class="button-link" href="/">Continue Shopping</a></p>`;
  }
  return html`<h1 class="page-title">Shopping Bag</h1>
<div class="bag">
  <table class="bag-table">
    <thead><tr><th scope="col"><span class="visually-hidden">Image</span></th><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>
    <tbody>
${items.map(bagRow)}
    </tbody>
  </table>
  <aside class="bag-summary">
    <p class="bag-summary__subtotal">Subtotal (${pluralize(cart.shoppingCart.totalQuantity, 'item')}) <strong>${formatUsd(cart.prices.orderTotalWithoutTaxAndShipmentCharge)}</strong></p>
    <p class="bag-summary__note">Items and promotional pricing are not reserved until checkout is complete.</p>
    <p><a class="button-link" href="/checkout/">Checkout</a></p>
  </aside>
</div>`;
}

export function checkoutContent(cart: CartResponse): HtmlFragment {
  const items = cartItems(cart);
  if (items.length === 0) {
    return html`<h1 class="page-title">Checkout</h1>
<p class="empty-state">Your shopping bag is empty, so there is nothing to check out.</p>
<p><a class="button-link" href="/">Continue Shopping</a></p>`;
  }
  return html`<h1 class="page-title">Checkout</h1>
<section class="checkout">
  <h2 class="section-title">Order Summary</h2>
  <ul class="checkout-items">
${items.map(
  (item) => html`    <li class="checkout-item">
      <img src="${item.imageUrl}" alt="" width="75" height="94">
      <span class="checkout-item__text"><strong>${item.productDetails.designerName}</strong> ${item.productDetails.displayName}${variantLine(item) !== '' && html`<br><small>${variantLine(item)}</small>`}<br><small>Qty ${item.quantity}</small></span>
      <span class="checkout-item__price">${formatUsd(effectiveUnitPrice(item) * item.quantity)}</span>
    </li>
`,
)}  </ul>
  <dl class="checkout-totals">
    <dt>Merchandise (${pluralize(cart.shoppingCart.totalQuantity, 'item')})</dt><dd>${formatUsd(cart.prices.mdseTotalAmt)}</dd>
    <dt>Shipping</dt><dd>Complimentary</dd>
    <dt class="checkout-totals__total">Total before tax</dt><dd class="checkout-totals__total">${formatUsd(cart.prices.orderTotalWithoutTaxAndShipmentCharge)}</dd>
  </dl>
  <p><a href="/cart/">Return to Shopping Bag</a></p>
</section>`;
}
