import { fieldText, isRecord, safeImageUrl, safeLinkUrl, sanitizeText, toNumber } from '@nm/core';

/**
 * One bag line, decoded from the cart service's item (minicart.md §3) at the
 * boundary: every field the bag shows has a known type here, whatever the
 * service sent (string prices, missing objects, wrong types).
 */
export interface LineItem {
  itemId: string;
  productId: string;
  skuId: string;
  quantity: number | null;
  designerName: string;
  displayName: string;
  size: string;
  color: string;
  imageUrl: string;
  canonicalUrl: string;
  cmosItem: string;
  colorKey: string;
  pimStyle: string;
  /** Unit price the shopper pays before promotions (after any hard markdown). */
  itemPrice: number | null;
  /** Unit retail price before the hard markdown. */
  originalPrice: number | null;
  adorned: boolean;
  percentOff: number | null;
  dollarOff: number | null;
  /** Price after the last promotion step, when the service sent the steps. */
  priceAfterPromotions: number | null;
  finalSale: boolean;
  preOrder: boolean;
  backOrder: boolean;
  dropShip: boolean;
  perishable: boolean;
  deliveryDays: number | null;
  expectedShipDate: unknown;
  perishableDeliveryByDate: unknown;
  shipmentType: string;
  /** The store of the shipment (or item) the line belongs to. */
  storeId: string;
  monogramCharge: number | null;
  replenishmentInterval: number | null;
  /** minicart.md §3 serviceLevelCodes (e.g. "SL1" next day, "SL2" two day), upper-cased; [] when absent. */
  serviceLevelCodes: string[];
  lastUpdated: number;
}

type Json = Record<string, unknown>;
const record = (v: unknown): Json => (isRecord(v) ? v : {});
const flag = (v: unknown): boolean => v === true || v === 'true';
const positive = (v: unknown): number | null => {
  const n = toNumber(v);
  return n !== null && n > 0 ? n : null;
};

/** A list of codes, or one code, or a comma-separated string; anything else is none. */
function codes(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list
    .map(fieldText)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
}

function timestamp(v: unknown): number {
  const n = toNumber(v);
  if (n !== null) return n;
  const parsed = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The priceAfterDiscount of the last markdown step (minicart.md §3 itemPriceMarkdown). */
function lastMarkdownPrice(v: unknown): number | null {
  if (!Array.isArray(v)) return null;
  for (let i = v.length - 1; i >= 0; i -= 1) {
    const price = toNumber(record(v[i]).priceAfterDiscount);
    if (price !== null) return price;
  }
  return null;
}

/**
 * Decodes one item; null when it has no id to remove it by. Items shown
 * only (the mobile add-to-bag modal) may come without one: `fallbackId` names them.
 */
export function decodeLineItem(raw: unknown, shipmentStoreId = '', fallbackId?: string): LineItem | null {
  if (!isRecord(raw)) return null;
  const itemId = fieldText(raw.dt_itemId) || fallbackId || '';
  if (!itemId) return null;
  const sku = record(raw.currentSku);
  const details = record(raw.productDetails);
  const selectedSku = record(details.selectedSku);
  const quantity = toNumber(raw.quantity);
  const customization = record(raw.customization);
  const itemCustomization = record(raw.itemCustomization);
  return {
    itemId,
    productId: fieldText(raw.productId),
    skuId: fieldText(raw.skuId) || fieldText(sku.cmosSkuId),
    quantity: quantity !== null && quantity > 0 ? quantity : null,
    // Designer names arrive with markup (<b>, entities): reduced to text here, rendered as text.
    designerName: sanitizeText(details.designerName ?? raw.designerName),
    displayName: sanitizeText(details.displayName ?? raw.displayName),
    size: fieldText(sku.sizeName),
    color: fieldText(sku.colorName) || fieldText(selectedSku.colorName),
    // The core URL policy: a refused URL drops the picture or the link, is logged once, and the line still shows.
    imageUrl: safeImageUrl(fieldText(raw.imageUrl), 'Mini-cart line image') ?? '',
    canonicalUrl:
      safeLinkUrl(fieldText(details.canonicalUrl) || fieldText(raw.canonicalUrl), 'Mini-cart product link') ?? '',
    cmosItem: fieldText(details.cmosItem),
    colorKey: fieldText(selectedSku.colorKey),
    pimStyle: fieldText(details.pimStyle),
    itemPrice: toNumber(raw.itemPrice) ?? toNumber(record(raw.itemOriginPriceWithoutCustomization).price),
    originalPrice:
      toNumber(raw.originalPrice) ?? toNumber(record(raw.adornment).price) ?? toNumber(details.retailPrice),
    adorned: flag(details.adorned) || flag(raw.adorned),
    percentOff: positive(raw.promotionalPercentOff),
    dollarOff: positive(raw.promotionalDollarOff),
    priceAfterPromotions: lastMarkdownPrice(raw.itemPriceMarkdown),
    finalSale: flag(details.finalSale),
    preOrder: flag(details.preOrder) || flag(raw.preOrder),
    backOrder: flag(details.backOrder) || flag(raw.backOrder),
    dropShip: flag(sku.dropShip),
    perishable: flag(sku.isPerishable),
    deliveryDays: toNumber(sku.deliveryDays),
    expectedShipDate: sku.expectedShipDate,
    perishableDeliveryByDate: raw.perishableDeliveryByDate,
    shipmentType: fieldText(raw.shipmentType),
    storeId: fieldText(raw.storeId) || shipmentStoreId,
    monogramCharge:
      positive(raw.parentheticalCharge) ??
      positive(itemCustomization.additionalCharge) ??
      positive(customization.additionalCharge),
    replenishmentInterval: positive(raw.replenishmentInterval),
    serviceLevelCodes: codes(raw.serviceLevelCodes),
    lastUpdated: timestamp(raw.lastUpdatedTimestamp),
  };
}
