import { describe, expect, it } from 'vitest';
import { deliveryMessages, serviceLevel } from './delivery';
import { decodeLineItem, type LineItem } from './lineItem';
import { priceDisplay } from './pricing';
import { rawItem } from '../testing/fixtures';

// Edges of the spec's rules that `npm run mutate` showed untested (docs/QUALITY.md).

describe('service level from the items\' codes (minicart.md §7 delivery messages)', () => {
  it.each<[string[], string]>([
    [['ND'], 'next-day'], [['nd'], 'next-day'], [['NEXT_DAY'], 'next-day'], [['SL1'], 'next-day'],
    [['2D'], 'two-day'], [['two_day'], 'two-day'], [['SL2'], 'two-day'],
    [['2D', 'ND'], 'next-day'], [['SL3'], 'standard'], [['N'], 'standard'], [[], 'standard'],
  ])('codes %j → %s', (codes, level) => {
    expect(serviceLevel(false, codes)).toBe(level);
  });

  it('same day wins over any code', () => {
    expect(serviceLevel(true, ['ND'])).toBe('same-day');
  });

  it('the messages, in the spec\'s words', () => {
    expect(deliveryMessages('two-day')[0]).toBe('Get it within 2-3 days');
    expect(deliveryMessages('standard')[0]).toBe('Get it in 2-4 Days.');
  });
});

describe('a line\'s prices (minicart.md §2): promotions percent first, then dollars; the struck price only when higher', () => {
  const base = decodeLineItem(rawItem())!;
  const item = (over: Partial<LineItem>): LineItem => ({ ...base, adorned: false, percentOff: null, dollarOff: null, priceAfterPromotions: null, originalPrice: null, ...over });

  it('no promotion: the item price, nothing struck', () => {
    expect(priceDisplay(item({ itemPrice: 100 }))).toMatchObject({ price: 100, struck: null });
  });

  it('20% off then $10 off 100 → 70, 100 struck', () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, dollarOff: 10 }))).toMatchObject({ price: 70, struck: 100, percentOff: 20, dollarOff: 10 });
  });

  it('percent alone, rounded to cents: 33% off 99.99 → 66.99', () => {
    expect(priceDisplay(item({ itemPrice: 99.99, percentOff: 33 })).price).toBe(66.99);
  });

  it('dollars alone never go below 0', () => {
    expect(priceDisplay(item({ itemPrice: 40, dollarOff: 50 })).price).toBe(0);
  });

  it('the service\'s price after promotions wins over the arithmetic', () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, priceAfterPromotions: 75 })).price).toBe(75);
  });

  it('a price after promotions without any promotion is ignored', () => {
    expect(priceDisplay(item({ itemPrice: 100, priceAfterPromotions: 75 })).price).toBe(100);
  });

  it('adorned: the original price is struck; a struck price not above the price is dropped', () => {
    expect(priceDisplay(item({ itemPrice: 80, adorned: true, originalPrice: 120 }))).toMatchObject({ price: 80, struck: 120 });
    expect(priceDisplay(item({ itemPrice: 80, adorned: true, originalPrice: 80 })).struck).toBeNull();
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 0 })).struck).toBeNull();
  });

  it('not adorned: the price before promotions is struck, never the original price', () => {
    expect(priceDisplay(item({ itemPrice: 100, percentOff: 20, originalPrice: 150 }))).toMatchObject({ price: 80, struck: 100 });
  });

  it('no item price: nothing computed, nothing struck', () => {
    expect(priceDisplay(item({ itemPrice: null, percentOff: 20 }))).toMatchObject({ price: null, struck: null });
  });
});
