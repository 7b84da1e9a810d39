import {
  $auth,
  $cart,
  $config,
  $count,
  $miniCartPanel,
  dismissMobileMiniCart,
  showMobileMiniCart,
  $session,
  forgetCount,
  setCart,
  setCount,
  type CartResponse,
} from '@nm/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { useEffect, useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { silenceExpectedErrors, StoryElement, storyPending, writable } from '@nm/core/storybook';
import { flyoutHtmlOf, productPictureAnswer } from '@nm/demo-host/catalogue';
import { miniCartElement } from './element';
import { $bagStatus } from './state/bag';
import { $banner } from './state/flyout';
import { flyoutHtmlLoaded } from './state/flyoutStore';
import { $pickup } from './state/pickup';
import { $recommendations } from './state/recommendations';
import { $removals } from './state/remove';
import { cartOf, curbsideItem, DEMO_STORES_ANSWER, discountItems, noteItems, rawItem } from './storybook/fixtures';
import { catalogueItem, storyProducts, storyRecommendations } from './storybook/storyCatalogue';

/**
 * The bag's panels, every visual state, on the real `<nm-minicart>`. Each
 * story sets the shared stores as the cart service and the page would
 * (session, count, a cart handed over through `window.minicart.setCart`) and
 * answers the other calls from fixtures through MSW handlers
 * (`parameters.msw.handlers`): nothing leaves the page. The wrapper is marked `data-story-pending` until the panel
 * has rendered, so the axe check (test/e2e/stories.test.ts) sees it finished.
 */
interface BagStoryArgs {
  presentation: 'drawer' | 'flyout';
  signedIn: boolean;
  firstName: string;
  cart: CartResponse | null;
  /** What must be on screen before the story is "ready" (a selector inside the shadow root). */
  readySelector: string;
}

/**
 * The page's clock, as the bag's own "today" (BagContents): the day it is in Storybook, the stories' fixed moment
 * (STORY_NOW) when the check screenshots the story, so the pre-order's date and the bag's notes agree either way.
 */
const today = new Date();
/** The demo host's drawn product pictures (served below through MSW), for realistic lines. */
const [coatImage, candleImage, gownImage] = storyProducts(3, 5).map((product) => product.imageUrl);
const mixedCart = () =>
  cartOf([
    rawItem(
      {
        dt_itemId: 'coat',
        imageUrl: coatImage,
        adornment: { price: 1695 },
        originalPrice: 1695,
        itemPrice: 1271,
        promotionalPercentOff: 20,
      },
      { sizeName: '50R', colorName: 'Cognac' },
      { adorned: true, designerName: 'Hartwell &amp; Finch', displayName: 'Double-Faced Overcoat' },
    ),
    rawItem(
      { dt_itemId: 'candle', imageUrl: candleImage, itemPrice: 195, originalPrice: 195 },
      { dropShip: true, deliveryDays: 4, sizeName: undefined, colorName: 'Sage' },
      { designerName: 'Celestine Abara', displayName: 'Scented Candle' },
    ),
    rawItem(
      { dt_itemId: 'gown', imageUrl: gownImage, itemPrice: 2295, originalPrice: 2295 },
      { expectedShipDate: new Date(today.getTime() + 40 * 86_400_000).toISOString() },
      { preOrder: true, designerName: 'Studio Kaelen', displayName: 'Tailored Double-Faced Overcoat' },
    ),
  ]);

const recommendations = storyRecommendations(storyProducts(4, 40));

/** The mini-cart API's server HTML, the demo host's own markup, with the drawn pictures. */
const FLYOUT_HTML = flyoutHtmlOf(storyProducts(4, 11));
/** A long bag: 14 lines from the catalogue, newest first. */
const longCart = () => cartOf(storyProducts(14, 3).map((product, rank) => catalogueItem(product, rank)));

/**
 * The API answers, as MSW handlers (msw-storybook-addon, .storybook/preview.ts).
 * `parameters.msw.handlers` is a record: a story replaces one call's handler by
 * its key and keeps the others. By default every call the bag makes fails
 * (500), as a missing service would; stories answer the ones they show.
 */
const failing = (what: string) => () => HttpResponse.json({ message: `story: no ${what}` }, { status: 500 });
const CALLS = {
  getCart: (resolver: HttpResponseResolver) => http.post('/dt/api/getCart/:userId', resolver),
  count: (resolver: HttpResponseResolver) => http.get('/cart/api/count/:userId', resolver),
  recs: (resolver: HttpResponseResolver) => http.get('/master-api', resolver),
  stores: (resolver: HttpResponseResolver) => http.get('/dt/api/stores', resolver),
  storesByAddress: (resolver: HttpResponseResolver) =>
    http.get('/dt/api/storeList/storesByAddressOrCoordinates', resolver),
  allStores: (resolver: HttpResponseResolver) => http.get('/info/allStores.json', resolver),
  miniCart: (resolver: HttpResponseResolver) => http.post('/dt/api/minicart', resolver),
  banner: (resolver: HttpResponseResolver) => http.get('/category/checkout/easycart/minicart_banner.html', resolver),
  delivery: (resolver: HttpResponseResolver) => http.post('/dt/api/deliveryShip', resolver),
  images: (resolver: HttpResponseResolver) => http.get('/img/products/:file', resolver),
};
type Call = keyof typeof CALLS;
const DEFAULT_HANDLERS = {
  ...Object.fromEntries((Object.keys(CALLS) as Call[]).map((call) => [call, CALLS[call](failing(call))])),
  // The demo host's product pictures, drawn by its own code (`?wid=` honoured).
  images: CALLS.images(({ request }) => productPictureAnswer(request)),
} as Record<Call, HttpHandler>;
/**
 * A deliberate failure without a red browser line: a 200 whose body is an
 * error page, not JSON (the call fails at decoding, as with the demo host's
 * `malformed` fault), so the console shows only what the widget logs, and the
 * story silences that expected line (silenceExpectedErrors).
 */
const errorPage = () => HttpResponse.html('<!DOCTYPE html><title>Oops</title><h1>Service unavailable</h1>');
/** A story's handlers: the calls it answers, by key (the rest keep failing). */
const answering = (answers: Partial<Record<Call, HttpResponseResolver>>) => ({
  msw: {
    handlers: Object.fromEntries(
      Object.entries(answers).map(([call, resolver]) => [call, CALLS[call as Call](resolver)]),
    ),
  },
});
const json = (body: unknown) => () => HttpResponse.json(body as Record<string, unknown>);
const html = (body: string) => () => HttpResponse.html(body);
/** An answer that never comes: the loading state stays. */
const never = () => delay('infinite');

/** Renders the element, and takes the pending mark off once `readySelector` shows in its shadow root. */
function BagStory({ presentation, readySelector }: BagStoryArgs) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      const root = wrapper.current?.querySelector('nm-minicart')?.shadowRoot;
      if (root?.querySelector(readySelector)) setPending(false);
      else frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [readySelector]);
  // The flyout hangs from its button to the left, as at the right end of a header: put there, it is in view (at
  // the canvas's left edge most of it was cut off).
  const placement = presentation === 'flyout' ? { display: 'flex', justifyContent: 'flex-end' } : undefined;
  return (
    <div ref={wrapper} style={placement} {...storyPending(pending)}>
      <StoryElement definition={miniCartElement} props={{ presentation, autoCloseMs: 0 }} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Mini cart/Panels',
  component: BagStory,
  parameters: {
    layout: 'padded',
    msw: { handlers: DEFAULT_HANDLERS },
    docs: {
      description: {
        component: 'The shopping bag: drawer (default) and flyout presentations, every state the spec names.',
      },
    },
  },
  argTypes: {
    presentation: { control: 'inline-radio', options: ['drawer', 'flyout'] },
    signedIn: { control: 'boolean' },
    firstName: { control: 'text' },
    cart: { control: false },
    readySelector: { control: false },
  },
  args: {
    presentation: 'drawer',
    signedIn: true,
    firstName: 'Alexandra',
    cart: null,
    readySelector: '.line:not(.line--loading)',
  },
  beforeEach: ({ args }) => {
    // A call the story does not answer fails as a missing service's would (DEFAULT_HANDLERS), and the bag logs that
    // once, as it should: expected here, so kept out of the console. The other calls' failures stay red.
    const restoreLog = silenceExpectedErrors(
      'GET recommendations master-api failed',
      'GET minicart_banner.html failed',
    );
    const before = $config.get();
    writable($config).set({
      ...before,
      hosts: Object.fromEntries(Object.keys(before.hosts).map((name) => [name, ''])) as typeof before.hosts,
      miniCartApiUrl: '/dt/api/minicart',
    });
    writable($auth).set({ userId: args.signedIn ? 'u1' : 'g1' });
    writable($session).set({
      customer: { isLoggedin: args.signedIn, isGuest: !args.signedIn, customerId: args.signedIn ? 'u1' : 'g1' },
      profile: args.signedIn ? { firstName: args.firstName, securityStatus: 'Authenticated' } : {},
    });
    // The page handed the cart over (window.minicart.setCart), so opening does not refetch it.
    if (args.cart) {
      setCart(args.cart, 'page');
    } else {
      setCount(3, 'page');
    }
    writable($miniCartPanel).set({ open: true, trigger: 'bridge' });
    return () => {
      restoreLog();
      writable($miniCartPanel).set({ open: false, trigger: null });
      writable($config).set(before);
      writable($cart).set({ cart: null, setFromOutside: false });
      // Unknown again, so the next story's first count is not an "add" (state/openPanel.ts).
      forgetCount();
      writable($auth).set({});
      $bagStatus.set('idle');
      $removals.set({});
      $pickup.set({});
      $recommendations.set(null);
      flyoutHtmlLoaded('');
      $banner.set(null);
      dismissMobileMiniCart();
    };
  },
} satisfies Meta<typeof BagStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const shadowOf = async (canvas: HTMLElement, selector: string): Promise<ShadowRoot> => {
  const host = canvas.querySelector('nm-minicart');
  await waitFor(() => expect(host?.shadowRoot?.querySelector(selector)).toBeTruthy(), { timeout: 5000 });
  return host!.shadowRoot!;
};

/** minicart.md §2: a signed-in shopper's bag, newest first, with a markdown, a drop-ship and a pre-order line. */
export const SignedIn: Story = {
  name: 'Drawer, signed in',
  args: { cart: mixedCart() },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.line__name');
    await expect(root.querySelector('.nm-dialog__title')?.textContent).toBe("Alexandra's Shopping Bag");
    await expect(root.querySelector('.checkout__button')?.getAttribute('href')).toBe('/checkout');
  },
};

export const Guest: Story = {
  name: 'Drawer, guest',
  args: { signedIn: false, cart: mixedCart() },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.line__name');
    await expect(root.querySelector('.nm-dialog__title')?.textContent).toBe('Your Shopping Bag');
    await expect(root.querySelector('.checkout__button')?.getAttribute('href')).toBe('/cart/');
  },
};

/** minicart.md §2: "0 items" and only View Bag. */
export const Empty: Story = {
  name: 'Drawer, empty bag',
  args: { cart: cartOf([]), readySelector: '.summary__actions a' },
  parameters: answering({ recs: json({ ...recommendations, masterApiLabel: 'Trending Styles' }) }),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.summary__line');
    await expect(root.querySelector('.summary__line')?.textContent).toBe('0 items');
  },
};

/** minicart.md §2: skeleton rows (one per counted item) while the cart loads. */
export const Loading: Story = {
  name: 'Drawer, loading',
  args: { signedIn: false, cart: null, readySelector: '.line--loading' },
  parameters: answering({ getCart: never }),
  // Never answered: the bag's own timeout ends the call while the skeletons are looked at, and logs it once.
  beforeEach: () => silenceExpectedErrors('POST /dt/api/getCart'),
};

/**
 * A failed load (here a body that is not a cart) shows the
 * flyout's fallback in the drawer, "To review your items, please visit your
 * shopping bag.", with View shopping bag and Try again; the summary reads the
 * known count ("3 items"). The widget's log line for it is expected, and kept
 * out of the console in this story only.
 */
export const LoadFailed: Story = {
  name: 'Drawer, cart failed to load (fallback and retry)',
  args: { signedIn: false, cart: null, readySelector: '.summary[data-state="unavailable"] .bag-fallback' },
  parameters: answering({ getCart: errorPage }),
  beforeEach: () => silenceExpectedErrors('POST /dt/api/getCart'),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.summary[data-state="unavailable"]');
    await expect(root.querySelector('.summary__line')?.textContent).toBe('3 items');
    await expect(root.querySelector('.bag-fallback__text')?.textContent).toBe(
      'To review your items, please visit your shopping bag.',
    );
    await expect([...root.querySelectorAll('.bag-fallback button')].map((b) => b.textContent)).toEqual(['Try again']);
  },
};

/** A long bag; the title, the subtotal, Checkout and View Bag stay in view while the lines scroll. */
export const LongBag: Story = {
  name: 'Drawer, long bag (sticky summary, scrolled)',
  args: { cart: longCart(), readySelector: '.recs__item' },
  parameters: answering({ recs: json(recommendations) }),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.recs__item');
    const body = root.querySelector<HTMLElement>('.bag-drawer .nm-dialog__body')!;
    body.scrollTop = 900;
    const summary = root.querySelector('.summary')!.getBoundingClientRect();
    await expect(summary.top).toBeGreaterThanOrEqual(body.getBoundingClientRect().top - 1);
  },
};

/**
 * The page added to the bag (the count rose, then
 * showMiniCartEvent opened it): the newest line is marked "Just added",
 * announced once, and in view.
 */
export const AddedItem: Story = {
  name: 'Drawer, after Add to bag (added line marked)',
  args: { cart: longCart(), readySelector: '.line--added' },
  parameters: answering({ recs: json(recommendations) }),
  beforeEach: () => {
    const count = $count.get();
    writable($miniCartPanel).set({ open: false, trigger: null });
    setCount(count - 1, 'page');
    setCount(count, 'page');
    writable($miniCartPanel).set({ open: true, trigger: 'event' });
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '.line--added');
    await expect(root.querySelector('.line--added .line__added')?.textContent).toBe('Just added');
  },
};

/** minicart.md §4: discount display types 1 to 8, in order. */
export const DiscountTypes: Story = {
  name: 'Drawer, every discount type (1–8)',
  args: { cart: cartOf(discountItems()) },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '[data-discount-type]');
    const types = [...root.querySelectorAll('[data-discount-type]')]
      .map((el) => el.getAttribute('data-discount-type'))
      .sort();
    await expect(types).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  },
};

/** minicart.md §4: perishable, drop-ship (with and without days), pre-order, back-order, final sale, monogram, replenish. */
export const Notes: Story = {
  name: 'Drawer, every note',
  args: { cart: cartOf(noteItems(today)) },
};

/** minicart.md §4: curbside pickup, the store chosen and its pickup message. */
export const CurbsidePickup: Story = {
  name: 'Drawer, curbside pickup',
  args: {
    cart: cartOf([], { storeItems: [{ storeId: '01', items: [curbsideItem('01')] }] }),
    readySelector: '.line__note',
  },
  parameters: answering({ stores: json(DEMO_STORES_ANSWER) }),
};

/** minicart.md §8: the remove error, in red above the link. */
export const RemoveError: Story = {
  name: 'Drawer, remove failed',
  args: { cart: mixedCart(), readySelector: '.line__error:not(:empty)' },
  // Opening clears old removal errors, so the failure is set once the lines show.
  play: async ({ canvasElement }) => {
    await shadowOf(canvasElement, '.line__remove');
    $removals.set({ candle: 'error' });
  },
};

/** minicart.md §2: "Complete The Look" below the items. */
export const Recommendations: Story = {
  name: 'Drawer, recommendations',
  args: { cart: mixedCart(), readySelector: '.recs__item' },
  parameters: answering({ recs: json(recommendations) }),
};

export const HcBrand: Story = {
  name: 'Drawer, HC brand',
  args: { cart: mixedCart() },
  globals: { brand: 'HC' },
};

/** minicart.md §2: 320 px wide at 767 px and below (pick the Phone viewport). */
export const Phone: Story = {
  name: 'Drawer, phone width',
  args: { cart: mixedCart(), readySelector: '.recs__item' },
  parameters: answering({ recs: json(recommendations) }),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const flyoutAnswers = {
  miniCart: json({ data: { MiniCartResp: { html: FLYOUT_HTML } } }),
  banner: html('<p><strong>Complimentary shipping</strong> on every order.</p>'),
  delivery: json({ sameDayDelivery: { available: false } }),
};

/** header.md §2: the flyout with the mini-cart API's items, Checkout at top and bottom, the banner. */
export const Flyout: Story = {
  name: 'Flyout, items and banner',
  args: { presentation: 'flyout', cart: mixedCart(), readySelector: '.flyout__items li' },
  parameters: answering(flyoutAnswers),
};

/** header.md §2, §8: a failed mini-cart API still opens the flyout, with the fallback panel. */
export const FlyoutFallback: Story = {
  name: 'Flyout, fallback panel',
  args: { presentation: 'flyout', cart: mixedCart(), readySelector: '.flyout__fallback' },
  parameters: answering({ ...flyoutAnswers, miniCart: errorPage }),
  beforeEach: () => silenceExpectedErrors('mini-cart', 'minicart', 'MiniCart'),
};

export const FlyoutEmpty: Story = {
  name: 'Flyout, empty bag',
  args: { presentation: 'flyout', cart: cartOf([]), readySelector: '.flyout__empty' },
  parameters: answering({ miniCart: json({ data: { MiniCartResp: { html: '' } } }) }),
};

/** header.md §5: a banner that looks like an error page is discarded. */
export const FlyoutBannerDiscarded: Story = {
  name: 'Flyout, error-page banner discarded',
  args: {
    presentation: 'flyout',
    cart: mixedCart(),
    readySelector: '.flyout__items li',
  },
  parameters: answering({ ...flyoutAnswers, banner: html('<h1>Oops! 404</h1>') }),
};

/**
 * header.md §2: after an add on a phone, "Added to your shopping bag". It
 * shows at phone widths only: pick the Phone viewport (at desktop widths the
 * element shows just its icon, as on a page).
 */
export const MobileAddedModal: Story = {
  name: 'Mobile add-to-bag modal (phone viewport)',
  args: { cart: mixedCart(), readySelector: '.cart-icon' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => {
    writable($miniCartPanel).set({ open: false, trigger: null });
    showMobileMiniCart(
      [
        rawItem(
          {},
          { sizeName: '46R', colorName: 'Burgundy' },
          { designerName: 'Beatrix Lowell', displayName: 'Double-Faced Overcoat' },
        ),
      ],
      Date.now(),
    );
  },
};
