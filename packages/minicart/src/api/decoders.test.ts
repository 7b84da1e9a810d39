import { $auth, $config, mergeConfig, resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getMiniCartHtml } from './flyout';
import { getStoresForSku } from './stores';

// The decoders' edges that `npm run mutate` showed untested (docs/QUALITY.md).

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const answer = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => json(body)));

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  $config.set(mergeConfig('localhost', { hosts: { api: 'https://api.test', stores: 'https://stores.test' }, miniCartApiUrl: 'https://api.test/dt/api/minicart' }));
  $auth.set({ userId: 'u1', token: 'tok' });
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errorSpy.mockRestore();
  $auth.set({});
});

describe('stores (minicart.md §7)', () => {
  it('a store is open and has the SKU only when the answer says true; ids may be numbers; entries without an id are dropped', async () => {
    answer([
      { storeId: ' 01 ', storeNumber: 101, name: ' Bal Harbour ', storeServices: { inStoreShopping: { isOpen: true } }, skuAvailability: { inventoryAvailable: true } },
      { storeId: '02', storeServices: { inStoreShopping: { isOpen: 'yes' } }, skuAvailability: { inventoryAvailable: 1 } },
      { storeId: '03' },
      { name: 'no id' },
      'not a store',
    ]);
    const result = await getStoresForSku('10001', 'sku1', 1);
    expect(result.ok && result.data).toEqual([
      expect.objectContaining({ storeId: '01', storeNumber: '101', name: 'Bal Harbour', isOpen: true, inventoryAvailable: true }),
      expect.objectContaining({ storeId: '02', isOpen: false, inventoryAvailable: false }),
      expect.objectContaining({ storeId: '03', storeNumber: '', name: '', isOpen: false, inventoryAvailable: false }),
    ]);
  });

  it('a wrapped list ({ stores: [...] }) is read; anything else is a failure, not an empty list', async () => {
    answer({ stores: [{ storeId: '07' }] });
    const wrapped = await getStoresForSku('10001', 'sku1', 1);
    expect(wrapped.ok && wrapped.data.map((s) => s.storeId)).toEqual(['07']);
    answer({ stores: 'none' });
    expect((await getStoresForSku('10001', 'sku1', 1)).ok).toBe(false);
    answer(null);
    expect((await getStoresForSku('10001', 'sku1', 1)).ok).toBe(false);
  });
});

describe('the mini-cart API answer (header.md §7: data.MiniCartResp.html)', () => {
  it.each([
    ['no data', {}],
    ['data not an object', { data: 'x' }],
    ['no MiniCartResp', { data: {} }],
    ['MiniCartResp not an object', { data: { MiniCartResp: 'x' } }],
    ['html not text', { data: { MiniCartResp: { html: 5 } } }],
  ])('%s → a failure', async (_label, body) => {
    answer(body);
    expect((await getMiniCartHtml({ smcEnabled: false, smcToggle: false })).ok).toBe(false);
  });

  it('html as text → that text', async () => {
    answer({ data: { MiniCartResp: { html: '' } } });
    expect(await getMiniCartHtml({ smcEnabled: false, smcToggle: false })).toEqual({ ok: true, data: '' });
  });
});
