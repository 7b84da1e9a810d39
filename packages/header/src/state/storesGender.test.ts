import { $config, $gender, chooseGender, mergeConfig, resetLogOnce, setPageLocation } from '@nm/core';
import { clearCookies, fakePageLocation, jsonResponse, routeFetch, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectGender } from './gender';
import { $storesPanel, chooseStore, closeStores, openStores, resetStores, searchStores } from './stores';

const STORES = [
  {
    storeId: '01',
    storeNumber: '101',
    name: 'Hudson Yards',
    distance: 1.2,
    storeServices: { inStoreShopping: { isOpen: true } },
  },
  {
    storeId: '02',
    storeNumber: '102',
    name: 'Short Hills',
    distance: 18.4,
    storeServices: { inStoreShopping: { isOpen: false } },
  },
];

beforeEach(() => {
  resetLogOnce();
  clearCookies();
  sessionStorage.clear();
  resetStores();
  writable($config).set(mergeConfig('localhost', {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageLocation(null);
});

describe('header.md §2, §7: the store list', () => {
  it('searching lists the stores within 100 miles; choosing one writes dt_selected_store (and the ZIP searched)', async () => {
    routeFetch({ 'GET /dt/api/storeList/storesByAddressOrCoordinates': jsonResponse(STORES) });
    openStores();
    await searchStores(' 10001 ');
    expect($storesPanel.get()).toMatchObject({ open: true, status: 'done', address: '10001' });
    expect($storesPanel.get().stores.map((s) => s.name)).toEqual(['Hudson Yards', 'Short Hills']);
    chooseStore($storesPanel.get().stores[1]!);
    expect(document.cookie).toContain('dt_selected_store=02');
    expect(document.cookie).toContain('dt_selected_zipcode=10001');
    expect($storesPanel.get().selected).toBe('02');
  });

  it('opening starts from the cookies: the selected store, and a search near the selected ZIP', async () => {
    document.cookie = 'dt_selected_store=01; path=/';
    document.cookie = 'dt_selected_zipcode=75201; path=/';
    const fetch = routeFetch({ 'GET /dt/api/storeList/storesByAddressOrCoordinates': jsonResponse(STORES) });
    openStores();
    expect($storesPanel.get().selected).toBe('01');
    await vi.waitFor(() => expect($storesPanel.get().status).toBe('done'));
    expect(new URL(fetch.requests[0]!.url).searchParams.get('freeFormAddress')).toBe('75201');
  });

  it('a blank address asks for one without a call; a failure is logged and shown as such', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = routeFetch({ 'GET /dt/api/storeList/storesByAddressOrCoordinates': jsonResponse({}, 500) });
    await searchStores('   ');
    expect($storesPanel.get().status).toBe('blank');
    expect(fetch.requests).toHaveLength(0);
    await searchStores('Dallas');
    expect($storesPanel.get()).toMatchObject({ status: 'error', stores: [] });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    closeStores();
    expect($storesPanel.get().open).toBe(false);
  });
});

describe('header.md §4 "Gender": choosing', () => {
  beforeEach(() => chooseGender('W'));

  it("Men: kept in session storage and the dt_gender cookie (the search's writer), then /mens", () => {
    const where = fakePageLocation();
    setPageLocation(where);
    selectGender('M', false);
    expect($gender.get()).toBe('M');
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(document.cookie).toContain('dt_gender=M');
    expect(where.assigned).toEqual(['/mens']);
  });

  it('on the results page (genderReloadsSearch) the search reloads with the same parameters; the same gender again does nothing', () => {
    const where = fakePageLocation({ pathname: '/s/', search: '?q=boots&from=brSearch' });
    setPageLocation(where);
    selectGender('M', true);
    expect(where.assigned).toEqual(['/s/?q=boots&from=brSearch']);
    selectGender('M', true);
    expect(where.assigned).toHaveLength(1);
    where.pathname = '/mens';
    where.search = '';
    selectGender('W');
    expect(where.assigned).toEqual(['/s/?q=boots&from=brSearch', '/']);
  });
});
