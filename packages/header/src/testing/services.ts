import {
  $auth,
  $authPhase,
  $cart,
  $config,
  $count,
  $session,
  chooseGender,
  closeMiniCart,
  forgetCount,
  mergeConfig,
  resetLogOnce,
  type WidgetsConfigInput,
} from '@nm/core';
import { jsonResponse, SAME_ORIGIN_HOSTS, writable } from '@nm/core/testing';
import { closeAccountMenu, resetSignInForm } from '../state/account';
import { resetNotifications } from '../state/notifications';
import { restoreOffersPromptFlag } from '../state/offers';
import { resetStores } from '../state/stores';

/**
 * The header's element tests' page (element.panels.browser.test.tsx,
 * spoken.browser.test.tsx): the services it calls, answered as the demo host
 * answers them, the config with every host on the page's origin, the two
 * shoppers, and the page set up and left as each test expects it. Never
 * imported by the bundle.
 */

const DAY = 86_400_000;
/**
 * The customer's special offers: two new ones and an Evergreen one (never
 * counted, header.md §3); one PROMO gift card and no POINT card. With the
 * three notification toggles on, the count is 2 + 1 + 0 = 3 (header.md §4).
 * The newest offer's key is the $450 shoes-and-handbags gift card.
 */
const offers = () => [
  { offerFlag: 'New', promoKey: 'SHOES_HANDBAGS_GC_450', addedAt: new Date(Date.now() - DAY).toISOString() },
  { offerFlag: 'New', promoKey: 'SPRING_BEAUTY_EVENT', addedAt: new Date(Date.now() - 5 * DAY).toISOString() },
  {
    offerFlag: 'Evergreen',
    promoKey: 'FREE_SHIPPING_EVERYDAY',
    addedAt: new Date(Date.now() - 200 * DAY).toISOString(),
  },
];
const CARDS = { PROMO: [{ ki: 'GC-7301-4410' }], POINT: [] } as const;
export const NOTIFICATION_TOGGLES = {
  PROMO_NOTIFICATIONS: true,
  GIFT_CARD_NOTIFICATIONS: true,
  INCIRCLE_NOTIFICATIONS: true,
};

/** The stores stand-in's answer: one store open today, one closed, within 100 miles. */
export const STORES = [
  {
    storeId: '01',
    storeNumber: '101',
    name: 'Northmoor Marlowe Hudson Yards',
    distance: 1.2,
    storeServices: { inStoreShopping: { isOpen: true } },
  },
  {
    storeId: '80',
    storeNumber: '180',
    name: 'Northmoor Marlowe Dallas NorthPark',
    distance: 96.7,
    storeServices: { inStoreShopping: { isOpen: false } },
  },
];

function item(id: string, designerName: string, displayName: string, itemPrice: number) {
  return {
    dt_itemId: id,
    productId: `prod-${id}`,
    skuId: `sku-${id}`,
    quantity: 1,
    itemPrice,
    originalPrice: itemPrice,
    imageUrl: '',
    currentSku: { colorName: 'Black', sizeName: 'M', dropShip: false },
    productDetails: { designerName, displayName, canonicalUrl: `/p/${id}`, selectedSku: { colorKey: '001' } },
  };
}
const CART = {
  shoppingCart: {
    totalQuantity: 3,
    commerceItems: {
      shipments: [
        {
          items: [
            item('coat', 'Beatrix Lowell', 'Double-Faced Overcoat', 1695),
            item('scarf', 'Hartwell & Finch', 'Silk Scarf', 295),
            item('candle', 'Celestine Abara', 'Scented Candle', 95),
          ],
        },
      ],
    },
  },
  prices: { mdseTotalAmt: 2085, orderTotalWithoutTaxAndShipmentCharge: 2085 },
};
const FLYOUT_HTML =
  '<ul><li><p><strong>Beatrix Lowell</strong></p><p><a href="/p/coat">Double-Faced Overcoat</a></p></li>' +
  '<li><p><strong>Hartwell &amp; Finch</strong></p><p><a href="/p/scarf">Silk Scarf</a></p></li></ul>';

/** The services the header and the parts inside it call, as the demo host answers them. */
export function answer(request: Request): Response {
  const url = new URL(request.url);
  const path = url.pathname;
  if (/^\/promotions\/v1\/profiles\/uca-test\/special-offers\/cached$/.test(path)) return jsonResponse(offers());
  if (path === '/customer-data/v1/u1/giv-cards') {
    const cardClass = request.headers.get('X-NMG-Card-Class') as keyof typeof CARDS;
    return jsonResponse(CARDS[cardClass] ?? []);
  }
  if (path === '/dt/api/storeList/storesByAddressOrCoordinates') return jsonResponse(STORES);
  if (path === '/dt/api/minicart') return jsonResponse({ data: { MiniCartResp: { html: FLYOUT_HTML } } });
  if (path.endsWith('minicart_banner.html'))
    return new Response('<p><strong>Complimentary shipping</strong> on every order.</p>', {
      headers: { 'Content-Type': 'text/html' },
    });
  if (path.startsWith('/dt/api/getCart/')) return jsonResponse(CART);
  if (path.endsWith('/cart/merge')) return jsonResponse({ sessionItems: null, additionalItems: CART });
  if (path === '/dt/api/deliveryShip') return jsonResponse({ sameDayDelivery: { available: false } });
  if (path === '/master-api') return jsonResponse({ products: [] });
  return jsonResponse({}, 404);
}

export function configure(input: WidgetsConfigInput = {}): void {
  writable($config).set(
    mergeConfig('localhost', { hosts: SAME_ORIGIN_HOSTS, miniCartApiUrl: '/dt/api/minicart', ...input }),
  );
}

function asGuest(): void {
  writable($auth).set({});
  writable($session).set({
    customer: { isLoggedin: false, isGuest: true, customerId: 'g1' },
    profile: { securityStatus: 'Anonymous' },
  });
}

/** A customer the session resolved: a bearer token, the profile id and the UCA id the notification calls need. */
export function asCustomer(): void {
  writable($auth).set({
    token: 'test-token',
    jwtToken: 'test-token',
    userId: 'u1',
    ucaId: 'uca-test',
    firstName: 'ALEXANDRA',
  });
  writable($session).set({
    customer: { isLoggedin: true, isGuest: false, customerId: 'u1' },
    profile: { securityStatus: 'Authenticated', firstName: 'ALEXANDRA' },
  });
}

/** A first visit by a guest: nothing stored, no count known, no notifications, stores or sign-in form from before. */
export function freshHeaderPage(): void {
  resetLogOnce();
  forgetCount();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of ['dt_selected_store', 'dt_selected_zipcode', 'dt_gender'])
    document.cookie = `${name}=; max-age=0; path=/`;
  restoreOffersPromptFlag();
  resetNotifications();
  resetStores();
  resetSignInForm();
  writable($authPhase).set('none');
  asGuest();
  configure();
}

/** After a test: its panels closed, its elements gone, and the shared stores it wrote back as a page starts them. */
export function leaveHeaderPage(): void {
  closeAccountMenu('toggle');
  closeMiniCart('bridge');
  document.body.replaceChildren();
  resetStores();
  resetNotifications();
  chooseGender('W');
  writable($count).set(0);
  writable($cart).set({ cart: null, setFromOutside: false });
  asGuest();
}
