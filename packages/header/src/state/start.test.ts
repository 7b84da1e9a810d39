import { setPageLocation } from '@nm/core';
import { fakePageLocation } from '@nm/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notifications = vi.hoisted(() => ({ stop: vi.fn(), startNotifications: vi.fn(), markPromoVisit: vi.fn() }));
const follow = vi.hoisted(() => ({ unfollow: vi.fn(), followPage: vi.fn() }));
vi.mock('./notifications', () => ({
  startNotifications: notifications.startNotifications.mockImplementation(() => notifications.stop),
  markPromoVisit: notifications.markPromoVisit,
}));
vi.mock('./follow', () => ({ followPage: follow.followPage.mockImplementation(() => follow.unfollow) }));

const { connectHeader } = await import('./start');

afterEach(() => vi.clearAllMocks());

describe('connectHeader: page-wide duties once per page, the followers per header', () => {
  it('two headers start the notification count once; each joins the page followers; the last to leave stops the count', async () => {
    const first = document.createElement('nm-header');
    const second = document.createElement('nm-header');
    const off1 = connectHeader(first);
    const off2 = connectHeader(second);
    await vi.waitFor(() => expect(follow.followPage).toHaveBeenCalledTimes(2));
    expect(notifications.startNotifications).toHaveBeenCalledTimes(1);
    expect(follow.followPage.mock.calls.map(([host]) => host)).toEqual([first, second]);
    off1();
    off1();
    expect(follow.unfollow).toHaveBeenCalledTimes(1);
    expect(notifications.stop).not.toHaveBeenCalled();
    off2();
    expect(notifications.stop).toHaveBeenCalledTimes(1);
  });

  it('on /specialoffers the visit counts as the promo visit; a header gone before its follower loaded never follows', async () => {
    const restore = setPageLocation(fakePageLocation({ pathname: '/specialoffers/' }));
    const off = connectHeader(document.createElement('nm-header'));
    off();
    const again = connectHeader(document.createElement('nm-header'));
    await vi.waitFor(() => expect(notifications.startNotifications).toHaveBeenCalledTimes(1));
    expect(notifications.markPromoVisit).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(follow.followPage).toHaveBeenCalledTimes(1));
    again();
    restore();
  });
});
