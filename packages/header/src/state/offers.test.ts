import { $auth, $authPhase, $config, $session, mergeConfig } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $notifications, resetNotifications } from './notifications';
import {
  $offersTooltip,
  dismissOffersTooltip,
  holdOffersTooltip,
  restoreOffersPromptFlag,
  startOffersTooltipDismissal,
} from './offers';
import { writable } from '@nm/core/testing';

const on = () => writable($config).set(mergeConfig('localhost', { toggles: { SPECIAL_OFFERS_PROMPT: true } }));

beforeEach(() => {
  sessionStorage.clear();
  restoreOffersPromptFlag();
  resetNotifications();
  writable($authPhase).set('none');
  writable($auth).set({});
  writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
  on();
});
afterEach(() => {
  sessionStorage.clear();
  restoreOffersPromptFlag();
});

describe('header.md §4 "Special offers tooltip" (SPECIAL_OFFERS_PROMPT)', () => {
  it('off without the toggle', () => {
    writable($config).set(mergeConfig('localhost', {}));
    expect($offersTooltip.get()).toBeNull();
  });

  it('guests are prompted to sign in; not while the session is resolving', () => {
    expect($offersTooltip.get()).toEqual({ kind: 'guest' });
    writable($authPhase).set('resolving');
    expect($offersTooltip.get()).toBeNull();
  });

  it('a signed-in shopper sees the offer message, and nothing without new offers', () => {
    writable($auth).set({ jwtToken: 'jwt' });
    expect($offersTooltip.get()).toBeNull();
    $notifications.set({
      count: 1,
      offers: [{ offerFlag: 'New', promoKey: 'MENS_GC_125', addedAt: 1 }],
      promptData: { message: "Get a $125 gift card with your men's purchase", analyticsCode: 'so_prompt_mens_gc_125' },
    });
    expect($offersTooltip.get()).toEqual({
      kind: 'offer',
      prompt: { message: "Get a $125 gift card with your men's purchase", analyticsCode: 'so_prompt_mens_gc_125' },
    });
  });

  it('dismissing flags session storage specialOffers and hides it for the session', () => {
    dismissOffersTooltip();
    expect(sessionStorage.getItem('specialOffers')).toBe('true');
    expect($offersTooltip.get()).toBeNull();
    restoreOffersPromptFlag();
    expect($offersTooltip.get()).toBeNull();
  });

  it('a flag already in session storage keeps it hidden', () => {
    sessionStorage.setItem('specialOffers', 'true');
    restoreOffersPromptFlag();
    expect($offersTooltip.get()).toBeNull();
  });

  it('any press or Escape on the page dismisses it while it shows; other keys do not', () => {
    const stop = startOffersTooltipDismissal();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect($offersTooltip.get()).not.toBeNull();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(sessionStorage.getItem('specialOffers')).toBe('true');
    stop();
    sessionStorage.clear();
    restoreOffersPromptFlag();
    const again = startOffersTooltipDismissal();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect($offersTooltip.get()).toBeNull();
    again();
  });

  it('a press inside the tooltip leaves it to its own click, so its link is still followed', () => {
    const tooltip = document.createElement('div');
    const link = document.createElement('a');
    tooltip.append(link);
    document.body.append(tooltip);
    const release = holdOffersTooltip(tooltip);
    const stop = startOffersTooltipDismissal();
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($offersTooltip.get()).not.toBeNull();
    stop();
    release?.();
    tooltip.remove();
  });
});
