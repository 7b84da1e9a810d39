import { pageClock } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Moment } from '../model/rules';
import {
  closeAbandonCart,
  countdownEvent,
  resetAbandonCart,
  setAbandonEnvironment,
  triggerAbandonCart,
  type AbandonEnvironment,
} from './machine';
import { $abandonCart } from './store';

/** header.md §4: triggers, the 5 s delay, cancelling, the cross-tab claim, the analytics events; fake timers. */
function harness(patch: Partial<Moment> = {}, options: { leader?: boolean; claim?: boolean } = {}) {
  const moment: Moment = {
    pageBlock: null,
    count: 2,
    seen: false,
    otherDialogOpen: false,
    typing: false,
    hidden: false,
    ...patch,
  };
  const events: Array<[string, unknown]> = [];
  const env: AbandonEnvironment & { moment: () => Moment } = {
    clock: pageClock,
    moment: () => moment,
    isLeader: () => options.leader ?? true,
    claim: vi.fn(async () => options.claim ?? true),
    prepare: vi.fn(),
    emit: (name, detail) => events.push([name, detail]),
  };
  const remove = setAbandonEnvironment(env);
  return { env, moment, events, remove };
}

const phase = () => $abandonCart.get().phase;

describe('the abandon-cart machine (header.md §4)', () => {
  let remove: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    resetAbandonCart();
  });
  afterEach(() => {
    remove();
    vi.useRealTimers();
  });

  it('exit intent → shown 5000 ms later, not at 4999 ms; nm:abandon-cart-shown carries the trigger', async () => {
    const h = harness();
    remove = h.remove;
    triggerAbandonCart('exit-intent');
    expect(phase()).toBe('counting');
    expect(h.env.prepare).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(phase()).toBe('counting');
    await vi.advanceTimersByTimeAsync(1);
    expect(phase()).toBe('open');
    expect(h.events).toEqual([['nm:abandon-cart-shown', { trigger: 'exit-intent' }]]);
  });

  it('idle in the leader tab shows it; in a follower tab it does nothing', async () => {
    let h = harness({}, { leader: false });
    triggerAbandonCart('idle');
    expect(phase()).toBe('watching');
    h.remove();
    h = harness({}, { leader: true });
    remove = h.remove;
    triggerAbandonCart('idle');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.events).toEqual([['nm:abandon-cart-shown', { trigger: 'idle' }]]);
  });

  it('idle in a leader tab that is in the background shows nothing: nobody would see it, and it would be spent for the day', async () => {
    const h = harness({ hidden: true }, { leader: true });
    remove = h.remove;
    triggerAbandonCart('idle');
    expect(phase()).toBe('watching');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.events).toEqual([]);
    expect(h.env.claim).not.toHaveBeenCalled();
  });

  it('the pointer coming back within 5 s cancels an exit intent; a later exit intent counts again from 0', async () => {
    const h = harness();
    remove = h.remove;
    triggerAbandonCart('exit-intent');
    await vi.advanceTimersByTimeAsync(3000);
    countdownEvent('pointer-back');
    expect(phase()).toBe('watching');
    await vi.advanceTimersByTimeAsync(10000);
    expect(h.events).toEqual([]);
    triggerAbandonCart('exit-intent');
    await vi.advanceTimersByTimeAsync(5000);
    expect(phase()).toBe('open');
  });

  it('activity cancels an idle countdown; activity does not cancel the return to the tab, hiding it again does', async () => {
    const h = harness();
    remove = h.remove;
    triggerAbandonCart('idle');
    countdownEvent('activity');
    expect(phase()).toBe('watching');
    triggerAbandonCart('page-hidden');
    countdownEvent('activity');
    countdownEvent('pointer-back');
    expect(phase()).toBe('counting');
    countdownEvent('hidden');
    expect(phase()).toBe('watching');
    await vi.advanceTimersByTimeAsync(6000);
    expect(h.events).toEqual([]);
  });

  it('a second trigger during the countdown does not restart it', async () => {
    const h = harness();
    remove = h.remove;
    triggerAbandonCart('exit-intent');
    await vi.advanceTimersByTimeAsync(4000);
    triggerAbandonCart('page-hidden');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.events).toEqual([['nm:abandon-cart-shown', { trigger: 'exit-intent' }]]);
  });

  it.each([
    [{ count: 0 }],
    [{ seen: true }],
    [{ otherDialogOpen: true }],
    [{ typing: true }],
    [{ pageBlock: 'device' as const }],
  ])('no countdown when %j at the trigger', (patch) => {
    remove = harness(patch).remove;
    triggerAbandonCart('exit-intent');
    expect(phase()).toBe('watching');
  });

  it.each([
    ['the bag emptied', { count: 0 }],
    ['the bag opened', { otherDialogOpen: true }],
    ['the shopper started typing', { typing: true }],
    ['another tab showed it', { seen: true }],
  ])('not shown when, within the 5 s, %s; the trigger is dropped, not spent', async (_what, patch) => {
    const h = harness();
    remove = h.remove;
    triggerAbandonCart('exit-intent');
    Object.assign(h.moment, patch);
    await vi.advanceTimersByTimeAsync(5000);
    expect(phase()).toBe('watching');
    expect(h.env.claim).not.toHaveBeenCalled();
    expect(h.events).toEqual([]);
  });

  it('a lost cross-tab claim: not shown, and this page is done', async () => {
    const h = harness({}, { claim: false });
    remove = h.remove;
    triggerAbandonCart('exit-intent');
    await vi.advanceTimersByTimeAsync(5000);
    expect(phase()).toBe('done');
    triggerAbandonCart('exit-intent');
    expect(phase()).toBe('done');
    expect(h.events).toEqual([]);
  });

  it.each(['cancel', 'close-button', 'go-to-bag'] as const)(
    'closing with %s emits nm:abandon-cart-closed once; it does not come back on this page',
    async (action) => {
      const h = harness();
      remove = h.remove;
      triggerAbandonCart('exit-intent');
      await vi.advanceTimersByTimeAsync(5000);
      closeAbandonCart(action);
      closeAbandonCart(action);
      expect(h.events.slice(1)).toEqual([['nm:abandon-cart-closed', { action }]]);
      triggerAbandonCart('exit-intent');
      await vi.advanceTimersByTimeAsync(5000);
      expect(phase()).toBe('done');
    },
  );

  it('removing the environment (the element left the page) stops a countdown', async () => {
    const h = harness();
    triggerAbandonCart('exit-intent');
    h.remove();
    await vi.advanceTimersByTimeAsync(5000);
    expect(phase()).toBe('watching');
    expect(h.events).toEqual([]);
  });
});
