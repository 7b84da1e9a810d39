import { describe, expect, it } from 'vitest';
import { bannerHtml } from './banner';
import { deliveryMessages, serviceLevel } from './delivery';
import { INITIAL_FLYOUT_STATE, restoreFlyoutState } from './flyoutState';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('header.md §4 flyout state persistence (local storage header-mini-cart-state)', () => {
  const stored = {
    cartInfo: '<ul></ul>',
    recentlyAddedItemCount: 2,
    noOfItemsInCart: 5,
    timerId: 42,
    animateClosed: false,
    cartOpened: true,
  };

  it('restored with cartOpened forced to false (and no stale timer)', () => {
    expect(restoreFlyoutState(stored, false, NOW)).toEqual({ ...stored, cartOpened: false, timerId: null });
  });

  it('not restored when the new add-to-cart flow (ADD_TO_CART_V2) is on', () => {
    expect(restoreFlyoutState(stored, true, NOW)).toEqual(INITIAL_FLYOUT_STATE);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a string', 'x'],
    ['a list', []],
  ])('corrupt (%s) → the initial state', (_label, value) => {
    expect(restoreFlyoutState(value, false, NOW)).toEqual(INITIAL_FLYOUT_STATE);
  });

  it('header.md §3 "value and expiryTime": the spec\'s shape is read, and an expired one is nothing', () => {
    expect(restoreFlyoutState({ value: stored, expiryTime: NOW + 1 }, false, NOW)).toEqual({
      ...stored,
      cartOpened: false,
      timerId: null,
    });
    expect(restoreFlyoutState({ value: stored, expiryTime: NOW }, false, NOW)).toEqual(INITIAL_FLYOUT_STATE);
  });

  it('wrong field types fall back field by field', () => {
    expect(restoreFlyoutState({ cartInfo: 3, noOfItemsInCart: -1, recentlyAddedItemCount: 1.5 }, false, NOW)).toEqual(
      INITIAL_FLYOUT_STATE,
    );
  });
});

describe('header.md §5 banner rule: discard or sanitise', () => {
  it.each<[string, string]>([
    ['a 404 page', '<h1>404 Not Found</h1>'],
    ['a 403 page', '<p>Error 403</p>'],
    ['Oops', '<p>Oops, something broke</p>'],
    ['an IP block', '<p>Your IP has been blocked</p>'],
    ['JavaScript', '<a href="javascript:alert(1)">x</a>'],
    ['an inline handler (never parsed: strict CSP would report it)', '<img src=x onerror=alert(1)>'],
  ])('%s → discarded', (_label, banner) => {
    expect(bannerHtml(banner)).toBeNull();
  });

  it('"FREE SHIPPING" is not mistaken for an IP page', () => {
    expect(bannerHtml('<p>FREE SHIPPING</p>')).not.toBeNull();
  });
});

describe('minicart.md §7 delivery messages', () => {
  it('same day when the delivery check says so', () => {
    expect(deliveryMessages(serviceLevel(true, []))[0]).toContain('12pm CST');
  });
  it('standard otherwise: "Get it in 2-4 Days."', () => {
    expect(deliveryMessages(serviceLevel(false, []))).toEqual(['Get it in 2-4 Days.']);
  });
  it('two-day adds the cutline', () => {
    expect(deliveryMessages('two-day')).toEqual([
      'Get it within 2-3 days',
      'Free 3-5 day shipping also available at checkout.',
    ]);
  });
});
