// Turns stored cart lines into the cart service's answer, in the shape the
// mini-cart spec (section 3 and 7) describes. Also carries the few extra item
// fields the header spec's flyout reads (top-level designerName, adorned, ...).

import { currentPrice, findProduct, findSku } from './catalogue';
import type { PriceAdornment, Product } from './catalogue';
import type { CartLine } from './cart-store';

const DAY = 24 * 3_600_000;

interface PriceMarkdown {
  discountType: 'PERCENT_OFF' | 'DOLLAR_OFF';
  priceAfterDiscount: number;
}

interface CartItemCustomization {
  type: 'MONOGRAM';
  text: string;
  additionalCharge: number;
}

interface CurrentSku {
  colorName?: string;
  sizeName?: string;
  dropShip: boolean;
  isPerishable: boolean;
  deliveryDays?: number;
  /** ISO date-time; only for pre-order/back-order items whose date is known. */
  expectedShipDate?: string;
  cmosSkuId: string;
}

interface CartProductDetails {
  designerName: string;
  displayName: string;
  retailPrice: number;
  /** Hard markdown: the product is on sale. */
  adorned: boolean;
  onSale: boolean;
  priceAdornments: PriceAdornment[];
  canonicalUrl: string;
  finalSale: boolean;
  cmosItem: string;
  cmosCatalogId: string;
  selectedSku: { colorKey?: string; colorName?: string };
  pimStyle: string;
  backOrder: boolean;
  preOrder: boolean;
  genderCode: string;
  displayable: boolean;
}

export interface CartItem {
  dt_itemId: string;
  productId: string;
  skuId: string;
  quantity: number;
  /** Unit price before promotions (the sale price when marked down). */
  itemPrice: number;
  /** Unit retail price. */
  originalPrice: number;
  promotionalDollarOff?: number;
  promotionalPercentOff?: number;
  itemPriceMarkdown: PriceMarkdown[];
  /** Hard markdown per unit (retail minus sale price); 0 when not marked down. */
  itemMarkdown: number;
  adornment?: { price: number };
  itemOriginPriceWithoutCustomization: { price: number };
  customization?: CartItemCustomization;
  itemCustomization?: { additionalCharge: number };
  parentheticalCharge?: number;
  pwp: boolean;
  sourcedByPromo: boolean;
  imageUrl: string;
  lastUpdatedTimestamp: number;
  shippingOptionsAvailability: string[];
  /** minicart.md §3: the line's delivery service levels ("SL1" next day, "SL2" two day). */
  serviceLevelCodes?: string[];
  /** CURBSIDE_PICKUP for a line picked up at a store. */
  shipmentType?: string;
  storeId?: string;
  perishableDeliveryByDate?: string;
  replenishmentInterval?: number;
  currentSku: CurrentSku;
  productDetails: CartProductDetails;
  // Flyout (header spec) reads these at item level.
  designerName: string;
  displayName: string;
  canonicalUrl: string;
  adorned: boolean;
  priceAdornments: PriceAdornment[];
  preOrder: boolean;
  backOrder: boolean;
}

interface CartShipment {
  storeId?: string;
  items: CartItem[];
}

export interface CartResponse {
  shoppingCart: {
    totalQuantity: number;
    commerceItems: { shipments: CartShipment[] };
  };
  prices: {
    orderTotalWithoutTaxAndShipmentCharge: number;
    mdseTotalAmt: number;
  };
}

const roundToCents = (value: number): number => Math.round(value * 100) / 100;

/** Noon UTC keeps the calendar date the same in every US time zone. */
function isoDateInDays(now: number, days: number): string {
  const date = new Date(now + days * DAY);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
}

/** Unit price after the product's promotions, with the markdown steps that led there. */
function applyPromotions(
  product: Product,
  percentOff = product.percentOff,
  dollarOff = product.dollarOff,
): { price: number; steps: PriceMarkdown[] } {
  let price = currentPrice(product);
  const steps: PriceMarkdown[] = [];
  if (percentOff !== undefined) {
    price = roundToCents(price * (1 - percentOff / 100));
    steps.push({ discountType: 'PERCENT_OFF', priceAfterDiscount: price });
  }
  if (dollarOff !== undefined) {
    price = roundToCents(Math.max(0, price - dollarOff));
    steps.push({ discountType: 'DOLLAR_OFF', priceAfterDiscount: price });
  }
  return { price, steps };
}

interface PricedItem {
  item: CartItem;
  merchandiseTotal: number;
  customizationTotal: number;
}

function toCartItem(line: CartLine, now: number): PricedItem | undefined {
  const product = findProduct(line.productId);
  const sku = product && findSku(product, { skuId: line.skuId });
  // Lines whose product vanished are dropped, as the real service would.
  if (!product || !sku) return undefined;

  const unitPrice = currentPrice(product);
  // A line's own promotion (codes stacked in the bag) replaces the product's.
  const percentOff = line.promotion?.percentOff ?? product.percentOff;
  const dollarOff = line.promotion?.dollarOff ?? product.dollarOff;
  const promoted = applyPromotions(product, percentOff, dollarOff);
  const adorned = product.salePrice !== undefined;
  const priceAdornments = product.priceAdornments ?? [];
  const monogramCharge = line.monogram !== undefined ? (product.monogramCharge ?? 0) : 0;
  const expectedShipDate =
    (product.preOrder || product.backOrder) && product.shipLeadDays !== undefined
      ? isoDateInDays(now, product.shipLeadDays)
      : undefined;

  const item: CartItem = {
    dt_itemId: line.itemId,
    productId: product.id,
    skuId: sku.skuId,
    quantity: line.quantity,
    itemPrice: unitPrice,
    originalPrice: product.retailPrice,
    ...(dollarOff !== undefined && { promotionalDollarOff: dollarOff }),
    ...(percentOff !== undefined && { promotionalPercentOff: percentOff }),
    itemPriceMarkdown: promoted.steps,
    itemMarkdown: roundToCents(product.retailPrice - unitPrice),
    ...(adorned && { adornment: { price: product.retailPrice } }),
    itemOriginPriceWithoutCustomization: { price: unitPrice },
    ...(line.monogram !== undefined && {
      customization: { type: 'MONOGRAM', text: line.monogram, additionalCharge: monogramCharge },
      itemCustomization: { additionalCharge: monogramCharge },
      parentheticalCharge: monogramCharge,
    }),
    pwp: false,
    sourcedByPromo: false,
    imageUrl: product.imageUrl,
    lastUpdatedTimestamp: line.updatedAt,
    shippingOptionsAvailability: product.dropShip || product.perishable || product.preOrder ? [] : ['CURBSIDE_PICKUP'],
    ...(line.pickupStoreId !== undefined && { shipmentType: 'CURBSIDE_PICKUP', storeId: line.pickupStoreId }),
    ...(product.perishable &&
      product.deliveryDays !== undefined && { perishableDeliveryByDate: isoDateInDays(now, product.deliveryDays) }),
    ...(product.replenishmentInterval !== undefined && { replenishmentInterval: product.replenishmentInterval }),
    ...(line.serviceLevelCodes !== undefined && { serviceLevelCodes: line.serviceLevelCodes }),
    currentSku: {
      ...(sku.colorName !== undefined && { colorName: sku.colorName }),
      ...(sku.sizeName !== undefined && { sizeName: sku.sizeName }),
      dropShip: product.dropShip,
      isPerishable: product.perishable,
      ...((line.deliveryDays ?? product.deliveryDays) !== undefined && {
        deliveryDays: line.deliveryDays ?? product.deliveryDays,
      }),
      ...(expectedShipDate !== undefined && { expectedShipDate }),
      cmosSkuId: sku.cmosSkuId,
    },
    productDetails: {
      designerName: product.designerName,
      displayName: product.displayName,
      retailPrice: product.retailPrice,
      adorned,
      onSale: adorned,
      priceAdornments,
      canonicalUrl: product.canonicalUrl,
      finalSale: product.finalSale,
      cmosItem: product.cmosItem,
      cmosCatalogId: product.cmosCatalogId,
      selectedSku: {
        ...(sku.colorKey !== undefined && { colorKey: sku.colorKey }),
        ...(sku.colorName !== undefined && { colorName: sku.colorName }),
      },
      pimStyle: product.pimStyle,
      backOrder: product.backOrder,
      preOrder: product.preOrder,
      genderCode: product.gender,
      displayable: true,
    },
    designerName: product.designerName,
    displayName: product.displayName,
    canonicalUrl: product.canonicalUrl,
    adorned,
    priceAdornments,
    preOrder: product.preOrder,
    backOrder: product.backOrder,
  };
  return {
    item,
    merchandiseTotal: promoted.price * line.quantity,
    customizationTotal: monogramCharge * line.quantity,
  };
}

/** What one unit costs after promotions (the last markdown step, else the item price). */
export function effectiveUnitPrice(item: CartItem): number {
  return item.itemPriceMarkdown.at(-1)?.priceAfterDiscount ?? item.itemPrice;
}

function groupShipments(items: CartItem[]): CartShipment[] {
  const shipped = items.filter((item) => item.storeId === undefined);
  const shipments: CartShipment[] = shipped.length > 0 ? [{ items: shipped }] : [];
  for (const storeId of new Set(items.map((item) => item.storeId).filter((id): id is string => id !== undefined))) {
    shipments.push({ storeId, items: items.filter((item) => item.storeId === storeId) });
  }
  return shipments;
}

export function buildCartResponse(lines: readonly CartLine[], now: number = Date.now()): CartResponse {
  const priced = lines.map((line) => toCartItem(line, now)).filter((p): p is PricedItem => p !== undefined);
  const merchandise = roundToCents(priced.reduce((sum, p) => sum + p.merchandiseTotal, 0));
  const customization = roundToCents(priced.reduce((sum, p) => sum + p.customizationTotal, 0));
  const items = priced.map((p) => p.item);
  return {
    shoppingCart: {
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      // One shipment from the warehouse or vendor, and one per pickup store.
      commerceItems: { shipments: groupShipments(items) },
    },
    prices: {
      orderTotalWithoutTaxAndShipmentCharge: roundToCents(merchandise + customization),
      mdseTotalAmt: merchandise,
    },
  };
}
