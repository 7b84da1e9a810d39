import { describe, expect, it } from 'vitest';
import { addedAnnouncement, decodeAddedItems } from './addedItems';
import { bagView, cartShipments } from './cart';
import { deliveryMessages, serviceLevel } from './delivery';
import { restoreFlyoutState } from './flyoutState';

const NOW = Date.UTC(2026, 10, 26, 12);
import { recommendationVariantId } from './recommendations';
import { decodeLineItem, type LineItem } from './lineItem';
import { priceDisplay } from './pricing';
import { rawItem } from '../storybook/fixtures';
import type { CartResponse } from '@nm/core';

// Edges of the spec's rules that `npm run mutate` showed untested (docs/QUALITY.md).

describe("service level from the items' codes (minicart.md §7 delivery messages)", () => {
  it.each<[string[], string]>([
    [['ND'], 'next-day'],
    [['nd'], 'next-day'],
    [['NEXT_DAY'], 'next-day'],
    [['SL1'], 'next-day'],
    [['2D'], 'two-day'],
    [['two_day'], 'two-day'],
    [['SL2'], 'two-day'],
    [['2D', 'ND'], 'next-day'],
    [['SL3'], 'standard'],
    [['N'], 'standard'],
    [[], 'standard'],
  ])('codes %j → %s', (codes, level) => {
    expect(serviceLevel(false, codes)).toBe(level);
  });

  it('same day wins over any code', () => {
    expect(serviceLevel(true, ['ND'])).toBe('same-day');
  });

  it("the messages, in the spec's words", () => {
    expect(deliveryMessages('two-day')[0]).toBe('Get it within 2-3 days');
    expect(deliveryMessages('standard')[0]).toBe('Get it in 2-4 Days.');
  });
});

describe("a line's prices (minicart.md §2): promotions percent first, then dollars; the struck price only when higher", () => {
  const base = decodeLineItem(rawItem())!;
  const item = (over: Partial<LineItem>): LineItem => ({
    ...base,
    adorned: false,
    percentOff: null,
    dollarOff: null,
    priceAfterPromotions: null,
    originalPrice: null,
    ...over,
  });

  it('no promotion: the item price, nothing struck', () => {
    expect(priceDisplay(item({ itemPrice: 100 }))).toMatchObject({ price: 100, struck: null });
  });

  it('20% off then $10 off 100 → 70, 100 struck', () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, dollarOff: 10 }))).toMatchObject({
      price: 70,
      struck: 100,
      percentOff: 20,
      dollarOff: 10,
    });
  });

  it('percent alone, rounded to cents: 33% off 99.99 → 66.99', () => {
    expect(priceDisplay(item({ itemPrice: 99.99, percentOff: 33 })).price).toBe(66.99);
  });

  it('dollars alone never go below 0', () => {
    expect(priceDisplay(item({ itemPrice: 40, dollarOff: 50 })).price).toBe(0);
  });

  it("the service's price after promotions wins over the arithmetic", () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, priceAfterPromotions: 75 })).price).toBe(75);
  });

  it('a price after promotions without any promotion is ignored', () => {
    expect(priceDisplay(item({ itemPrice: 100, priceAfterPromotions: 75 })).price).toBe(100);
  });

  it('adorned: the original price is struck; a struck price not above the price is dropped', () => {
    expect(priceDisplay(item({ itemPrice: 80, adorned: true, originalPrice: 120 }))).toMatchObject({
      price: 80,
      struck: 120,
    });
    expect(priceDisplay(item({ itemPrice: 80, adorned: true, originalPrice: 80 })).struck).toBeNull();
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 0 })).struck).toBeNull();
  });

  it('not adorned: the price before promotions is struck, never the original price', () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, originalPrice: 150 }))).toMatchObject({
      price: 80,
      struck: 100,
    });
  });

  it('no item price: nothing computed, nothing struck', () => {
    expect(priceDisplay(item({ itemPrice: null, percentOff: 20 }))).toMatchObject({ price: null, struck: null });
  });
});

describe("the cart answer's shipments (minicart.md §3)", () => {
  const withShipments = (shipments: unknown): CartResponse =>
    ({ shoppingCart: { totalQuantity: 1, commerceItems: { shipments } } }) as CartResponse;

  it('entries that are not objects are skipped; a non-list is none', () => {
    expect(cartShipments(withShipments([null, 'x', 7, { items: [] }]))).toEqual([{ items: [] }]);
    expect(cartShipments(withShipments('x'))).toEqual([]);
    expect(cartShipments(null)).toEqual([]);
    expect(bagView(withShipments([null, { items: [rawItem({ dt_itemId: 'a' })] }])).items.map((i) => i.itemId)).toEqual(
      ['a'],
    );
  });

  it.each<[string, unknown, string]>([
    ['a store id as text', 'S12', 'S12'],
    ['a store id as a number', 12, '12'],
    ['a store id of another type', { id: 12 }, ''],
  ])("a line without its own store takes the shipment's: %s", (_label, storeId, expected) => {
    expect(bagView(withShipments([{ storeId, items: [rawItem()] }])).items[0]?.storeId).toBe(expected);
  });
});

describe('header.md §4 openMobileMiniCart: what the modal lists and says', () => {
  it('list entries that are not items are left out', () => {
    expect(decodeAddedItems(['x', null, rawItem({ dt_itemId: 'a' })]).map((i) => i.itemId)).toEqual(['a']);
  });

  it('a line without a designer or a name is announced by what it has', () => {
    const only = (designerName: string, displayName: string) =>
      decodeLineItem(rawItem({}, {}, { designerName, displayName }))!;
    expect(addedAnnouncement([only('', 'Scarf'), only('', ''), only('Akris', '')], 3)).toBe(
      'Added to your shopping bag: Scarf, Akris. 3 items in your bag',
    );
  });
});

describe('minicart.md §7 recommendations variantId: the most expensive item by originalPrice', () => {
  const line = (productId: string, originalPrice: number | null, colorName = 'Black') => ({
    ...decodeLineItem(rawItem({ productId }, { colorName }))!,
    originalPrice,
  });

  it.each<[string, LineItem[], string | undefined]>([
    ['a line without a product id is not a candidate', [line('', 900), line('p1', 100)], 'p1_Black'],
    ['only lines without a product id: none', [line('', 900)], undefined],
    ['a tie keeps the first', [line('p1', 100), line('p2', 100)], 'p1_Black'],
    ['a line without a price loses to one with a price (after it)', [line('p1', null), line('p2', 100)], 'p2_Black'],
    ['a line without a price loses to one with a price (before it)', [line('p1', 100), line('p2', null)], 'p1_Black'],
    ['no colour: the product id alone', [line('p1', 100, '')], 'p1'],
  ])('%s', (_label, items, expected) => {
    expect(recommendationVariantId(items)).toBe(expected);
  });
});

describe('header.md §4 flyout state restored from storage', () => {
  it('animateClosed is restored when it was true, and only then', () => {
    expect(restoreFlyoutState({ animateClosed: true }, false, NOW).animateClosed).toBe(true);
    expect(restoreFlyoutState({ animateClosed: 'true' }, false, NOW).animateClosed).toBe(false);
  });

  it('counts are whole numbers from 0', () => {
    expect(restoreFlyoutState({ noOfItemsInCart: 0, recentlyAddedItemCount: 3 }, false, NOW)).toMatchObject({
      noOfItemsInCart: 0,
      recentlyAddedItemCount: 3,
    });
    expect(restoreFlyoutState({ noOfItemsInCart: '3' }, false, NOW).noOfItemsInCart).toBe(0);
  });
});
