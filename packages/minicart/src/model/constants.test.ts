import { describe, expect, it } from 'vitest';
import {
  closeDelayOf,
  flyoutIsEmpty,
  MAX_SKELETON_ROWS,
  presentationOf,
  showsFlyoutButton,
  skeletonRowCount,
} from './constants';
import { decodeLineItem } from './lineItem';
import { itemNoteList } from './notes';
import { rawItem } from '../storybook/fixtures';
import { itemsLabel } from './strings';
import { deliveryMessages, serviceLevel } from './delivery';

describe('minicart.md §2: one skeleton row per counted item', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [1, 1],
    [3, 3],
    [6, 6],
    [7, 7],
    [40, 40],
    [50, 50],
    [MAX_SKELETON_ROWS, MAX_SKELETON_ROWS],
    [10_000, MAX_SKELETON_ROWS],
  ])('count %s draws %s rows', (count, rows) => {
    expect(skeletonRowCount(count)).toBe(rows);
  });
  it('the cap is above the 50-item bench bag', () => {
    expect(MAX_SKELETON_ROWS).toBeGreaterThanOrEqual(50);
  });
});

describe('header.md §2 rules', () => {
  it.each([
    [false, 0, true],
    [true, 0, false],
    [false, 1, false],
    [true, 3, false],
  ])('flyout empty: loading %s, count %s → %s', (loading, count, empty) => {
    expect(flyoutIsEmpty(loading, count)).toBe(empty);
  });
  it.each([
    ['flyout', false, true],
    ['flyout', true, false],
    ['drawer', false, false],
    ['drawer', true, false],
  ] as const)('%s on a phone %s shows the flyout button: %s', (presentation, phone, flyout) => {
    expect(showsFlyoutButton(presentation, phone)).toBe(flyout);
  });
  it.each([
    ['flyout', 'flyout'],
    ['drawer', 'drawer'],
    ['FLYOUT', 'drawer'],
    ['', 'drawer'],
    [null, 'drawer'],
  ])('presentation %s reads %s', (value, mode) => {
    expect(presentationOf(value)).toBe(mode);
  });
  it.each([
    [0, 0],
    [2500, 2500],
    [-1, 10_000],
    [Number.NaN, 10_000],
    [Number.POSITIVE_INFINITY, 10_000],
  ])('auto-close %s → %s', (value, delay) => {
    expect(closeDelayOf(value)).toBe(delay);
  });
  it('the items label (minicart.md §2)', () => {
    expect([itemsLabel(0), itemsLabel(1), itemsLabel(3)]).toEqual(['0 items', '1 item', '3 items']);
  });
});

describe('minicart.md §3 serviceLevelCodes → the delivery messages', () => {
  it.each([
    [['SL1'], ['SL1']],
    [
      ['sl2', ' SL1 '],
      ['SL2', 'SL1'],
    ],
    ['SL1,SL2', ['SL1', 'SL2']],
    [undefined, []],
    [42, []],
    [[null, 'ND'], ['ND']],
  ])('decodes %j as %j', (codes, decoded) => {
    expect(decodeLineItem(rawItem({ serviceLevelCodes: codes }))?.serviceLevelCodes).toEqual(decoded);
  });
  it.each([
    [false, ['SL1'], 'Get it tomorrow if ordered by 2pm CST'],
    [false, ['SL2'], 'Get it within 2-3 days'],
    [false, ['SL2', 'SL1'], 'Get it tomorrow if ordered by 2pm CST'],
    [false, [], 'Get it in 2-4 Days.'],
  ])('same day %s, codes %j → %s', (sameDay, codes, message) => {
    expect(deliveryMessages(serviceLevel(sameDay, codes))[0]).toBe(message);
  });
});

describe('item notes carry their kind', () => {
  it('Final Sale is a final-sale note, whatever its wording', () => {
    const item = decodeLineItem(rawItem({}, {}, { finalSale: true }))!;
    expect(itemNoteList(item, new Date(2026, 0, 5))).toEqual([{ kind: 'final-sale', text: 'Final Sale' }]);
  });
});
