import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeConfig } from '../config/config';
import { $config } from '../state/config';
import { jsonResponse, routeFetch } from '../testing/fetch';
import { decodeStores, getStoresByAddress } from './stores';
import { writable } from '../testing/writable';

beforeEach(() => writable($config).set(mergeConfig('localhost', {})));
afterEach(() => vi.unstubAllGlobals());

describe('header.md §7, minicart.md §7 storesByAddressOrCoordinates', () => {
  it("page-relative, brand=NM, freeFormAddress, mileRadius=100; each store decoded (header.md §3 Store), in the answer's order", async () => {
    const fetch = routeFetch({
      'GET /dt/api/storeList/storesByAddressOrCoordinates': jsonResponse([
        {
          storeId: '80',
          storeNumber: '180',
          name: 'Dallas NorthPark',
          distance: 96.7,
          storeServices: { inStoreShopping: { isOpen: false } },
        },
        {
          storeId: '01',
          storeNumber: 101,
          name: ' Hudson Yards ',
          distance: '1.2',
          storeServices: { inStoreShopping: { isOpen: true } },
          skuAvailability: { inventoryAvailable: true },
        },
        { name: 'no id' },
      ]),
    });
    const result = await getStoresByAddress('10001');
    const url = new URL(fetch.requests[0]!.url);
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe('/dt/api/storeList/storesByAddressOrCoordinates');
    expect(url.searchParams.get('brand')).toBe('NM');
    expect(url.searchParams.get('freeFormAddress')).toBe('10001');
    expect(url.searchParams.get('mileRadius')).toBe('100');
    expect(result).toEqual({
      ok: true,
      data: [
        {
          storeId: '80',
          storeNumber: '180',
          name: 'Dallas NorthPark',
          distance: 96.7,
          isOpen: false,
          inventoryAvailable: false,
        },
        {
          storeId: '01',
          storeNumber: '101',
          name: 'Hudson Yards',
          distance: 1.2,
          isOpen: true,
          inventoryAvailable: true,
        },
      ],
    });
  });

  it('a non-list is a failure naming the call', async () => {
    routeFetch({
      'GET /dt/api/storeList/storesByAddressOrCoordinates': new Response('<html>Oops</html>', { status: 200 }),
    });
    expect(await getStoresByAddress('x')).toMatchObject({ ok: false, call: 'GET storesByAddressOrCoordinates' });
  });
});

describe('a list of stores (header.md §3, minicart.md §3 Store)', () => {
  it('alone or wrapped in { stores }; entries without a store id dropped; open and in stock only when the answer says true', () => {
    expect(
      decodeStores('GET x', {
        stores: [{ storeId: '07', storeServices: { inStoreShopping: { isOpen: 'yes' } } }, 'junk'],
      }),
    ).toEqual([{ storeId: '07', storeNumber: '', name: '', distance: null, isOpen: false, inventoryAvailable: false }]);
  });

  it.each<[string, unknown, string]>([
    ['nothing', null, 'GET x answered nothing, not a list of stores'],
    ['a wrapped non-list', { stores: 'none' }, 'GET x answered object, not a list of stores'],
    ['text', 'OK', 'GET x answered text "OK", not a list of stores'],
  ])('%s is a bad answer', (_label, body, message) => {
    expect(() => decodeStores('GET x', body)).toThrow(message);
  });
});

describe('a store list with entries that are not stores', () => {
  it('null and non-object entries are dropped, not thrown on', () => {
    expect(decodeStores('stores', [null, 'x', 3, { storeId: '01' }]).map((s) => s.storeId)).toEqual(['01']);
  });
});

describe('a huge store list is capped at the boundary (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  it('40,000 stores: the first 100 kept, in order, and one line names the call', () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = Array.from({ length: 40_000 }, (_, i) => ({ storeId: `s${i}`, name: `Store ${i}` }));
    const stores = decodeStores('GET storesByAddressOrCoordinates', { stores: answer });
    expect(stores).toHaveLength(100);
    expect(stores.at(-1)?.storeId).toBe('s99');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('GET storesByAddressOrCoordinates answered 40000 entries');
    errorSpy.mockRestore();
  });
});
