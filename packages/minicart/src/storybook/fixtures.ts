/**
 * Cart answers in the cart service's shape (minicart.md §3), for tests and
 * stories: one item per kind the bag must show, built on one base item.
 * Dates are relative to a fixed "today" passed in, so notes are stable.
 */
import type { CartResponse } from '@nm/core';

export type RawItem = Record<string, unknown>;

let sequence = 0;

export function rawItem(overrides: RawItem = {}, sku: RawItem = {}, details: RawItem = {}): RawItem {
  sequence += 1;
  const id = overrides.dt_itemId ?? `ci${1000 + sequence}`;
  return {
    dt_itemId: id,
    productId: `prod${100 + sequence}`,
    skuId: `sku${100 + sequence}`,
    quantity: 1,
    itemPrice: 495,
    originalPrice: 495,
    itemPriceMarkdown: [],
    imageUrl: '',
    lastUpdatedTimestamp: 1_700_000_000_000 - sequence * 60_000,
    ...overrides,
    currentSku: {
      colorName: 'Black',
      sizeName: 'M',
      dropShip: false,
      isPerishable: false,
      cmosSkuId: `cmos${sequence}`,
      ...sku,
    },
    productDetails: {
      designerName: 'Beatrix Lowell',
      displayName: 'Double-Faced Overcoat',
      canonicalUrl: '/p/beatrix-lowell-double-faced-overcoat-prod1',
      cmosItem: `T${sequence}`,
      selectedSku: { colorKey: '001' },
      adorned: false,
      finalSale: false,
      preOrder: false,
      backOrder: false,
      ...details,
    },
  };
}

export function cartOf(
  items: RawItem[],
  extra: { storeItems?: Array<{ storeId: string; items: RawItem[] }> } = {},
): CartResponse {
  const all = [...items, ...(extra.storeItems ?? []).flatMap((s) => s.items)];
  const total = all.reduce((sum, item) => sum + Number(item.quantity ?? 1) * Number(item.itemPrice ?? 0), 0);
  const shipments = [...(items.length ? [{ items }] : []), ...(extra.storeItems ?? [])];
  return {
    shoppingCart: {
      totalQuantity: all.reduce((sum, item) => sum + Number(item.quantity ?? 1), 0),
      commerceItems: { shipments },
    },
    prices: {
      orderTotalWithoutTaxAndShipmentCharge: Math.round(total * 100) / 100,
      mdseTotalAmt: Math.round(total * 100) / 100,
    },
  };
}

/** Three lines, newest first by lastUpdatedTimestamp: "Newest Coat", "Middle Scarf", "Oldest Boot" (the element tests' bag). */
export const threeItems = (): CartResponse =>
  cartOf([
    rawItem({ dt_itemId: 'a', lastUpdatedTimestamp: 3 }, {}, { displayName: 'Newest Coat' }),
    rawItem({ dt_itemId: 'b', lastUpdatedTimestamp: 2 }, {}, { displayName: 'Middle Scarf' }),
    rawItem({ dt_itemId: 'c', lastUpdatedTimestamp: 1 }, {}, { displayName: 'Oldest Boot' }),
  ]);

const day = 86_400_000;
const iso = (today: Date, days: number) => new Date(today.getTime() + days * day).toISOString();

/** Every discount display type (minicart.md §4), in order 1–8. */
export function discountItems(): RawItem[] {
  const hard = { adornment: { price: 995 }, originalPrice: 995, itemPrice: 695 };
  return [
    rawItem(
      { ...hard, promotionalPercentOff: 20, promotionalDollarOff: 25 },
      { colorName: 'Camel' },
      { adorned: true, displayName: 'Type 1: markdown + % + $ off' },
    ),
    rawItem({ ...hard, promotionalPercentOff: 33.33 }, {}, { adorned: true, displayName: 'Type 2: markdown + % off' }),
    rawItem({ ...hard, promotionalDollarOff: 50 }, {}, { adorned: true, displayName: 'Type 3: markdown + $ off' }),
    rawItem({ promotionalPercentOff: 10, promotionalDollarOff: 15 }, {}, { displayName: 'Type 4: % + $ off' }),
    rawItem({ ...hard }, {}, { adorned: true, displayName: 'Type 5: markdown only' }),
    rawItem({ itemPrice: '495.00', promotionalPercentOff: '15' }, {}, { displayName: 'Type 6: % off (string prices)' }),
    rawItem({ promotionalDollarOff: 100 }, {}, { displayName: 'Type 7: $ off' }),
    rawItem({}, {}, { displayName: 'Type 8: full price' }),
  ];
}

/** Every note (minicart.md §4 "Item notes"), relative to `today`. */
export function noteItems(today: Date): RawItem[] {
  return [
    rawItem(
      { perishableDeliveryByDate: iso(today, 3) },
      { dropShip: true, isPerishable: true, deliveryDays: 3, sizeName: undefined, colorName: 'Assorted' },
      { designerName: 'Ottoline Crewe', displayName: 'Champagne & Caviar Gift Set' },
    ),
    rawItem(
      {},
      { dropShip: true, deliveryDays: 5, sizeName: undefined, colorName: 'Sage' },
      { designerName: 'Celestine Abara', displayName: 'Scented Candle' },
    ),
    rawItem({}, { dropShip: true, deliveryDays: 0 }, { displayName: 'Drop-ship, no delivery days' }),
    rawItem({}, { expectedShipDate: iso(today, 30) }, { preOrder: true, displayName: 'Tailored Overcoat (pre-order)' }),
    rawItem(
      {},
      { expectedShipDate: iso(today, -2) },
      { backOrder: true, displayName: 'Sequined Gown (back-order, date passed)' },
    ),
    rawItem({}, {}, { finalSale: true, displayName: 'Tweed Jacket (final sale)' }),
    rawItem(
      { parentheticalCharge: 15, customization: { type: 'MONOGRAM', text: 'AMW', additionalCharge: 15 } },
      { sizeName: undefined, colorName: 'Noir' },
      { displayName: 'Quilted Leather Shoulder Bag (monogrammed)' },
    ),
    rawItem(
      { replenishmentInterval: 90, itemPrice: 56.5, originalPrice: 56.5 },
      { sizeName: '3.4 oz', colorName: undefined },
      { designerName: 'Isolde Varga', displayName: 'Hydrating Cleansing Balm' },
    ),
  ];
}

export function curbsideItem(storeId = '01'): RawItem {
  return rawItem(
    { shipmentType: 'CURBSIDE_PICKUP', storeId, shippingOptionsAvailability: ['CURBSIDE_PICKUP'] },
    {},
    { displayName: 'Cashmere Scarf (curbside pickup)' },
  );
}

export const DEMO_STORES_ANSWER = [
  {
    storeId: '01',
    storeNumber: '101',
    name: 'Hudson Yards',
    distance: 1.2,
    storeServices: { inStoreShopping: { isOpen: true } },
    skuAvailability: { inventoryAvailable: true },
  },
  {
    storeId: '02',
    storeNumber: '102',
    name: 'Short Hills',
    distance: 18.4,
    storeServices: { inStoreShopping: { isOpen: true } },
    skuAvailability: { inventoryAvailable: false },
  },
];
