import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { IDLE_TIMEOUT_MS, pageAllows } from './firstScript';
import { keptRecommendations, priceDisplay, toSlides } from './recommendations';
import {
  cancelsCountdown,
  countryQualifies,
  expiresTooFar,
  isExitIntent,
  isPhoneOrTablet,
  isTextField,
  momentBlock,
  pageBlock,
  seenEntries,
  seenWithinDay,
  triggerAccepted,
  type Moment,
} from './rules';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const desktop = { width: 1440, touchOnly: false };

describe('header.md §9 and §3: the numbers and names, literally', () => {
  it.each([
    ['ACTIVITY_THROTTLE_MS', 200],
    ['SHOW_DELAY_MS', 5000],
    ['ONCE_PER_MS', 86400000],
    ['RECS_TOGGLE', 'ABANDON_CART_RECS'],
    ['RECS_TIMEOUT_MS', 3000],
    ['RECS_MINIMUM', 3],
    ['RECS_MAXIMUM', 12],
    ['PRODUCTS_PER_SLIDE', 3],
    ['SEEN_KEY', 'abandonCartModalSeen'],
    ['TIMESTAMP_KEY', 'abandonCartModalTimestamp'],
    ['ABANDON_CART_TOGGLE', 'BLUECORE_ABANDONCART'],
    ['STYLYZE_PATH', '/p/api/products/stylyze'],
    ['STYLYZE_CHANNEL', 'NMO'],
    ['STYLYZE_PLACEMENT', 'ABANDON_CART_MODAL'],
    ['STYLYZE_TYPE', 'PDP_SECOND_CAROUSEL'],
  ])('%s is %s', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toBe(value);
  });
});

it('§9: the idle timeout is 300000 ms', () => expect(IDLE_TIMEOUT_MS).toBe(300000));

describe('§5: pages', () => {
  it.each([
    ['HOME', true],
    ['PLP', true],
    ['PDP', true],
    ['SRP', true],
    ['PAGE_ID_PDP', true],
    ['something-else', true],
    ['CART', false],
    ['cart', false],
    ['PAGE_ID_CART', false],
    ['CHECKOUT', false],
    ['page_id_checkout', false],
    ['STORES', false],
    ['NMASSISTANCE', false],
    [' NMAssistance ', false],
    ['MYCART', true],
    ['CARTS', true],
    ['PAGE_ID_STORES_LOCATOR', true],
  ])('page-id %j allows it: %s', (pageId, allowed) => {
    expect(pageAllows(pageId)).toBe(allowed);
  });
});

describe('§5: US-style qualified countries', () => {
  it.each([
    ['US', true],
    ['us', true],
    [' US ', true],
    ['PR', true],
    ['GU', true],
    ['VI', true],
    ['AS', true],
    ['MP', true],
    ['CA', false],
    ['GB', false],
    ['IN', false],
    ['', false],
  ])('%j qualifies: %s', (country, qualifies) => {
    expect(countryQualifies(country)).toBe(qualifies);
  });
});

describe('§5: neither phone nor tablet', () => {
  it.each([
    [{ width: 390, touchOnly: true }, true, 'a phone'],
    [{ width: 767, touchOnly: false }, true, 'the phone layout (767 px, §9)'],
    [{ width: 768, touchOnly: false }, false, 'a desktop window of 768 px'],
    [{ width: 1024, touchOnly: true }, true, 'a tablet in landscape'],
    [{ width: 1366, touchOnly: true }, true, 'a large tablet'],
    [{ width: 1440, touchOnly: false }, false, 'a desktop'],
  ])('%j is phone or tablet: %s (%s)', (device, expected) => {
    expect(isPhoneOrTablet(device)).toBe(expected);
  });
});

describe('the page gate: toggle, country, page, device', () => {
  const gate = { toggleOn: true, countryPreference: 'US', pageId: 'HOME', device: desktop };
  it('allows a US desktop home page with BLUECORE_ABANDONCART on', () => expect(pageBlock(gate)).toBeNull());
  it.each([
    [{ toggleOn: false }, 'toggle'],
    [{ countryPreference: 'CA' }, 'country'],
    [{ pageId: 'CART' }, 'page'],
    [{ device: { width: 390, touchOnly: true } }, 'device'],
  ])('%j blocks it: %s', (patch, reason) => {
    expect(pageBlock({ ...gate, ...patch })).toBe(reason);
  });
});

describe('§4: at most once per 24 h (86,400,000 ms)', () => {
  it('writes both keys as { value, expiryTime } expiring 86,400,000 ms later', () => {
    expect(seenEntries(NOW)).toEqual({
      seen: { value: true, expiryTime: NOW + 86400000 },
      timestamp: { value: NOW, expiryTime: NOW + 86400000 },
    });
  });

  it.each([
    ['nothing stored', null, null, NOW, false],
    [
      'just written',
      { value: true, expiryTime: NOW + 86400000 },
      { value: NOW, expiryTime: NOW + 86400000 },
      NOW,
      true,
    ],
    [
      '1 ms before expiry',
      { value: true, expiryTime: NOW + 86400000 },
      { value: NOW, expiryTime: NOW + 86400000 },
      NOW + 86399999,
      true,
    ],
    [
      'at expiry',
      { value: true, expiryTime: NOW + 86400000 },
      { value: NOW, expiryTime: NOW + 86400000 },
      NOW + 86400000,
      false,
    ],
    ['only the flag', { value: true, expiryTime: NOW + 1000 }, null, NOW, true],
    ['only the timestamp, 23 h old', null, { value: NOW - 23 * 3600000, expiryTime: NOW + 3600000 }, NOW, true],
    [
      'a timestamp 24 h old whose expiry was tampered with',
      null,
      { value: NOW - 86400000, expiryTime: NOW + 86400000 },
      NOW,
      false,
    ],
    ['a timestamp in the future', null, { value: NOW + 1000, expiryTime: NOW + 86400000 }, NOW, false],
    ['a flag that is not true', { value: 'yes', expiryTime: NOW + 1000 }, null, NOW, false],
    ['malformed entries', 'true', { value: NOW }, NOW, false],
    [
      'a flag expiring exactly 24 h ahead (what we write)',
      { value: true, expiryTime: NOW + 86400000 },
      null,
      NOW,
      true,
    ],
    ['a flag expiring 24 h and 1 ms ahead (not ours)', { value: true, expiryTime: NOW + 86400001 }, null, NOW, false],
    [
      'a flag expiring in ten years (not ours)',
      { value: true, expiryTime: NOW + 10 * 365 * 86400000 },
      null,
      NOW,
      false,
    ],
    [
      'a recent timestamp whose expiry is years away (not ours)',
      null,
      { value: NOW - 1000, expiryTime: NOW + 10 * 365 * 86400000 },
      NOW,
      false,
    ],
    [
      'a far flag beside a timestamp of ours: the timestamp still counts',
      { value: true, expiryTime: NOW + 10 * 365 * 86400000 },
      { value: NOW - 1000, expiryTime: NOW - 1000 + 86400000 },
      NOW,
      true,
    ],
    ['only the timestamp, written this very moment', null, { value: NOW, expiryTime: NOW + 86400000 }, NOW, true],
    ['a flag whose expiry is written as text', { value: true, expiryTime: String(NOW + 1000) }, null, NOW, false],
    ['a timestamp written as text', null, { value: String(NOW - 1000), expiryTime: NOW + 86400000 }, NOW, false],
  ])('%s → seen %s', (_what, seen, timestamp, now, expected) => {
    expect(seenWithinDay(seen, timestamp, now)).toBe(expected);
  });

  it.each([
    ['nothing stored', null, false],
    ['a string', 'true', false],
    ['no expiry', { value: true }, false],
    ['what we write: exactly 24 h ahead', { value: true, expiryTime: NOW + 86400000 }, false],
    ['24 h and 1 ms ahead', { value: true, expiryTime: NOW + 86400001 }, true],
    ['ten years ahead, written as text', { value: true, expiryTime: String(NOW + 10 * 365 * 86400000) }, false],
  ])('an expiry too far ahead to be ours (logged once, ignored): %s → %s', (_what, entry, expected) => {
    expect(expiresTooFar(entry, NOW)).toBe(expected);
  });
});

describe('§4: exit intent is the pointer leaving through the top edge', () => {
  it.each([
    [{ clientY: 9, relatedTarget: null }, true],
    [{ clientY: 0, relatedTarget: null }, true],
    [{ clientY: -4, relatedTarget: null }, true],
    [{ clientY: 10, relatedTarget: null }, false],
    [{ clientY: 400, relatedTarget: null }, false],
    [{ clientY: 5, relatedTarget: {} }, false],
  ])('%j → %s', (event, expected) => {
    expect(isExitIntent(event)).toBe(expected);
  });
});

describe('never while focus is in a text field', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'input', type: 'search' }, true],
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [null, false],
  ])('%j → %s', (element, expected) => {
    expect(isTextField(element)).toBe(expected);
  });
});

describe('the moment: bag, once a day, other dialogs, typing', () => {
  const ok: Moment = { pageBlock: null, count: 2, seen: false, otherDialogOpen: false, typing: false, hidden: false };
  it('shows with items, not seen, nothing open, not typing', () => expect(momentBlock(ok)).toBeNull());
  it.each([
    [{ pageBlock: 'device' as const }, 'device'],
    [{ count: 0 }, 'empty'],
    [{ seen: true }, 'seen'],
    [{ otherDialogOpen: true }, 'dialog'],
    [{ typing: true }, 'typing'],
    [{ hidden: true }, 'hidden'],
  ])('%j → %s', (patch, reason) => {
    expect(momentBlock({ ...ok, ...patch })).toBe(reason);
  });
});

describe('one tab: idle is acted on by the leader only', () => {
  it.each([
    ['idle', true, true],
    ['idle', false, false],
    ['exit-intent', false, true],
    ['page-hidden', false, true],
    ['exit-intent', true, true],
  ] as const)('%s in a tab that leads: %s → accepted %s', (trigger, leader, expected) => {
    expect(triggerAccepted(trigger, leader)).toBe(expected);
  });
});

describe('a return to activity inside the 5 s cancels it', () => {
  it.each([
    ['exit-intent', 'pointer-back', true],
    ['exit-intent', 'activity', false],
    ['exit-intent', 'hidden', true],
    ['idle', 'activity', true],
    ['idle', 'pointer-back', true],
    ['idle', 'hidden', true],
    ['page-hidden', 'activity', false],
    ['page-hidden', 'pointer-back', false],
    ['page-hidden', 'hidden', true],
  ] as const)('%s, then %s → cancelled %s', (trigger, event, expected) => {
    expect(cancelsCountdown(trigger, event)).toBe(expected);
  });
});

describe('§5, §9: recommendations', () => {
  const products = (n: number, displayable = true) =>
    Array.from({ length: n }, (_, i) => ({ id: `p${i}`, displayable }));
  it.each([
    [0, null],
    [2, null],
    [3, 3],
    [12, 12],
    [20, 12],
  ])('%i displayable → %s kept', (n, kept) => {
    expect(keptRecommendations(products(n))?.length ?? null).toBe(kept);
  });
  it('counts only displayable products toward the 3', () => {
    expect(keptRecommendations([...products(2), ...products(5, false)])).toBeNull();
    expect(keptRecommendations([{ id: 'x', displayable: false }, ...products(3)])?.map((p) => p.id)).toEqual([
      'p0',
      'p1',
      'p2',
    ]);
  });
  it.each([
    [3, [3]],
    [4, [3, 1]],
    [6, [3, 3]],
    [12, [3, 3, 3, 3]],
  ])('%i products → slides of %j', (n, sizes) => {
    expect(toSlides(products(n)).map((slide) => slide.length)).toEqual(sizes);
  });
});

describe('prices: promotional / retail, adornments, percent off', () => {
  const base = { promotionalPrice: null, retailPrice: 1200, adornments: [], percentOff: null };
  it.each([
    ['retail only', base, { current: 1200, original: null, percentOff: null }],
    [
      'promotional under retail',
      { ...base, promotionalPrice: 900 },
      { current: 900, original: 1200, percentOff: null },
    ],
    [
      'adornments Original / Now',
      {
        ...base,
        adornments: [
          { label: 'Original', price: 1500 },
          { label: 'Now', price: 1050 },
        ],
      },
      { current: 1050, original: 1500, percentOff: null },
    ],
    [
      'promotional equal to retail: nothing struck',
      { ...base, promotionalPrice: 1200 },
      { current: 1200, original: null, percentOff: null },
    ],
    ['percent off 25', { ...base, percentOff: 25 }, { current: 1200, original: null, percentOff: 25 }],
    ['percent off 0 is not shown', { ...base, percentOff: 0 }, { current: 1200, original: null, percentOff: null }],
    [
      'a "Now" adornment without a promotional price: retail is not struck through',
      { ...base, adornments: [{ label: 'Now', price: 900 }] },
      { current: 900, original: null, percentOff: null },
    ],
    [
      'an "Original" equal to the current price: nothing struck',
      { ...base, adornments: [{ label: 'Original', price: 1200 }] },
      { current: 1200, original: null, percentOff: null },
    ],
    [
      'an "Original" and no current price at all: nothing to strike through',
      { ...base, retailPrice: null, adornments: [{ label: 'Original', price: 1500 }] },
      { current: null, original: null, percentOff: null },
    ],
  ])('%s', (_what, product, expected) => {
    expect(priceDisplay(product)).toEqual(expected);
  });
});
