import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cart } from './cart';
import { $count, setCount } from './count';
import { $miniCartPanel, closeMiniCart, openMiniCart } from './miniCartPanel';
import { startOutboundEvents } from './outboundWiring';
import { $auth, $session, setAuth } from './session';
import { writable } from '../testing/writable';

type Heard = Array<{ type: string; detail: unknown }>;
const names = ['nm:cart-changed', 'nm:minicart-opened', 'nm:minicart-closed'];
let heard: Heard;
let stop: () => void;
const record = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  writable($count).set(0);
  writable($cart).set({ cart: null, setFromOutside: false });
  writable($miniCartPanel).set({ open: false, trigger: null });
  heard = [];
  for (const name of names) document.addEventListener(name, record);
  stop = startOutboundEvents();
});
afterEach(() => {
  stop();
  for (const name of names) document.removeEventListener(name, record);
});

describe('outbound nm: events come from the shared stores, once per change', () => {
  it('a count change raises nm:cart-changed with the count, the subtotal and v: 1', () => {
    setCount(3, 'page');
    expect(heard).toEqual([{ type: 'nm:cart-changed', detail: { count: 3, subtotal: null, v: 1 } }]);
  });

  it('a cart whose count and subtotal change raises one event per store change, never a repeat', () => {
    writable($cart).set({
      cart: { shoppingCart: { totalQuantity: 2 }, prices: { orderTotalWithoutTaxAndShipmentCharge: 150 } },
      setFromOutside: false,
    });
    setCount(2, 'cart');
    expect(heard.map((h) => h.detail)).toEqual([
      { count: 0, subtotal: 150, v: 1 },
      { count: 2, subtotal: 150, v: 1 },
    ]);
    setCount(2, 'page');
    expect(heard).toHaveLength(2);
  });

  it('opening and closing the panel raise nm:minicart-opened / -closed with what did it', () => {
    openMiniCart('icon');
    closeMiniCart('escape');
    expect(heard).toEqual([
      { type: 'nm:minicart-opened', detail: { trigger: 'icon', v: 1 } },
      { type: 'nm:minicart-closed', detail: { trigger: 'escape', v: 1 } },
    ]);
  });

  it('a panel state without a trigger (a reset) is not announced', () => {
    writable($miniCartPanel).set({ open: false, trigger: null });
    writable($miniCartPanel).set({ open: true, trigger: null });
    expect(heard).toEqual([]);
  });

  it('after stop nothing is raised', () => {
    stop();
    setCount(5, 'page');
    openMiniCart('bridge');
    expect(heard).toEqual([]);
    stop = () => {};
    closeMiniCart('bridge');
  });
});

describe('nm:session-changed: signed in and the displayed first name, once per change', () => {
  const sessionHeard: unknown[] = [];
  const onSession = (event: Event) => sessionHeard.push((event as CustomEvent).detail);

  beforeEach(() => {
    // Restart the wiring with a guest session, listening to the session event too.
    stop();
    writable($auth).set({});
    writable($session).set({ customer: { isLoggedin: false, isGuest: true }, profile: {} });
    sessionHeard.length = 0;
    document.addEventListener('nm:session-changed', onSession);
    stop = startOutboundEvents();
  });
  afterEach(() => document.removeEventListener('nm:session-changed', onSession));

  it('signing in raises it with the name; a change of name alone raises it again; signing out too', () => {
    setAuth({ jwtToken: 'j', firstName: 'ANN' });
    setAuth({ jwtToken: 'j', firstName: 'BO' });
    setAuth({});
    expect(sessionHeard).toEqual([
      { signedIn: true, firstName: 'Ann', v: 1 },
      { signedIn: true, firstName: 'Bo', v: 1 },
      { signedIn: false, firstName: '', v: 1 },
    ]);
  });

  it('a name that appears without signing in (Anonymous profile read later) is a change of its own', () => {
    writable($session).set({
      customer: { isLoggedin: false, isGuest: true },
      profile: { securityStatus: 'Anonymous', firstName: 'cy' },
    });
    expect(sessionHeard).toEqual([{ signedIn: true, firstName: 'Cy', v: 1 }]);
  });

  it('a store change that leaves both as they were raises nothing', () => {
    setAuth({ userId: 'u-1' });
    writable($session).set({ customer: { isLoggedin: false, isGuest: true, customerId: 'c' }, profile: {} });
    expect(sessionHeard).toEqual([]);
  });

  it('the wiring starts from the session as it is: no event for what was already true', () => {
    stop();
    setAuth({ jwtToken: 'j', firstName: 'ANN' });
    sessionHeard.length = 0;
    stop = startOutboundEvents();
    setAuth({ jwtToken: 'j2', firstName: 'ANN' });
    expect(sessionHeard).toEqual([]);
  });
});
