// @vitest-environment node
// The seeded bags, read by the widget's own decoder and rules: between the
// signed-in and the guest bag every discount type and every note shows.

import { describe, expect, it } from 'vitest';
import { bagView } from '../../packages/minicart/src/model/cart';
import { itemNotes } from '../../packages/minicart/src/model/notes';
import { discountType } from '../../packages/minicart/src/model/pricing';
import { buildCartResponse } from './cart-response';
import { CartStore, DEMO_USER_ID } from './cart-store';
import { GUEST_USER_ID } from './guest-id';

const store = new CartStore();
const now = Date.now();
const lines = (userId: string) => bagView(buildCartResponse(store.lines(userId), now) as never).items;

describe('demo seeds', () => {
  it('show every discount type, 1 to 8, between the two bags', () => {
    const types = new Set([...lines(DEMO_USER_ID), ...lines(GUEST_USER_ID)].map(discountType));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('the guest bag has types 1 and 4 (stacked promotions) and the drop-ship "Date Unavailable" line', () => {
    const guest = lines(GUEST_USER_ID);
    expect(guest.map(discountType)).toEqual(expect.arrayContaining([1, 4]));
    const notes = guest.flatMap((item) => itemNotes(item, new Date(now)));
    expect(notes).toContain('Expected to Ship: Date Unavailable');
  });

  it('the signed-in bag carries service level codes (next day, two day) for the delivery messages', () => {
    const codes = lines(DEMO_USER_ID).flatMap((item) => item.serviceLevelCodes);
    expect(codes).toEqual(expect.arrayContaining(['SL1', 'SL2']));
  });
});
