import { $config, closeMiniCart, mergeConfig, resetLogOnce, setCount } from '@nm/core';
import { until, writable } from '@nm/core/testing';
import { expect, vi } from 'vitest';
import { resetAbandonCart } from '../state/machine';
import { resetRecommendations } from '../state/recommendations';
import { $abandonCart } from '../state/store';

/**
 * The page the element tests show the reminder on (element.browser.test.tsx,
 * spoken.browser.test.tsx): a desktop shopper in the US with 2 items in the
 * bag, both toggles on, and a stand-in fetch whose stylyze answer the test
 * chooses. Never imported by the bundle.
 */

export const exitIntent = () =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 4, relatedTarget: null, bubbles: true }));
export const pointerBack = () =>
  document.dispatchEvent(new MouseEvent('mouseover', { clientY: 300, relatedTarget: null, bubbles: true }));

/** A fresh page: nothing shown or claimed yet, no bag panel open; the stylyze call answers `stylyze()` when asked. */
export function reminderPage(stylyze: () => unknown): void {
  resetLogOnce();
  resetAbandonCart();
  resetRecommendations();
  closeMiniCart('event');
  localStorage.clear();
  writable($config).set(
    mergeConfig('localhost', {
      toggles: { BLUECORE_ABANDONCART: true, ABANDON_CART_RECS: true },
      profile: { countryPreference: 'US' },
    }),
  );
  setCount(2, 'page');
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/p/api/products/stylyze')
      return new Response(JSON.stringify(stylyze()), { headers: { 'Content-Type': 'application/json' } });
    return new Response('{}', { status: 404 });
  };
}

/** The watcher chunk is in and armed: an exit intent starts a countdown (cancelled at once by the pointer coming back). */
export async function armed(): Promise<void> {
  await until(() => {
    exitIntent();
    expect($abandonCart.get().phase).toBe('counting');
  });
  pointerBack();
  expect($abandonCart.get().phase).toBe('watching');
}

/** Exit intent, then the spec's 5 s on fake timers (not at 4999 ms), then the dialog open. */
export async function showByExitIntent(dialog: () => HTMLDialogElement | null): Promise<void> {
  await armed();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  exitIntent();
  await vi.advanceTimersByTimeAsync(4999);
  expect(dialog()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  vi.useRealTimers();
  await until(() => expect(dialog()?.open).toBe(true));
}
