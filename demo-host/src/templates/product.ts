import { categoryUrl, getCategory } from '../categories';
import type { Product } from '../catalogue';
import { formatShortDate, formatUsd } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { priceMarkup } from './price';

const DAY = 24 * 3_600_000;

/** Shipping and service notes shown under the price. */
function productNotes(product: Product, now: number): string[] {
  const notes: string[] = [];
  const shipDate =
    product.shipLeadDays !== undefined ? formatShortDate(new Date(now + product.shipLeadDays * DAY)) : undefined;
  if (product.preOrder) notes.push(shipDate ? `Pre-Order: expected to ship no later than ${shipDate}` : 'Pre-Order');
  if (product.backOrder) notes.push(shipDate ? `Back Order: expected to ship no later than ${shipDate}` : 'Back Order');
  if (product.perishable) notes.push('Perishable: delivered fresh by the vendor');
  else if (product.dropShip) {
    notes.push(
      product.deliveryDays
        ? `Ships directly from the designer in ${product.deliveryDays} business days`
        : 'Ships directly from the designer',
    );
  }
  if (product.percentOff !== undefined) notes.push(`Extra ${Math.round(product.percentOff)}% off in your bag`);
  if (product.dollarOff !== undefined) notes.push(`${formatUsd(product.dollarOff)} off in your bag`);
  if (product.monogrammable)
    notes.push(`Monogramming available${product.monogramCharge ? ` (+${formatUsd(product.monogramCharge)})` : ''}`);
  if (product.replenishmentInterval !== undefined) notes.push(`Replenish every ${product.replenishmentInterval} days`);
  if (product.finalSale) notes.push('Final Sale: this item cannot be returned');
  return notes;
}

function optionSelect(label: string, name: string, values: readonly string[]): HtmlFragment | false {
  if (values.length === 0) return false;
  return html`<label class="pdp__field"><span class="pdp__label">${label}</span>
        <select name="${name}" class="pdp__select">
${values.map(
  (value) => html`          <option value="${value}">${value}</option>
`,
)}        </select>
      </label>`;
}

export function productContent(product: Product, now: number = Date.now()): HtmlFragment {
  const category = getCategory(product.category);
  const notes = productNotes(product, now);
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <a href="${categoryUrl(category)}">${category.name}</a> / <span>${product.displayName}</span></nav>
<div class="pdp">
  <div class="pdp__media">
    <img class="pdp__image" src="${product.imageUrl}" alt="${product.designerName} ${product.displayName}" width="400" height="500">
  </div>
  <div class="pdp__info">
    <h1 class="pdp__title"><span class="pdp__designer">${product.designerName}</span> <span class="pdp__name">${product.displayName}</span></h1>
    <p class="pdp__price">${priceMarkup(product)}</p>
${
  notes.length > 0 &&
  html`    <ul class="pdp__notes">
${notes.map(
  (note) => html`      <li>${note}</li>
`,
)}    </ul>
`
}    <form class="pdp__form" id="add-to-bag-form" data-product-id="${product.id}">
      ${optionSelect(
        'Color',
        'colorName',
        product.colours.map((colour) => colour.colorName),
      )}
      ${optionSelect('Size', 'sizeName', product.sizes)}
      ${optionSelect('Qty', 'quantity', ['1', '2', '3', '4', '5'])}
      <button type="button" class="pdp__add-to-bag" id="add-to-bag" data-product-id="${product.id}">Add to bag</button>
      <p class="pdp__status" id="add-to-bag-status" role="status" aria-live="polite"></p>
    </form>
    <p class="pdp__meta">Item ${product.cmosItem}</p>
  </div>
</div>`;
}
