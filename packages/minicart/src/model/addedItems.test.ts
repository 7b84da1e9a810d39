import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '@nm/core';
import { rawItem } from '../storybook/fixtures';
import { addedAnnouncement, addedLineIds, decodeAddedItems } from './addedItems';
import { decodeLineItem, type LineItem } from './lineItem';

const line = (id: string, quantity = 1): LineItem =>
  decodeLineItem(
    rawItem({ dt_itemId: id, quantity }, {}, { designerName: 'Beatrix Lowell', displayName: `Coat ${id}` }),
  )!;

describe('what an add marks, newest lines first, until their quantities make up the rise', () => {
  const bag = [line('a'), line('b', 2), line('c')];
  it.each<[number, string[]]>([
    [0, []],
    [-1, []],
    [Number.NaN, []],
    [1, ['a']],
    [2, ['a', 'b']],
    [3, ['a', 'b']],
    [4, ['a', 'b', 'c']],
    [9, ['a', 'b', 'c']],
  ])('a rise of %d marks %j', (rise, ids) => {
    expect(addedLineIds(bag, rise)).toEqual(ids);
  });
  it('an empty bag marks nothing', () => {
    expect(addedLineIds([], 1)).toEqual([]);
  });
  it('says it once, with the names and the count', () => {
    expect(addedAnnouncement([line('a')], 4)).toBe(
      'Added to your shopping bag: Beatrix Lowell Coat a. 4 items in your bag',
    );
    expect(addedAnnouncement([line('a'), line('b')], 1)).toBe(
      'Added to your shopping bag: Beatrix Lowell Coat a, Beatrix Lowell Coat b. 1 item in your bag',
    );
  });
});

describe('header.md §4 openMobileMiniCart detail, read defensively', () => {
  let errorSpy: MockInstance<typeof console.error>;
  beforeEach(() => {
    resetLogOnce();
    errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorSpy.mockRestore());
  const throwing = (key: string) =>
    Object.defineProperty({}, key, {
      get() {
        throw new Error('hostile getter');
      },
      enumerable: true,
    });

  it.each<[string, unknown, number]>([
    ['a list of items', [rawItem(), rawItem()], 2],
    ['{ items: [...] }', { items: [rawItem()] }, 1],
    ['one item', rawItem(), 1],
    ['nothing', undefined, 0],
    ['a string', '<img src=x onerror=alert(1)>', 0],
  ])('%s → %d items, nothing logged', (_label, detail, n) => {
    expect(decodeAddedItems(detail)).toHaveLength(n);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  // Built inside the test: the test runner itself would trip over them while naming the test.
  it.each<[string, () => unknown, number]>([
    ['a detail whose items getter throws', () => throwing('items'), 0],
    ['a list with one item whose getter throws', () => [rawItem(), throwing('dt_itemId')], 1],
    [
      'a Proxy that throws on every read',
      () =>
        new Proxy(
          {},
          {
            get() {
              throw new Error('trap');
            },
            has() {
              throw new Error('trap');
            },
          },
        ),
      0,
    ],
  ])('%s → %d items, logged once naming openMobileMiniCart', (_label, make, n) => {
    const detail = make();
    expect(decodeAddedItems(detail)).toHaveLength(n);
    expect(decodeAddedItems(detail)).toHaveLength(n);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('openMobileMiniCart');
  });
});
