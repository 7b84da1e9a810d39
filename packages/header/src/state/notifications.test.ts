import { $auth, $authPhase, $config, $session, mergeConfig, resetLogOnce, setAuth } from '@nm/core';
import { clearCookies, jsonResponse, routeFetch, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  markPromoVisit,
  refreshNotifications,
  resetNotifications,
  startNotifications,
} from './notifications';

const ALL_ON = { PROMO_NOTIFICATIONS: true, GIFT_CARD_NOTIFICATIONS: true, INCIRCLE_NOTIFICATIONS: true };
const OFFERS = [
  { offerFlag: 'New', promoKey: 'MENS_GC_325', addedAt: '2025-03-10T10:00:00Z' },
  { offerFlag: 'New', promoKey: 'SPRING_EVENT', addedAt: '2025-03-01T10:00:00Z' },
  { offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING', addedAt: '2025-03-12T10:00:00Z' },
];

function services(answers: { offers?: Response; promo?: Response; point?: Response } = {}) {
  return routeFetch({
    'GET /promotions/v1/profiles/uca-1/special-offers/cached': answers.offers ?? jsonResponse(OFFERS),
    'GET /customer-data/v1/profile-1/giv-cards': (request) =>
      request.headers.get('X-NMG-Card-Class') === 'POINT'
        ? (answers.point ?? jsonResponse([{ ki: 'p1' }]))
        : (answers.promo ?? jsonResponse([{ ki: 'g1' }, { ki: 'g2' }])),
  });
}

const signedIn = { token: 'tok', userId: 'profile-1', ucaId: 'uca-1', jwtToken: 'jwt' };
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetLogOnce();
  localStorage.clear();
  clearCookies();
  writable($config).set(mergeConfig('localhost', { hosts: { fastly: 'https://edge.test' }, toggles: ALL_ON }));
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
  writable($authPhase).set('none');
  writable($auth).set(signedIn);
  resetNotifications();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errors.mockRestore();
  writable($auth).set({});
});

describe('header.md §4, §7: the notification count', () => {
  it('new offers (Evergreen excluded) + PROMO gift cards + POINT cards; the prompt from the newest mapped key', async () => {
    services();
    await refreshNotifications();
    expect($notifications.get().count).toBe(2 + 2 + 1);
    expect($notifications.get().offers.map((o) => o.promoKey)).toEqual(['MENS_GC_325', 'SPRING_EVENT']);
    expect($notifications.get().promptData).toEqual({
      message: "Get a $325 gift card with your men's purchase",
      analyticsCode: 'so_prompt_mens_gc_325',
    });
  });

  it('only offers added since the last promo visit (local storage specialOffersLastVisit) count', async () => {
    localStorage.setItem('specialOffersLastVisit', String(Date.parse('2025-03-05T00:00:00Z')));
    services();
    await refreshNotifications();
    expect($notifications.get().offers.map((o) => o.promoKey)).toEqual(['MENS_GC_325']);
    expect($notifications.get().count).toBe(1 + 2 + 1);
  });

  it.each([
    ['PROMO_NOTIFICATIONS', 3, 'GET /promotions/v1/profiles/uca-1/special-offers/cached'],
    ['GIFT_CARD_NOTIFICATIONS', 3, null],
    ['INCIRCLE_NOTIFICATIONS', 4, null],
  ])('each source is behind its toggle: without %s the count is %s', async (toggle, count, route) => {
    writable($config).set(
      mergeConfig('localhost', { hosts: { fastly: 'https://edge.test' }, toggles: { ...ALL_ON, [toggle]: false } }),
    );
    const fetch = services();
    await refreshNotifications();
    expect($notifications.get().count).toBe(count);
    if (route) expect(fetch.calls(route)).toHaveLength(0);
  });

  it('each source answers 0 on error (header.md §8), logged; the others still count', async () => {
    services({ offers: jsonResponse({}, 500), point: jsonResponse('nope') });
    await refreshNotifications();
    expect($notifications.get()).toEqual({ count: 2, offers: [], promptData: null });
    expect(errors).toHaveBeenCalled();
  });

  it("signed in by the server's cookies alone (no bearer token): the giv-cards calls are not made (they answer 401 without one)", async () => {
    writable($auth).set({});
    writable($session).set({
      customer: { isLoggedin: true, isGuest: false, customerId: 'profile-1' },
      profile: { securityStatus: 'Authenticated', firstName: 'Alexandra' },
    });
    const fetch = services();
    await refreshNotifications();
    expect(fetch.calls('GET /customer-data/v1/profile-1/giv-cards')).toHaveLength(0);
    expect(fetch.requests).toHaveLength(0);
    expect($notifications.get()).toEqual({ count: 0, offers: [], promptData: null });
    expect(errors).not.toHaveBeenCalled();
  });

  it('a guest has no notifications and no call is made', async () => {
    writable($auth).set({ token: 'guest-tok', userId: 'guest-sub' });
    const fetch = services();
    await refreshNotifications();
    expect($notifications.get()).toEqual({ count: 0, offers: [], promptData: null });
    expect(fetch.requests).toHaveLength(0);
  });

  it('a failure of the whole resets the count to 0 and empties the offers (header.md §8)', async () => {
    services();
    await refreshNotifications();
    expect($notifications.get().count).toBe(5);
    vi.stubGlobal('fetch', undefined);
    const broken = vi.spyOn(Promise, 'all').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await refreshNotifications();
    broken.mockRestore();
    expect($notifications.get()).toEqual({ count: 0, offers: [], promptData: null });
  });

  it('a visit to the promo page takes the offers out of the count and keeps the time', async () => {
    services();
    await refreshNotifications();
    markPromoVisit(1741700000000);
    expect(localStorage.getItem('specialOffersLastVisit')).toBe('1741700000000');
    expect($notifications.get()).toEqual({ count: 3, offers: [], promptData: null });
  });
});

/** The follower started while the session resolves, then the session resolving as the customer: the count is 5. */
async function resolveAsCustomer() {
  writable($auth).set({});
  writable($authPhase).set('resolving');
  const fetch = services();
  const stop = startNotifications();
  setAuth(signedIn);
  await vi.waitFor(() => expect($notifications.get().count).toBe(5));
  return { fetch, stop };
}

describe('header.md §4: refreshed when the session resolves and on sign-in; zeroed on sign-out', () => {
  it('the session resolving as a customer refreshes; signing out zeroes with PROMO_NOTIFICATIONS on', async () => {
    const { fetch, stop } = await resolveAsCustomer();
    expect(fetch.calls('GET /promotions/v1/profiles/uca-1/special-offers/cached')).toHaveLength(1);
    setAuth({ token: 'guest-tok', userId: 'guest-sub' });
    expect($notifications.get()).toEqual({ count: 0, offers: [], promptData: null });
    setAuth(signedIn);
    await vi.waitFor(() => expect($notifications.get().count).toBe(5));
    expect(fetch.calls('GET /promotions/v1/profiles/uca-1/special-offers/cached')).toHaveLength(2);
    stop();
  });

  it('a sign-in on the page refreshes once, for the customer, though the session turns signed in before $auth holds the customer', async () => {
    writable($auth).set({ token: 'guest-tok', userId: 'guest-sub' });
    writable($authPhase).set('resolved');
    const fetch = services();
    const stop = startNotifications();
    // What the session package does on sign-in: the cookies (the profile says Authenticated) first, then $auth.
    writable($session).set({
      customer: { isLoggedin: true, isGuest: false, customerId: 'profile-1' },
      profile: { securityStatus: 'Authenticated', firstName: 'Ana' },
    });
    setAuth(signedIn);
    await vi.waitFor(() => expect($notifications.get().count).toBe(5));
    expect(fetch.calls('GET /promotions/v1/profiles/uca-1/special-offers/cached')).toHaveLength(1);
    expect(fetch.calls('GET /customer-data/v1/profile-1/giv-cards')).toHaveLength(2);
    expect(fetch.calls('GET /customer-data/v1/guest-sub/giv-cards')).toHaveLength(0);
    stop();
  });

  it('with PROMO_NOTIFICATIONS off, sign-out leaves the count (the spec zeroes it only with the toggle) but empties the offers', async () => {
    writable($config).set(
      mergeConfig('localhost', {
        hosts: { fastly: 'https://edge.test' },
        toggles: { ...ALL_ON, PROMO_NOTIFICATIONS: false },
      }),
    );
    services();
    setAuth(signedIn);
    const stop = startNotifications();
    await vi.waitFor(() => expect($notifications.get().count).toBe(3));
    setAuth({});
    expect($notifications.get()).toEqual({ count: 3, offers: [], promptData: null });
    stop();
  });
});

describe('docs/header.md "Notifications": asked page-wide, when the session resolves and on a sign-in, not per header', () => {
  const OFFERS_ROUTE = 'GET /promotions/v1/profiles/uca-1/special-offers/cached';
  const CARDS_ROUTE = 'GET /customer-data/v1/profile-1/giv-cards';

  it('the follower stopped and started again (the last header removed, one added) 200 times asks nothing more', async () => {
    const resolved = await resolveAsCustomer();
    const { fetch } = resolved;
    let { stop } = resolved;
    for (let i = 0; i < 200; i += 1) {
      stop();
      stop = startNotifications();
      await Promise.resolve();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch.calls(OFFERS_ROUTE)).toHaveLength(1);
    expect(fetch.calls(CARDS_ROUTE)).toHaveLength(2);
    expect($notifications.get().count).toBe(5);
    stop();
  });

  it('a sign-in while no header follows is asked for when one is added again', async () => {
    writable($auth).set({ token: 'guest-tok', userId: 'guest-sub' });
    writable($authPhase).set('resolved');
    const fetch = services();
    startNotifications()();
    setAuth(signedIn);
    const stop = startNotifications();
    await vi.waitFor(() => expect($notifications.get().count).toBe(5));
    expect(fetch.calls(OFFERS_ROUTE)).toHaveLength(1);
    stop();
  });

  it('a sign-out while no header follows zeroes the count when one is added again', async () => {
    writable($authPhase).set('resolved');
    services();
    let stop = startNotifications();
    await vi.waitFor(() => expect($notifications.get().count).toBe(5));
    stop();
    setAuth({ token: 'guest-tok', userId: 'guest-sub' });
    stop = startNotifications();
    expect($notifications.get()).toEqual({ count: 0, offers: [], promptData: null });
    stop();
  });
});
