import { $auth, $config, mergeConfig, resetLogOnce } from '@nm/core';
import { answerFetch, jsonResponse, routeFetch, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGiftCardCount, getSpecialOffers } from './notifications';

beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig('localhost', { hosts: { fastly: 'https://edge.test' } }));
  writable($auth).set({ token: 'tok', userId: 'profile-1', ucaId: 'uca-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  writable($auth).set({});
});

describe('header.md §7 special offers', () => {
  it('GET {fastlyHost}/promotions/v1/profiles/{ucaId}/special-offers/cached with the bearer; offers decoded', async () => {
    const fetch = routeFetch({
      'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse([
        { offerFlag: 'New', promoKey: 'MENS_GC_125', addedAt: '2025-03-10T10:00:00Z' },
        { offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING', addedAt: 1741600000 },
        'junk',
        { nothing: true },
      ]),
    });
    const result = await getSpecialOffers('uca-1');
    expect(fetch.requests[0]!.url).toBe('https://edge.test/promotions/v1/profiles/uca-1/special-offers/cached');
    expect(fetch.requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(result).toEqual({
      ok: true,
      data: [
        { offerFlag: 'New', promoKey: 'MENS_GC_125', addedAt: Date.parse('2025-03-10T10:00:00Z') },
        { offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING', addedAt: 1741600000000 },
      ],
    });
  });

  it('a wrapped list is read; a non-list or an HTTP error is a failure naming the call', async () => {
    routeFetch({
      'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse({
        offers: [{ offerFlag: 'New', promoKey: 'X', addedAt: null }],
      }),
    });
    expect(await getSpecialOffers('uca-1')).toEqual({
      ok: true,
      data: [{ offerFlag: 'New', promoKey: 'X', addedAt: null }],
    });
    routeFetch({ 'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse('OK') });
    expect(await getSpecialOffers('uca-1')).toMatchObject({ ok: false, call: 'GET special-offers/cached' });
    routeFetch({ 'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse({}, 500) });
    expect(await getSpecialOffers('uca-1')).toMatchObject({ ok: false });
  });
});

describe('an offer at the boundary', () => {
  const offersAnswer = (offers: unknown[]) =>
    routeFetch({ 'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse(offers) });

  it.each([
    ['seconds', 1741600000, 1741600000000],
    ['milliseconds', 1741600000000, 1741600000000],
    ['the largest number read as seconds', 99_999_999_999, 99_999_999_999_000],
    ['the smallest read as milliseconds', 100_000_000_000, 100_000_000_000],
    ['seconds written as text, with spaces', ' 1741600000 ', 1741600000000],
    ['an ISO date', '2025-03-10T10:00:00Z', Date.parse('2025-03-10T10:00:00Z')],
    ['zero', 0, null],
    ['a negative number', -5, null],
    ['digits too many for a number', '9'.repeat(400), null],
    ['blank text', '   ', null],
    ['words', 'soon', null],
    ['a flag', true, null],
    ['an object', { at: 1 }, null],
  ])('addedAt as %s: %j → %j', async (_what, addedAt, expected) => {
    offersAnswer([{ offerFlag: 'New', promoKey: 'K', addedAt }]);
    const result = await getSpecialOffers('uca-1');
    expect(result.ok && result.data[0]?.addedAt).toBe(expected);
  });

  it('keeps an offer with either a promoKey or an offerFlag, and skips what is neither', async () => {
    offersAnswer([{ promoKey: 'ONLY_KEY' }, { offerFlag: 'Evergreen' }, { promoKey: '', offerFlag: '' }, null, 7]);
    expect(await getSpecialOffers('uca-1')).toEqual({
      ok: true,
      data: [
        { offerFlag: '', promoKey: 'ONLY_KEY', addedAt: null },
        { offerFlag: 'Evergreen', promoKey: '', addedAt: null },
      ],
    });
  });

  it.each([
    ['offers', { offers: [{ promoKey: 'A' }] }],
    ['specialOffers', { specialOffers: [{ promoKey: 'A' }] }],
  ])('reads the list wrapped in %s', async (_key, answer) => {
    routeFetch({ 'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse(answer) });
    expect(await getSpecialOffers('uca-1')).toEqual({
      ok: true,
      data: [{ offerFlag: '', promoKey: 'A', addedAt: null }],
    });
  });

  it('a failure says what the call answered instead of a list, and which call', async () => {
    routeFetch({ 'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse({ status: 'down' }) });
    const result = await getSpecialOffers('uca-1');
    expect(result.ok).toBe(false);
    expect(String(!result.ok && result.error)).toMatch(/GET special-offers\/cached answered .+, not a list/);
    routeFetch({ 'GET /customer-data/v1/profile-1/giv-cards': jsonResponse({ status: 'down' }) });
    const cards = await getGiftCardCount('profile-1', 'POINT');
    expect(String(!cards.ok && cards.error)).toMatch(/GET giv-cards POINT answered .+, not a list/);
  });

  it('passes its signal on: a call for a header that left the page is aborted', async () => {
    answerFetch((request) => {
      if (request.signal.aborted) throw new DOMException('gone', 'AbortError');
      return [{ promoKey: 'A' }];
    });
    const gone = new AbortController();
    gone.abort();
    expect(await getSpecialOffers('uca-1', gone.signal)).toMatchObject({ ok: false });
    expect(await getGiftCardCount('profile-1', 'PROMO', gone.signal)).toMatchObject({ ok: false });
  });
});

describe('header.md §7 gift cards', () => {
  it.each(['PROMO', 'POINT'] as const)(
    'GET {fastlyHost}/customer-data/v1/{profileId}/giv-cards with X-NMG-Card-Class %s: the cards with a ki',
    async (cardClass) => {
      const fetch = routeFetch({
        'GET /customer-data/v1/profile-1/giv-cards': jsonResponse([
          { ki: 'k1' },
          { ki: 2 },
          { ki: '' },
          { other: 1 },
          null,
        ]),
      });
      expect(await getGiftCardCount('profile-1', cardClass)).toEqual({ ok: true, data: 2 });
      expect(fetch.requests[0]!.url).toBe('https://edge.test/customer-data/v1/profile-1/giv-cards');
      expect(fetch.requests[0]!.headers.get('X-NMG-Card-Class')).toBe(cardClass);
      expect(fetch.requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    },
  );

  it.each([
    ['givCards', { givCards: [{ ki: 'a' }, { ki: 'b' }] }],
    ['cards', { cards: [{ ki: 'a' }, { ki: 'b' }] }],
    ['giftCards', { giftCards: [{ ki: 'a' }, { ki: 'b' }] }],
  ])('reads the list wrapped in %s', async (_key, answer) => {
    routeFetch({ 'GET /customer-data/v1/profile-1/giv-cards': jsonResponse(answer) });
    expect(await getGiftCardCount('profile-1', 'PROMO')).toEqual({ ok: true, data: 2 });
  });

  it('a non-list is a failure', async () => {
    routeFetch({ 'GET /customer-data/v1/profile-1/giv-cards': jsonResponse(3) });
    expect(await getGiftCardCount('profile-1', 'PROMO')).toMatchObject({ ok: false, call: 'GET giv-cards PROMO' });
  });
});

describe('offers and gift cards are capped at the boundary (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  it('10,000 offers: the first 100 kept, logged once', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch({
      'GET /promotions/v1/profiles/uca-1/special-offers/cached': jsonResponse(
        Array.from({ length: 10_000 }, (_, i) => ({ offerFlag: 'New', promoKey: `K${i}` })),
      ),
    });
    const result = await getSpecialOffers('uca-1');
    expect(result.ok && result.data.length).toBe(100);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]!.join(' ')).toContain('GET special-offers/cached');
    errorSpy.mockRestore();
  });

  it('10,000 gift cards count as 100, logged once', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch({
      'GET /customer-data/v1/profile-1/giv-cards': jsonResponse(
        Array.from({ length: 10_000 }, (_, i) => ({ ki: `k${i}` })),
      ),
    });
    expect(await getGiftCardCount('profile-1', 'PROMO')).toEqual({ ok: true, data: 100 });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]!.join(' ')).toContain('GET giv-cards PROMO');
    errorSpy.mockRestore();
  });
});
