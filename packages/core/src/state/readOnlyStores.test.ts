import { describe, expect, it } from 'vitest';
import { writable } from '../testing/writable';
import { $cart } from './cart';
import { $config } from './config';
import { $count, $countAdded, $countKnown } from './count';
import { $gender } from './gender';
import { $miniCartPanel, $mobileMiniCart } from './miniCartPanel';
import { $mobileMenuOpen } from './mobileMenu';
import { $screen } from './screen';
import { $auth, $authPhase, $session } from './session';

/**
 * One writer per store, as a type rule: each `@ts-expect-error` below fails
 * `npm run typecheck` the day a shared store is exported writable again.
 * Never called: only the type checker reads it.
 */
function writesThatDoNotCompile(): void {
  // @ts-expect-error $config is written by setConfig
  $config.set($config.get());
  // @ts-expect-error $session is written by refreshSession
  $session.set($session.get());
  // @ts-expect-error $auth is written by setAuth
  $auth.set({});
  // @ts-expect-error $authPhase is written by beginAuthResolution, setAuth, drawAuthPhase
  $authPhase.set('none');
  // @ts-expect-error $cart is written by setCart, forgetCart
  $cart.set($cart.get());
  // @ts-expect-error $count is written by setCount, forgetCount
  $count.set(0);
  // @ts-expect-error $countKnown follows $count
  $countKnown.set(true);
  // @ts-expect-error $countAdded follows $count
  $countAdded.set(0);
  // @ts-expect-error $miniCartPanel is written by openMiniCart, closeMiniCart
  $miniCartPanel.set({ open: true, trigger: null });
  // @ts-expect-error $mobileMiniCart is written by showMobileMiniCart, dismissMobileMiniCart
  $mobileMiniCart.set(null);
  // @ts-expect-error $mobileMenuOpen is written by toggleMobileMenu, closeMobileMenu
  $mobileMenuOpen.set(true);
  // @ts-expect-error $gender is written by chooseGender, restoreGender
  $gender.set('M');
  // @ts-expect-error $screen is written by its followers and drawScreenAt
  $screen.set($screen.get());
}

describe('the shared stores are read-only outside their modules', () => {
  it('is a type, not a copy: writable() in a test writes the store the widgets read', () => {
    expect(typeof writesThatDoNotCompile).toBe('function');
    writable($count).set(4);
    expect($count.get()).toBe(4);
    writable($count).set(0);
  });
});
