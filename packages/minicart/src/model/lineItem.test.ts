import { describe, expect, it } from 'vitest';
import { decodeLineItem } from './lineItem';

/*
 * One bag line decoded from the cart service's item (minicart.md §3): the
 * fallbacks between fields and the values a bag line must not show
 * (a quantity of 0, a charge of 0) that `npm run mutate` found untested.
 */

const decode = (raw: Record<string, unknown>, storeId?: string, fallbackId?: string) =>
  decodeLineItem({ dt_itemId: 'ci1', ...raw }, storeId, fallbackId);

describe('minicart.md §3 item ids', () => {
  it.each<[string, unknown, string | undefined, string | null]>([
    ['the item id, trimmed', ' ci7 ', undefined, 'ci7'],
    ['a numeric item id', 42, undefined, '42'],
    ['no id: the fallback', undefined, 'added-0', 'added-0'],
    ['a blank id: the fallback', '  ', 'added-0', 'added-0'],
    ['no id and no fallback: no line', undefined, undefined, null],
    ['an id of the wrong type: no line', { id: 1 }, undefined, null],
  ])('%s', (_label, id, fallbackId, expected) => {
    expect(decodeLineItem({ dt_itemId: id }, '', fallbackId)?.itemId ?? null).toBe(expected);
  });

  it.each([null, 'ci1', 7, ['ci1']])('%j is not an item', (raw) => {
    expect(decodeLineItem(raw)).toBeNull();
  });

  it("skuId, else the current SKU's cmosSkuId", () => {
    expect(decode({ skuId: ' sku9 ', currentSku: { cmosSkuId: 'cmos9' } })?.skuId).toBe('sku9');
    expect(decode({ skuId: '', currentSku: { cmosSkuId: 'cmos9' } })?.skuId).toBe('cmos9');
    expect(decode({ currentSku: { cmosSkuId: 123 } })?.skuId).toBe('123');
    expect(decode({})?.skuId).toBe('');
  });
});

describe('quantity: a positive number or none', () => {
  it.each<[unknown, number | null]>([
    [2, 2],
    ['3', 3],
    [0, null],
    [-1, null],
    ['0', null],
    [null, null],
    ['two', null],
    [0.5, 0.5],
  ])('%j → %j', (quantity, expected) => {
    expect(decode({ quantity })?.quantity).toBe(expected);
  });
});

describe('charges and promotions: only a positive amount counts', () => {
  it.each<[string, Record<string, unknown>, number | null]>([
    ['the parenthetical charge', { parentheticalCharge: 25 }, 25],
    [
      'a zero charge falls to the item customization',
      { parentheticalCharge: 0, itemCustomization: { additionalCharge: '15' } },
      15,
    ],
    [
      'a negative charge falls to the customization',
      { parentheticalCharge: -5, customization: { additionalCharge: 10 } },
      10,
    ],
    ['no charge anywhere', { parentheticalCharge: 0 }, null],
  ])('monogram: %s', (_label, raw, expected) => {
    expect(decode(raw)?.monogramCharge).toBe(expected);
  });

  it.each<[unknown, number | null]>([
    [20, 20],
    ['15', 15],
    [0, null],
    [-10, null],
    ['x', null],
  ])('promotional percent %j → %j', (value, expected) => {
    expect(decode({ promotionalPercentOff: value, promotionalDollarOff: value })).toMatchObject({
      percentOff: expected,
      dollarOff: expected,
    });
  });

  it('a replenishment interval of 0 is none', () => {
    expect(decode({ replenishmentInterval: 0 })?.replenishmentInterval).toBeNull();
    expect(decode({ replenishmentInterval: '30' })?.replenishmentInterval).toBe(30);
  });
});

describe('prices and their fallbacks (minicart.md §3)', () => {
  it('itemPrice, else the price without customization', () => {
    expect(decode({ itemPrice: '1,295.00', itemOriginPriceWithoutCustomization: { price: 1 } })?.itemPrice).toBe(1295);
    expect(decode({ itemOriginPriceWithoutCustomization: { price: '99.50' } })?.itemPrice).toBe(99.5);
  });

  it("originalPrice, else the adornment's price, else the retail price", () => {
    expect(
      decode({ originalPrice: 300, adornment: { price: 200 }, productDetails: { retailPrice: 100 } })?.originalPrice,
    ).toBe(300);
    expect(decode({ adornment: { price: 200 }, productDetails: { retailPrice: 100 } })?.originalPrice).toBe(200);
    expect(decode({ productDetails: { retailPrice: 100 } })?.originalPrice).toBe(100);
  });

  it.each<[string, unknown, number | null]>([
    ["the last step's price after discount", [{ priceAfterDiscount: 90 }, { priceAfterDiscount: '80' }], 80],
    ['the last step with a price', [{ priceAfterDiscount: 90 }, { priceAfterDiscount: 'n/a' }, {}], 90],
    ['a step that is not an object is skipped', [{ priceAfterDiscount: 70 }, 'x'], 70],
    ['no steps', [], null],
    ['not a list', { priceAfterDiscount: 60 }, null],
  ])('itemPriceMarkdown: %s', (_label, steps, expected) => {
    expect(decode({ itemPriceMarkdown: steps })?.priceAfterPromotions).toBe(expected);
  });
});

describe('text fields and their fallbacks', () => {
  it('designer and display names from the product details, else the item, reduced to text', () => {
    expect(
      decode({ designerName: 'Item Designer', productDetails: { designerName: '<b>Gucci</b>' } })?.designerName,
    ).toBe('Gucci');
    expect(decode({ designerName: '<b>Item Designer</b>', displayName: 'Item Name' })).toMatchObject({
      designerName: 'Item Designer',
      displayName: 'Item Name',
    });
  });

  it('colour from the current SKU, else the selected SKU; numbers read as text; names trimmed', () => {
    expect(
      decode({
        currentSku: { colorName: ' Black ', sizeName: 8 },
        productDetails: { selectedSku: { colorName: 'Red' } },
      }),
    ).toMatchObject({ color: 'Black', size: '8' });
    expect(decode({ productDetails: { selectedSku: { colorName: 'Red', colorKey: 1 } } })).toMatchObject({
      color: 'Red',
      colorKey: '1',
    });
  });

  it('the product link from the details, else the item', () => {
    expect(decode({ canonicalUrl: '/p/item', productDetails: { canonicalUrl: '/p/details' } })?.canonicalUrl).toBe(
      '/p/details',
    );
    expect(decode({ canonicalUrl: ' /p/item ' })?.canonicalUrl).toBe('/p/item');
  });

  it("the store: the item's own, else the shipment's", () => {
    expect(decode({ storeId: 12 }, '99')?.storeId).toBe('12');
    expect(decode({}, '99')?.storeId).toBe('99');
    expect(decode({})?.storeId).toBe('');
  });

  it('flags are true or "true", nothing else; from the details or the item', () => {
    expect(
      decode({ productDetails: { finalSale: 'true', adorned: 'yes', preOrder: 1 }, backOrder: true }),
    ).toMatchObject({
      finalSale: true,
      adorned: false,
      preOrder: false,
      backOrder: true,
    });
    expect(decode({ adorned: 'true', preOrder: true })).toMatchObject({ adorned: true, preOrder: true });
  });
});

describe("lastUpdatedTimestamp (the bag's order, newest first)", () => {
  it.each<[string, unknown, number]>([
    ['milliseconds', 1_700_000_000_000, 1_700_000_000_000],
    ['milliseconds as text', '1700000000000', 1_700_000_000_000],
    ['an ISO date', '2024-01-02T00:00:00Z', Date.UTC(2024, 0, 2)],
    ['text that is no date', 'yesterday-ish', 0],
    ['a date inside a list is not a date', ['2024-01-02T00:00:00Z'], 0],
    ['missing', undefined, 0],
  ])('%s', (_label, value, expected) => {
    expect(decode({ lastUpdatedTimestamp: value })?.lastUpdated).toBe(expected);
  });
});
