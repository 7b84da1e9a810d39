/**
 * Story-only (used by `*.stories.tsx`, never by the bundle): every call
 * `<nm-header>` and the parts inside it make, answered inside the page
 * through MSW (`parameters.msw.handlers`, .storybook/preview.ts), as the demo
 * host's stand-ins answer them (demo-host/src/header-api.ts): the special
 * offers, the gift and point cards, the store list, and the bag's calls with
 * lines from the demo catalogue and its drawn pictures. So a story's counts
 * and tooltip come through the header's own code, and nothing leaves the page.
 */
import { installSessionBridge, PHONE_QUERY, setPageLocation } from '@nm/core';
import { fakePageLocation, STORY_NOW } from '@nm/core/storybook';
import { http, HttpResponse } from 'msw';
import { flyoutHtmlOf, listProducts, productPictureAnswer, type Product } from '@nm/demo-host/catalogue';

/** What the stand-ins answer for the story being shown (set by the story's beforeEach). */
export interface HeaderAnswers {
  /**
   * The notification count the services add up to (header.md §4): up to two
   * new special offers (the newest the $450 shoes-and-handbags gift card), the
   * rest PROMO gift cards. An Evergreen offer is always there and never counts.
   */
  notifications: number;
}

let answers: HeaderAnswers = { notifications: 0 };

export function answerHeaderCalls(next: HeaderAnswers): void {
  answers = next;
}

const DAY_MS = 86_400_000;

const NEW_OFFERS = [
  { offerFlag: 'New', promoKey: 'SHOES_HANDBAGS_GC_450', daysAgo: 1 },
  { offerFlag: 'New', promoKey: 'SPRING_BEAUTY_EVENT', daysAgo: 6 },
];
const EVERGREEN = { offerFlag: 'Evergreen', promoKey: 'FREE_SHIPPING_EVERYDAY', daysAgo: 200 };

/** Dated from the stories' fixed moment, so the stories are the same every day; "new" needs no last visit. */
function offersAnswer(count: number) {
  const offers = [...NEW_OFFERS.slice(0, Math.min(count, NEW_OFFERS.length)), EVERGREEN];
  return offers.map(({ daysAgo, ...offer }) => ({
    ...offer,
    addedAt: new Date(STORY_NOW - daysAgo * DAY_MS).toISOString(),
  }));
}

function cardsAnswer(cardClass: string | null, count: number) {
  if (cardClass !== 'PROMO') return [];
  const cards = Math.max(0, count - Math.min(count, NEW_OFFERS.length));
  return Array.from({ length: cards }, (_, index) => ({
    ki: `GC-7301-${String(4410 + index).padStart(4, '0')}`,
    amount: 175,
    expires: '2026-06-30',
  }));
}

/** Three stores near 10001, one closed today (header.md §3 Store). */
export const STORY_STORES = [
  {
    storeId: '01',
    storeNumber: '101',
    name: 'Northmoor Marlowe Hudson Yards',
    distance: 1.2,
    storeServices: { inStoreShopping: { isOpen: true } },
  },
  {
    storeId: '02',
    storeNumber: '102',
    name: 'Northmoor Marlowe Short Hills',
    distance: 18.4,
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

/** Three products of the demo catalogue (deterministic: it is generated from a fixed seed), one of each kind. */
const PRODUCTS: Product[] = (() => {
  const all = listProducts({ brand: 'NM' }).filter((product) => !product.perishable);
  const step = Math.floor(all.length / 3);
  return [all[7]!, all[7 + step]!, all[7 + 2 * step]!];
})();

const priceOf = (product: Product) => product.salePrice ?? product.retailPrice;

function cartLine(product: Product, rank: number) {
  const sku = product.skus[0];
  return {
    dt_itemId: `story-${product.id}`,
    productId: product.id,
    skuId: sku?.skuId ?? `sku-${product.id}`,
    quantity: 1,
    itemPrice: priceOf(product),
    originalPrice: product.retailPrice,
    imageUrl: product.imageUrl,
    lastUpdatedTimestamp: 1_700_000_000_000 - rank * 60_000,
    currentSku: { colorName: sku?.colorName, sizeName: sku?.sizeName, dropShip: false, isPerishable: false },
    productDetails: {
      designerName: product.designerName,
      displayName: product.displayName,
      canonicalUrl: product.canonicalUrl,
      cmosItem: product.cmosItem,
      selectedSku: { colorKey: sku?.colorKey ?? '' },
      adorned: false,
      finalSale: false,
    },
  };
}

/** The shopper's bag, in the cart service's shape (minicart.md §3): the three products, one of each. */
const CART = (() => {
  const total = PRODUCTS.reduce((sum, product) => sum + priceOf(product), 0);
  return {
    shoppingCart: { totalQuantity: PRODUCTS.length, commerceItems: { shipments: [{ items: PRODUCTS.map(cartLine) }] } },
    prices: { mdseTotalAmt: total, orderTotalWithoutTaxAndShipmentCharge: total },
  };
})();
export const STORY_BAG_COUNT = PRODUCTS.length;

/** The mini-cart API's server HTML for the same lines, the demo host's own markup. */
const FLYOUT_HTML = flyoutHtmlOf(PRODUCTS);

/**
 * The handlers, by key (a story may replace one by its key). Whatever the
 * header calls that is not here goes on to the static server and fails
 * there, as a missing service would.
 */
export const HEADER_HANDLERS = {
  offers: http.get('/promotions/v1/profiles/:ucaId/special-offers/cached', () =>
    HttpResponse.json(offersAnswer(answers.notifications)),
  ),
  giftCards: http.get('/customer-data/v1/:profileId/giv-cards', ({ request }) =>
    HttpResponse.json(cardsAnswer(request.headers.get('X-NMG-Card-Class'), answers.notifications)),
  ),
  stores: http.get('/dt/api/storeList/storesByAddressOrCoordinates', () => HttpResponse.json(STORY_STORES)),
  // The chosen store's name (dt_selected_store), which the stores button shows (header.md §2 "Our Stores").
  storeInfo: http.get('/info/:file', ({ params }) => {
    const store = STORY_STORES.find(({ storeId }) => `${storeId}.json` === params['file']);
    return store
      ? HttpResponse.json({ storeId: store.storeId, name: store.name })
      : HttpResponse.json({ statusCode: 404, error: 'Not Found' }, { status: 404 });
  }),
  miniCart: http.post('/dt/api/minicart', () => HttpResponse.json({ data: { MiniCartResp: { html: FLYOUT_HTML } } })),
  banner: http.get('/category/checkout/easycart/minicart_banner.html', () =>
    HttpResponse.html('<p><strong>Complimentary shipping</strong> on every order.</p>'),
  ),
  delivery: http.post('/dt/api/deliveryShip', () => HttpResponse.json({ sameDayDelivery: { available: false } })),
  getCart: http.post('/dt/api/getCart/:userId', () => HttpResponse.json(CART)),
  // A signed-in shopper with a name gets the merge flow (minicart.md §4): nothing to merge, the bag as it is.
  mergeRead: http.get('/oco-cart-items/v3/:userId/cart/merge', () =>
    HttpResponse.json({ sessionItems: null, additionalItems: CART }),
  ),
  merge: http.post('/oco-cart-items/v3/:userId/cart/merge', () => HttpResponse.json(CART)),
  recs: http.get('/master-api', () => HttpResponse.json({ products: [] })),
  images: http.get('/img/products/:file', ({ request }) => productPictureAnswer(request)),
};

/**
 * The phone media query answered "yes" for the script, so the header lays
 * itself out as on a phone even where the frame is wider (the stories' axe
 * run is at 1280 px); the CSS follows the viewport global. Returns the undo.
 */
export function stubPhoneQuery(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (query !== PHONE_QUERY) return real.call(window, query);
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = real;
  };
}

/**
 * The catalogue's sign-in and links: the stand-in session accepts any
 * password but "wrong", and a link followed is logged instead of leaving the
 * story. Returns the undo of the page location.
 */
export function stayInTheCatalogue(): () => void {
  const restoreNavigate = setPageLocation(
    fakePageLocation({ onAssign: (url) => console.info(`[story] would go to ${url}`) }),
  );
  installSessionBridge({} as Window, () =>
    Promise.resolve({
      signIn: (_email: string, password: string) =>
        Promise.resolve(
          password === 'wrong'
            ? {
                ok: false as const,
                error: { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
              }
            : { ok: true as const },
        ),
      signOut: () => Promise.resolve(),
    }),
  );
  return restoreNavigate;
}
