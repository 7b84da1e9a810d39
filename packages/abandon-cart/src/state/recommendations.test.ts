import { $auth, $cart, $config, chooseGender, $session, defaultConfig, setAuth } from '@nm/core';
import { jsonResponse, routeFetch, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stylyzeAnswer, stylyzeProduct } from '../testing/products';
import { loadRecommendations, resetRecommendations, stylyzeQuery } from './recommendations';
import { $recommendations } from './store';

const line = (productId: string, stamp: number, colour: string) => ({
  productId,
  skuId: `${productId}-sku`,
  lastUpdatedTimestamp: stamp,
  currentSku: { colorName: colour },
});

describe('the recommendations for the modal', () => {
  beforeEach(() => {
    writable($config).set({ ...defaultConfig('localhost', 'NM'), toggles: { ABANDON_CART_RECS: true } });
    chooseGender('W');
    writable($session).set({
      customer: { isLoggedin: false, isGuest: true, customerId: 'guest-1' },
      profile: { universal_customer_id: 'uca-cookie' },
    });
    writable($auth).set({});
    writable($cart).set({ cart: null, setFromOutside: false });
    resetRecommendations();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the bag line updated last: prodId, subProductId (its sku), variantId productId_colour', () => {
    writable($cart).set({
      cart: {
        shoppingCart: {
          commerceItems: {
            shipments: [
              { items: [line('prod1', 100, 'Navy'), line('prod2', 300, 'Rose Gold'), line('prod3', 200, 'Black')] },
            ],
          },
        },
      },
      setFromOutside: false,
    });
    expect(stylyzeQuery()).toEqual({
      prodId: 'prod2',
      subProductId: 'prod2-sku',
      variantId: 'prod2_RoseGold',
      gender: 'W',
      ucaId: 'uca-cookie',
      isGuest: true,
      customerId: 'guest-1',
      brand: 'NM',
    });
  });

  it("without a loaded cart the product ids are left out; a signed-in shopper sends the session's ids", () => {
    setAuth({ token: 't', userId: 'profile-9', ucaId: 'uca-9', jwtToken: 'j' });
    chooseGender('M');
    expect(stylyzeQuery()).toEqual({
      prodId: undefined,
      subProductId: undefined,
      variantId: undefined,
      gender: 'M',
      ucaId: 'uca-9',
      isGuest: false,
      customerId: 'profile-9',
      brand: 'NM',
    });
  });

  it.each([
    [0, 'none', 0],
    [2, 'none', 0],
    [3, 'ready', 3],
    [12, 'ready', 12],
    [20, 'ready', 12],
  ])('%i products → %s with %i kept (§5: at least 3, at most 12)', async (count, status, kept) => {
    routeFetch({ 'GET /p/api/products/stylyze': jsonResponse(stylyzeAnswer(count)) });
    await loadRecommendations();
    expect($recommendations.get()).toMatchObject({ status, label: 'Still Thinking About These?' });
    expect($recommendations.get().products).toHaveLength(kept);
  });

  it('products not displayable do not count toward the 3', async () => {
    routeFetch({
      'GET /p/api/products/stylyze': jsonResponse({
        stylyze: { masterApiLabel: 'X' },
        products: [stylyzeProduct(0), stylyzeProduct(1), stylyzeProduct(2, { displayable: false })],
      }),
    });
    await loadRecommendations();
    expect($recommendations.get().status).toBe('none');
  });

  it('a failure: none, no title from the service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch({ 'GET /p/api/products/stylyze': jsonResponse({}, 500) });
    await loadRecommendations();
    expect($recommendations.get()).toEqual({ status: 'none', label: '', products: [] });
  });

  it('ABANDON_CART_RECS off (header.md §9): never asked, none to show', async () => {
    const fetch = routeFetch({ 'GET /p/api/products/stylyze': jsonResponse(stylyzeAnswer(12)) });
    writable($config).set(defaultConfig('localhost', 'NM'));
    await loadRecommendations();
    expect(fetch.calls('GET /p/api/products/stylyze')).toHaveLength(0);
    expect($recommendations.get()).toEqual({ status: 'none', label: '', products: [] });
  });

  it('asks once per page, however many countdowns start', async () => {
    const fetch = routeFetch({ 'GET /p/api/products/stylyze': jsonResponse(stylyzeAnswer(3)) });
    await Promise.all([loadRecommendations(), loadRecommendations()]);
    await loadRecommendations();
    expect(fetch.calls('GET /p/api/products/stylyze')).toHaveLength(1);
  });
});
