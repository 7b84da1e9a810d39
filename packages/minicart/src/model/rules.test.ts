import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf, curbsideItem, discountItems, noteItems, rawItem } from '../storybook/fixtures';
import { decodeAddedItems, itemsInBagLabel } from './addedItems';
import { cartFetchNeeded } from './cartFetch';
import { bagTitle, bagView, subtotalLabel, sortNewestFirst } from './cart';
import { productLink, quantityLine, sizeColorLine } from './display';
import { iconAction } from './iconClick';
import { flyoutButtonLabel } from './iconLabel';
import { decodeLineItem, type LineItem } from './lineItem';
import { itemNotes, orderNote } from './notes';
import { choosePickupStore, pickupMessage } from './pickupStore';
import { resetLogOnce, sanitizeText, type Store } from '@nm/core';
import { discountType, priceDisplay } from './pricing';
import { recommendationsTitle, recommendationVariantId } from './recommendations';
import { shippingLabels } from './shipping';

const line = (raw: Record<string, unknown>): LineItem => decodeLineItem(raw)!;
/** Wednesday 18 November 2026, local time. */
const WEDNESDAY = new Date(2026, 10, 18, 10, 0, 0);

describe('minicart.md §4 "Discount display type", first match wins', () => {
  it.each<[string, { adorned: boolean; percentOff: number | null; dollarOff: number | null }, number]>([
    ['hard markdown + percent off + dollar off', { adorned: true, percentOff: 20, dollarOff: 25 }, 1],
    ['hard markdown + percent off', { adorned: true, percentOff: 20, dollarOff: null }, 2],
    ['hard markdown + dollar off', { adorned: true, percentOff: null, dollarOff: 25 }, 3],
    ['percent off + dollar off', { adorned: false, percentOff: 20, dollarOff: 25 }, 4],
    ['hard markdown only', { adorned: true, percentOff: null, dollarOff: null }, 5],
    ['percent off only', { adorned: false, percentOff: 20, dollarOff: null }, 6],
    ['dollar off only', { adorned: false, percentOff: null, dollarOff: 25 }, 7],
    ['none', { adorned: false, percentOff: null, dollarOff: null }, 8],
  ])('%s → type %d', (_label, flags, type) => {
    expect(discountType(flags)).toBe(type);
  });

  it('"An item is hard-marked-down when it is adorned": productDetails.adorned or the item flag', () => {
    expect(line(rawItem({}, {}, { adorned: true })).adorned).toBe(true);
    expect(line(rawItem({ adorned: 'true' }, {}, { adorned: undefined })).adorned).toBe(true);
    expect(line(rawItem({ itemMarkdown: 100 })).adorned).toBe(false);
  });

  it('the fixtures cover types 1 to 8 in order', () => {
    expect(discountItems().map((raw) => discountType(line(raw)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a zero or negative promotion is no promotion', () => {
    expect(discountType(line(rawItem({ promotionalPercentOff: 0, promotionalDollarOff: -5 })))).toBe(8);
  });
});

describe('minicart.md §2, §5 prices', () => {
  it('string prices are converted to numbers', () => {
    const item = line(rawItem({ itemPrice: '1,295.50', originalPrice: '1295.50' }));
    expect(item.itemPrice).toBe(1295.5);
    expect(item.originalPrice).toBe(1295.5);
  });

  it.each<[string, Record<string, unknown>, { price: number | null; struck: number | null }]>([
    [
      'markdown: retail struck, sale price paid',
      { adornment: { price: 995 }, originalPrice: 995, itemPrice: 695 },
      { price: 695, struck: 995 },
    ],
    [
      'percent off: item price struck, 20% off paid',
      { itemPrice: 500, promotionalPercentOff: 20 },
      { price: 400, struck: 500 },
    ],
    [
      'percent then dollars: 20% off then $25 off',
      { itemPrice: 500, promotionalPercentOff: 20, promotionalDollarOff: 25 },
      { price: 375, struck: 500 },
    ],
    [
      "the service's last markdown step wins",
      {
        itemPrice: 500,
        promotionalPercentOff: 20,
        itemPriceMarkdown: [{ discountType: 'PERCENT_OFF', priceAfterDiscount: '399.99' }],
      },
      { price: 399.99, struck: 500 },
    ],
    ['no discount: nothing struck', { itemPrice: 500 }, { price: 500, struck: null }],
    ['unreadable price: nothing shown', { itemPrice: 'call us', originalPrice: null }, { price: null, struck: null }],
  ])('%s', (_label, raw, expected) => {
    const shown = priceDisplay(
      line(rawItem({ originalPrice: undefined, ...raw }, {}, { adorned: 'adornment' in raw })),
    );
    expect({ price: shown.price, struck: shown.struck }).toEqual(expected);
  });
});

describe('minicart.md §2 "Line item display"', () => {
  it.each<[string, { size: string; color: string }, string]>([
    ['both', { size: 'M', color: 'Black' }, 'Size: M / Color: Black'],
    ['size only', { size: 'M', color: '' }, 'Size: M'],
    ['colour only', { size: '', color: 'Black' }, 'Color: Black'],
    ['neither', { size: '', color: '' }, ''],
  ])('size/colour line, %s → %j', (_label, item, expected) => {
    expect(sizeColorLine(item)).toBe(expected);
  });

  it('QTY line only when quantity is present', () => {
    expect(quantityLine({ quantity: 2 })).toBe('QTY: 2');
    expect(quantityLine(line(rawItem({ quantity: undefined })))).toBeNull();
    expect(quantityLine(line(rawItem({ quantity: 'two' })))).toBeNull();
  });

  it.each<[string, { canonicalUrl: string; cmosItem: string; colorKey: string }, string | null]>([
    [
      'with a colorKey',
      { canonicalUrl: '/p/coat-prod1', cmosItem: 'T1234', colorKey: '001' },
      '/p/coat-prod1?childItemId=NMT1234_001',
    ],
    [
      'without a colorKey: the underscore alone',
      { canonicalUrl: '/p/coat-prod1', cmosItem: 'T1234', colorKey: '' },
      '/p/coat-prod1?childItemId=NMT1234_',
    ],
    [
      'a canonicalUrl with a query already',
      { canonicalUrl: '/p/coat-prod1?x=1', cmosItem: 'T1', colorKey: '9' },
      '/p/coat-prod1?x=1&childItemId=NMT1_9',
    ],
    ['no canonicalUrl: no link', { canonicalUrl: '', cmosItem: 'T1', colorKey: '9' }, null],
  ])('product link (§2 routes) %s', (_label, item, expected) => {
    expect(productLink(item)).toBe(expected);
  });

  it('designer names are reduced to plain text, never parsed as HTML', () => {
    expect(line(rawItem({}, {}, { designerName: '<b>Tom Ford</b><br>Eyewear &amp; Co' })).designerName).toBe(
      'Tom Ford Eyewear & Co',
    );
    expect(sanitizeText('<img src=x onerror=alert(1)>Gucci')).toBe('Gucci');
    expect(sanitizeText('&lt;script&gt;')).toBe('<script>');
  });

  it('§4 item order: newest lastUpdatedTimestamp first, whatever order the service sent', () => {
    const items = [1, 3, 2].map((n) => line(rawItem({ dt_itemId: `i${n}`, lastUpdatedTimestamp: n * 1000 })));
    expect(sortNewestFirst(items).map((i) => i.itemId)).toEqual(['i3', 'i2', 'i1']);
  });
});

describe('minicart.md §4 "Item notes" (today is Wednesday 11/18/2026)', () => {
  const notes = (raw: Record<string, unknown>, pickup?: string) => itemNotes(line(raw), WEDNESDAY, pickup);

  it('perishable drop-ship: "Delivery Date : " plus the date', () => {
    expect(
      notes(rawItem({ perishableDeliveryByDate: '2026-11-21T12:00:00' }, { dropShip: true, isPerishable: true })),
    ).toEqual(['Delivery Date : 11/21/2026']);
  });

  it.each<[number, string]>([
    [2, 'Expected to Ship: 11/20/2026'], // Friday
    [3, 'Expected to Ship: 11/23/2026'], // Saturday → Monday (+2)
    [4, 'Expected to Ship: 11/23/2026'], // Sunday → Monday (+1)
    [5, 'Expected to Ship: 11/23/2026'], // Monday
    [0, 'Expected to Ship: Date Unavailable'],
    [-1, 'Expected to Ship: Date Unavailable'],
  ])('other drop-ship, deliveryDays %d → %s', (days, expected) => {
    expect(notes(rawItem({}, { dropShip: true, deliveryDays: days }))).toEqual([expected]);
  });

  it('drop-ship without deliveryDays → Date Unavailable', () => {
    expect(notes(rawItem({}, { dropShip: true }))).toEqual(['Expected to Ship: Date Unavailable']);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    [
      'pre-order, future date',
      { expectedShipDate: '2026-12-01T12:00:00' },
      { preOrder: true },
      'Pre-Order:Expected to ship no later than 12/01/2026',
    ],
    [
      'back-order, future date',
      { expectedShipDate: '12/15/2026' },
      { backOrder: true },
      'Back Order:Expected to ship no later than 12/15/2026',
    ],
    [
      'pre-order, date passed',
      { expectedShipDate: '2026-11-01T12:00:00' },
      { preOrder: true },
      'Pre-Order:Expected to ship no later than Date Unavailable',
    ],
    ['back-order, no date', {}, { backOrder: true }, 'Back Order:Expected to ship no later than Date Unavailable'],
    // "in the future": the very moment of today is not.
    [
      'pre-order, the date is now',
      { expectedShipDate: '2026-11-18T10:00:00' },
      { preOrder: true },
      'Pre-Order:Expected to ship no later than Date Unavailable',
    ],
    [
      'pre-order, a second from now',
      { expectedShipDate: '2026-11-18T10:00:01' },
      { preOrder: true },
      'Pre-Order:Expected to ship no later than 11/18/2026',
    ],
  ])('%s', (_label, sku, details, expected) => {
    expect(orderNote(line(rawItem({}, sku, details)), WEDNESDAY)).toBe(expected);
    expect(notes(rawItem({}, sku, details))).toEqual([expected]);
  });

  it('curbside pickup: "Pickup: " plus the chosen store; nothing until the store is known', () => {
    expect(notes(curbsideItem(), 'Hudson Yards')).toEqual(['Pickup: Hudson Yards']);
    expect(notes(curbsideItem())).toEqual([]);
  });

  it('final sale, monogramming charge, replenish every N days', () => {
    expect(notes(rawItem({}, {}, { finalSale: true }))).toEqual(['Final Sale']);
    expect(notes(rawItem({ parentheticalCharge: '15' }))).toEqual(['Monogramming charge: $15.00']);
    expect(notes(rawItem({ itemCustomization: { additionalCharge: 20 } }))).toEqual(['Monogramming charge: $20.00']);
    expect(notes(rawItem({ replenishmentInterval: 90 }))).toEqual(['replenish every 90 days']);
  });

  it('the note fixtures give one note each', () => {
    expect(noteItems(WEDNESDAY).map((raw) => notes(raw).length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('minicart.md §4 curbside pickup store order', () => {
  const store = (storeId: string, storeNumber: string, extra: Partial<Store> = {}): Store => ({
    storeId,
    storeNumber,
    name: `Store ${storeId}`,
    distance: 1,
    isOpen: true,
    inventoryAvailable: true,
    ...extra,
  });
  const stores = [store('01', '101'), store('02', '102'), store('03', '103')];

  it.each<[string, string | null, string | undefined, string | null]>([
    ['the selected-store cookie first', '03', '102', '03'],
    ['then the given store number', null, '102', '02'],
    ['a cookie naming no listed store falls through to the store number', '99', '102', '02'],
    ['else the first in the list', null, undefined, '01'],
    ['else the first, when the number matches nothing', null, '999', '01'],
  ])('%s', (_label, cookie, number, expected) => {
    expect(choosePickupStore(stores, cookie, number)?.storeId ?? null).toBe(expected);
  });

  it('no stores → none', () => {
    expect(choosePickupStore([], '01', '101')).toBeNull();
  });

  it('header.md §9 pickup texts: same day when open and in stock, else curbside in 2-4 days', () => {
    expect(pickupMessage(store('01', '1'))).toBe('Available for same-day pickup during store hours');
    expect(pickupMessage(store('01', '1', { inventoryAvailable: false }))).toBe(
      'Ready for curbside pickup in 2-4 days upon purchase',
    );
    expect(pickupMessage(null)).toBe('Ready for curbside pickup in 2-4 days upon purchase');
  });
});

describe('minicart.md §4 "Shipping analytics labels"', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string, string]>([
    ['drop-ship', {}, { dropShip: true }, 'vendor', 'customer'],
    ['curbside at an ordinary store', { shipmentType: 'CURBSIDE_PICKUP', storeId: '01' }, {}, 'store', 'store'],
    ['curbside at store 80', { shipmentType: 'CURBSIDE_PICKUP', storeId: '80' }, {}, 'warehouse', 'StoreCall'],
    ['curbside at store 89', { shipmentType: 'CURBSIDE_PICKUP', storeId: '89' }, {}, 'warehouse', 'StoreCall'],
    ['shipped from the warehouse', {}, {}, 'warehouse', 'customer'],
  ])('%s → origin %s, delivery received %s', (_label, raw, sku, origin, received) => {
    expect(shippingLabels(line(rawItem(raw, sku)))).toEqual({ origin, deliveryReceived: received, brand: 'NM' });
  });

  it('brand default NM; the page brand otherwise', () => {
    expect(shippingLabels(line(rawItem()), 'HC').brand).toBe('HC');
    expect(shippingLabels(line(rawItem()), '').brand).toBe('NM');
  });

  it('the store id of the shipment counts when the item has none', () => {
    const view = bagView(
      cartOf([], { storeItems: [{ storeId: '89', items: [rawItem({ shipmentType: 'CURBSIDE_PICKUP' })] }] }),
    );
    expect(shippingLabels(view.items[0]!).deliveryReceived).toBe('StoreCall');
  });
});

describe('minicart.md §2 summary, title and checkout', () => {
  it.each<[number, string]>([
    [1, 'Subtotal (1 item)'],
    [2, 'Subtotal (2 items)'],
    [0, 'Subtotal (0 items)'],
  ])('%d → %s', (n, label) => {
    expect(subtotalLabel(n)).toBe(label);
  });

  it('title: "Your Shopping Bag" or "{name}\'s Shopping Bag"', () => {
    expect(bagTitle('')).toBe('Your Shopping Bag');
    expect(bagTitle('Alexandra')).toBe("Alexandra's Shopping Bag");
  });

  it('§2 icon: logged in with a count above 0 opens; everyone else goes to /cart/', () => {
    expect(iconAction(true, 3)).toBe('open');
    expect(iconAction(true, 0)).toBe('navigate');
    expect(iconAction(false, 3)).toBe('navigate');
    expect(iconAction(false, 0)).toBe('navigate');
  });

  it('header.md §2 flyout button: "Shopping Bag" or "Checkout {n}"', () => {
    expect(flyoutButtonLabel(0)).toBe('Shopping Bag');
    expect(flyoutButtonLabel(4)).toBe('Checkout 4');
  });
});

describe('decoding the cart at the boundary (minicart.md §3, §5)', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'OK'],
    ['a list', []],
    ['no shoppingCart', {}],
    ['shipments not a list', { shoppingCart: { commerceItems: { shipments: 'x' } } }],
    ['items not a list', { shoppingCart: { commerceItems: { shipments: [{ items: 3 }] } } }],
  ])('%s → an empty bag, no throw', (_label, cart) => {
    expect(bagView(cart as never).items).toEqual([]);
  });

  it('items without an id or not objects are skipped; the count falls back to the lines', () => {
    const view = bagView({
      shoppingCart: {
        commerceItems: { shipments: [{ items: [null, 'x', { productId: 'p' }, rawItem({ quantity: 2 })] }] },
      },
    });
    expect(view.items).toHaveLength(1);
    expect(view.totalItems).toBe(2);
  });

  it('totalQuantity and the subtotal come from the cart, strings included', () => {
    const view = bagView({
      shoppingCart: { totalQuantity: '4', commerceItems: { shipments: [] } },
      prices: { orderTotalWithoutTaxAndShipmentCharge: '1,200.50' },
    });
    expect([view.totalItems, view.totalPrice]).toEqual([4, 1200.5]);
  });

  it('header.md §3 "prices.mdseTotalAmt": the flyout\'s subtotal; the drawer keeps orderTotalWithoutTaxAndShipmentCharge', () => {
    const view = bagView({
      shoppingCart: { totalQuantity: 2 },
      prices: { orderTotalWithoutTaxAndShipmentCharge: 1250, mdseTotalAmt: '1,195.00' },
    });
    expect([view.totalPrice, view.flyoutTotalPrice]).toEqual([1250, 1195]);
  });
});

describe('minicart.md §2, §7 recommendations', () => {
  it('title: "Complete The Look" with items, else "Trending Styles"', () => {
    expect(recommendationsTitle(true)).toBe('Complete The Look');
    expect(recommendationsTitle(false)).toBe('Trending Styles');
  });

  it('variantId: product id plus colour suffix of the most expensive item by originalPrice', () => {
    const items = [
      line(rawItem({ productId: 'prod1', originalPrice: 500 }, { colorName: 'Black' })),
      line(rawItem({ productId: 'prod2', originalPrice: '1,500' }, { colorName: 'Grey Melange' })),
      line(rawItem({ productId: 'prod3', originalPrice: 900 }, { colorName: 'Red' })),
    ];
    expect(recommendationVariantId(items)).toBe('prod2_GreyMelange');
  });

  it('no items → no variantId (the default recommendations)', () => {
    expect(recommendationVariantId([])).toBeUndefined();
  });
});

describe('header.md §2 mobile add-to-bag modal content', () => {
  it.each<[string, unknown, number]>([
    ['a list of items', [rawItem(), rawItem()], 2],
    ['{ items }', { items: [rawItem()] }, 1],
    ['a whole cart', cartOf([rawItem(), rawItem(), rawItem()]), 3],
    ['one item without an id', { productDetails: { displayName: 'Coat' } }, 1],
    ['nothing', undefined, 0],
    ['a string', 'added', 0],
  ])('%s → %d items', (_label, content, n) => {
    expect(decodeAddedItems(content)).toHaveLength(n);
  });

  it('"N items in your bag"', () => {
    expect(itemsInBagLabel(1)).toBe('1 item in your bag');
    expect(itemsInBagLabel(5)).toBe('5 items in your bag');
  });
});

describe("one URL policy for a line's link and picture", () => {
  beforeEach(() => {
    resetLogOnce();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string]>([
    ['javascript:', 'javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data:image/svg+xml', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a protocol-relative host', '//elsewhere.example/p'],
    ['a backslash host', '/\\elsewhere.example/p'],
    ['another origin', 'https://elsewhere.example/p'],
  ])('canonicalUrl %s → no link, logged once; the line still shows its name', (_label, url) => {
    const item = line(rawItem({}, {}, { canonicalUrl: url, displayName: 'Silk Dress' }));
    expect(item.canonicalUrl).toBe('');
    expect(productLink(item)).toBeNull();
    expect(item.displayName).toBe('Silk Dress');
    decodeLineItem(rawItem({}, {}, { canonicalUrl: url }));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('Mini-cart product link: refused link URL');
  });

  it.each<[string, string]>([
    ['javascript:', 'javascript:alert(1)'],
    ['data:image/svg+xml', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('imageUrl %s → no picture (the no-image picture shows), logged once', (_label, url) => {
    const item = line(rawItem({ imageUrl: url }));
    expect(item.imageUrl).toBe('');
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('Mini-cart line image: refused image URL');
  });

  it('a same-site link and an image on any https host are kept', () => {
    const item = line(
      rawItem(
        { imageUrl: 'https://cdn.images.example/a.jpg' },
        {},
        { canonicalUrl: '/p/silk-dress-prod1', cmosItem: 'T9', selectedSku: { colorKey: '002' } },
      ),
    );
    expect(item.imageUrl).toBe('https://cdn.images.example/a.jpg');
    expect(productLink(item)).toBe('/p/silk-dress-prod1?childItemId=NMT9_002');
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('header.md §7 "Cart fetch helper: loads cart when the new add-to-cart flow is on and the cart is empty"', () => {
  const empty = cartOf([]);
  const full = cartOf([rawItem()]);
  it.each<[string, { addToCartV2: boolean; cart: typeof empty | null; count: number; hasUserId: boolean }, boolean]>([
    ['ADD_TO_CART_V2 on, no cart yet', { addToCartV2: true, cart: null, count: 0, hasUserId: true }, true],
    [
      'ADD_TO_CART_V2 on, an empty cart while the count says 2 (an add since)',
      { addToCartV2: true, cart: empty, count: 2, hasUserId: true },
      true,
    ],
    [
      'ADD_TO_CART_V2 on, an empty cart and a count of 0',
      { addToCartV2: true, cart: empty, count: 0, hasUserId: true },
      false,
    ],
    ['ADD_TO_CART_V2 on, a cart with items', { addToCartV2: true, cart: full, count: 1, hasUserId: true }, false],
    ['ADD_TO_CART_V2 off, no cart', { addToCartV2: false, cart: null, count: 3, hasUserId: true }, false],
    [
      'ADD_TO_CART_V2 on, a first-time guest with no id',
      { addToCartV2: true, cart: null, count: 0, hasUserId: false },
      false,
    ],
  ])('%s → %s', (_label, input, expected) => {
    expect(cartFetchNeeded(input)).toBe(expected);
  });
});
