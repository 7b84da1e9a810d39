import {
  $auth,
  $authPhase,
  $cart,
  $config,
  chooseGender,
  $session,
  closeMiniCart,
  forgetCount,
  mergeConfig,
  setCount,
  type Gender,
} from '@nm/core';
import {
  markStoryReady,
  SAME_ORIGIN_HOSTS,
  silenceExpectedErrors,
  StoryElement,
  storyPending,
  writable,
} from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { headerElement } from './element';
import { closeAccountMenu, resetSignInForm } from './state/account';
import { resetNotifications } from './state/notifications';
import { restoreOffersPromptFlag } from './state/offers';
import { resetStores } from './state/stores';
import {
  answerHeaderCalls,
  HEADER_HANDLERS,
  stayInTheCatalogue,
  STORY_BAG_COUNT,
  stubPhoneQuery,
} from './storybook/headerAnswers';

/**
 * The whole `<nm-header>` in the states a shopper meets: guest and signed in, the notification and bag counts 0 / 3 /
 * 99+, and each panel open (the account menu, the special offers tooltip,
 * Our Stores, the bag), at 1440 and at 390 px. The shopper is set in the
 * shared stores as the session would; every call the header makes is
 * answered by MSW as the demo host's stand-ins answer it
 * (storybook/headerAnswers.ts), so the count and the tooltip's message come
 * through the header's own code. A story that opens something is marked
 * pending until it is open, so the axe run (test/e2e/stories.test.ts) sees it.
 */
interface StatesArgs {
  pageId: string;
  /** A customer the session resolved (bearer token, profile and UCA ids), or a guest. */
  signedIn: boolean;
  /** What the notification services add up to for the customer (a guest has none: header.md §6). */
  notifications: number;
  /** Items in the bag (the shared count). */
  bag: number;
  /** SPECIAL_OFFERS_PROMPT: the tooltip by the account button. */
  offersPrompt: boolean;
  gender: Gender;
  menDarkMode: boolean;
  /** Render the phone header (the script's media query; pick the phone viewport for its CSS). */
  phone: boolean;
  /** Which panel the story opens once rendered. */
  opens: 'nothing' | 'account' | 'stores' | 'bag';
}

const NOTIFICATION_TOGGLES = { PROMO_NOTIFICATIONS: true, GIFT_CARD_NOTIFICATIONS: true, INCIRCLE_NOTIFICATIONS: true };

function Header({ pageId }: StatesArgs) {
  return (
    <div {...storyPending(true)}>
      <StoryElement definition={headerElement} props={{ pageId }} />
      <main style={{ padding: '24px', font: '14px/1.5 sans-serif', color: '#5c5c5c' }}>Page content</main>
    </div>
  );
}

/**
 * Generous: the stories' axe run (two stories at a time) shares two cores with whatever else runs, and a step
 * that gives up leaves the story pending until the run's own 60 s limit. Each wait ends as soon as its state shows.
 */
const WAIT = { timeout: 30_000 };

const root = async (canvasElement: HTMLElement): Promise<ShadowRoot> => {
  const host = canvasElement.querySelector('nm-header');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.header .logo')).toBeTruthy(), WAIT);
  return host!.shadowRoot!;
};

const shown = async (shadow: ShadowRoot, selector: string) =>
  waitFor(() => expect(shadow.querySelector(selector)).toBeTruthy(), WAIT);

/** Waits for what the args say the header shows, opens what the story asks for, then lets axe look. */
async function play({ canvasElement, args }: { canvasElement: HTMLElement; args: StatesArgs }) {
  const shadow = await root(canvasElement);
  const badge =
    args.signedIn && args.notifications > 0 ? (args.notifications > 99 ? '99+' : String(args.notifications)) : null;
  // header.md §2: on cart and checkout the account is a plain link (no badge) and the bag is its icon.
  const checkoutFlow = args.pageId === 'CART' || args.pageId === 'CHECKOUT';
  await shown(shadow, checkoutFlow ? '.account__plain' : '.account__button');
  if (badge && !checkoutFlow)
    await waitFor(() => expect(shadow.querySelector('.account__badge')?.textContent).toBe(badge), WAIT);
  else await expect(shadow.querySelector('.account__badge')).toBeNull();
  if (args.phone || checkoutFlow) await shown(shadow, '.cart-icon');
  else
    await waitFor(
      () =>
        expect(shadow.querySelector('.flyout-button')?.textContent).toBe(
          args.bag > 0 ? `Checkout ${args.bag}` : 'Shopping Bag',
        ),
      WAIT,
    );
  if (args.offersPrompt && (!args.signedIn || args.notifications > 0)) await shown(shadow, '.offers-tooltip');

  if (args.opens === 'account') {
    shadow.querySelector<HTMLButtonElement>('.account__button')!.click();
    await waitFor(() => expect(shadow.querySelector<HTMLElement>('.account__panel')?.hidden).toBe(false), WAIT);
    if (!args.signedIn) await shown(shadow, 'form.sign-in');
  } else if (args.opens === 'stores') {
    await shown(shadow, '.stores-button');
    shadow.querySelector<HTMLButtonElement>('.stores-button')!.click();
    await waitFor(() => expect(shadow.querySelectorAll('.stores-dialog .store')).toHaveLength(3), WAIT);
  } else if (args.opens === 'bag' && args.phone) {
    shadow.querySelector<HTMLElement>('.cart-icon')!.click();
    await waitFor(
      () => expect(shadow.querySelectorAll('dialog.bag-drawer .line__name')).toHaveLength(STORY_BAG_COUNT),
      WAIT,
    );
  } else if (args.opens === 'bag') {
    shadow.querySelector<HTMLButtonElement>('.flyout-button')!.click();
    await waitFor(
      () => expect(shadow.querySelectorAll('.flyout .flyout__items li')).toHaveLength(STORY_BAG_COUNT),
      WAIT,
    );
  }
  markStoryReady(canvasElement);
}

const meta = {
  title: 'Widgets/Header/States',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: HEADER_HANDLERS },
    viewport: {
      options: {
        desktop1440: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        phone390: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  // NM's states: the HC header has no account menu, greeting, badge or offers tooltip (its account side is two
  // links), so under the toolbar's HC each play would wait 30 s for a part that never comes. Pinned, Storybook
  // shows the brand toolbar as set by the story. The HC header has its own stories (Shell, "HC (sister brand)").
  globals: { viewport: { value: 'desktop1440', isRotated: false }, brand: 'NM' },
  argTypes: {
    pageId: {
      name: 'page-id',
      control: 'select',
      options: ['HOME', 'PLP', 'SRP', 'PDP', 'CART', 'CHECKOUT', 'NMASSISTANCE', 'STORES'],
    },
    signedIn: { control: 'boolean' },
    notifications: { control: { type: 'number', min: 0, max: 500 } },
    bag: { control: { type: 'number', min: 0, max: 500 } },
    offersPrompt: { name: 'SPECIAL_OFFERS_PROMPT', control: 'boolean' },
    gender: { control: 'inline-radio', options: ['W', 'M'] },
    menDarkMode: { name: 'MEN_DARKMODE', control: 'boolean' },
    phone: { control: 'boolean' },
    opens: { control: 'inline-radio', options: ['nothing', 'account', 'stores', 'bag'] },
  },
  args: {
    pageId: 'HOME',
    signedIn: false,
    notifications: 0,
    bag: 0,
    offersPrompt: false,
    gender: 'W',
    menDarkMode: false,
    phone: false,
    opens: 'nothing',
  },
  beforeEach: ({ args }) => {
    const before = $config.get();
    writable($config).set(
      mergeConfig(location.hostname, {
        brand: before.brand,
        hosts: SAME_ORIGIN_HOSTS,
        miniCartApiUrl: '/dt/api/minicart',
        toggles: {
          GIFT_FINDER_ICON: true,
          WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true,
          DT_ORDER_HISTORY: true,
          ...NOTIFICATION_TOGGLES,
          SPECIAL_OFFERS_PROMPT: args.offersPrompt,
          MEN_DARKMODE: args.menDarkMode,
        },
        links: { nmCreditCardHash: 'nmcard' },
      }),
    );
    answerHeaderCalls({ notifications: args.notifications });
    // Shown again in every story (it is dismissed for the session once clicked).
    sessionStorage.removeItem('specialOffers');
    restoreOffersPromptFlag();
    resetNotifications();
    resetStores();
    resetSignInForm();
    document.cookie = 'dt_selected_zipcode=10001; path=/';
    document.cookie = 'dt_selected_store=02; path=/';
    writable($authPhase).set('none');
    if (args.signedIn) {
      writable($auth).set({
        token: 'story',
        jwtToken: 'story',
        userId: 'demo-user-1',
        ucaId: 'uca-alexandra',
        firstName: 'ALEXANDRA',
      });
      writable($session).set({
        customer: { isLoggedin: true, isGuest: false, customerId: 'demo-user-1' },
        profile: { securityStatus: 'Authenticated', firstName: 'ALEXANDRA' },
      });
    } else {
      writable($auth).set({});
      writable($session).set({
        customer: { isLoggedin: false, isGuest: true, customerId: 'guest-abc' },
        profile: { securityStatus: 'Anonymous' },
      });
    }
    chooseGender(args.gender);
    if (args.bag > 0) setCount(args.bag, 'page');
    else forgetCount();
    const restoreNavigate = stayInTheCatalogue();
    const restorePhone = args.phone ? stubPhoneQuery() : () => {};
    return () => {
      closeAccountMenu('toggle');
      closeMiniCart('bridge');
      resetStores();
      resetNotifications();
      restoreNavigate();
      restorePhone();
      forgetCount();
      writable($cart).set({ cart: null, setFromOutside: false });
      chooseGender('W');
      writable($config).set(before);
    };
  },
  play,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { phone: true } as const;
const PHONE_VIEWPORT = { viewport: { value: 'phone390', isRotated: false } };
const SIGNED_IN = { signedIn: true, notifications: 3, bag: 3 } as const;

/** header.md §2: a guest: "Sign In", "Shopping Bag". */
export const Guest: Story = { name: 'Guest, desktop' };
export const GuestPhone: Story = { name: 'Guest, phone', args: PHONE, globals: PHONE_VIEWPORT };

/** header.md §2, §4: "Welcome, Alexandra" with 3 notifications (2 new offers and a gift card), "Checkout 3". */
export const SignedIn: Story = { name: 'Signed in, counts 3, desktop', args: SIGNED_IN };
export const SignedInPhone: Story = {
  name: 'Signed in, counts 3, phone',
  args: { ...SIGNED_IN, ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §4: no new offers and no cards (the Evergreen offer never counts): no badge; an empty bag. */
export const CountsZero: Story = {
  name: 'Signed in, counts 0, desktop',
  args: { signedIn: true, notifications: 0, bag: 0 },
};
export const CountsZeroPhone: Story = {
  name: 'Signed in, counts 0, phone',
  args: { signedIn: true, notifications: 0, bag: 0, ...PHONE },
  globals: PHONE_VIEWPORT,
};

/**
 * Over 99: the badges read "99+" (the names say it too); the desktop button reads "Checkout 120". The gift cards'
 * answer has more than the 100 entries kept, and the header says so once, as it should (kept out of the console).
 */
const OVER_A_HUNDRED_CARDS = () => silenceExpectedErrors('only the first 100 are kept');
export const CountsOver99: Story = {
  name: 'Signed in, counts 99+, desktop',
  args: { signedIn: true, notifications: 140, bag: 120 },
  beforeEach: OVER_A_HUNDRED_CARDS,
};
export const CountsOver99Phone: Story = {
  name: 'Signed in, counts 99+, phone',
  args: { signedIn: true, notifications: 140, bag: 120, ...PHONE },
  globals: PHONE_VIEWPORT,
  beforeEach: OVER_A_HUNDRED_CARDS,
};

/** header.md §2 "Account menu" of a guest: "Sign In / Register", the inline sign-in form, the account links. */
export const AccountMenuGuest: Story = { name: 'Account menu open, guest, desktop', args: { opens: 'account' } };
export const AccountMenuGuestPhone: Story = {
  name: 'Account menu open, guest, phone',
  args: { opens: 'account', ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §2: "Hello, Alexandra", Your Account, the menu, "Not Alexandra? Sign Out". */
export const AccountMenuSignedIn: Story = {
  name: 'Account menu open, signed in, desktop',
  args: { ...SIGNED_IN, opens: 'account' },
};
export const AccountMenuSignedInPhone: Story = {
  name: 'Account menu open, signed in, phone',
  args: { ...SIGNED_IN, opens: 'account', ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §4 "Special offers tooltip": a guest is prompted to sign in. */
export const TooltipGuest: Story = { name: 'Offers tooltip, guest, desktop', args: { offersPrompt: true } };
export const TooltipGuestPhone: Story = {
  name: 'Offers tooltip, guest, phone',
  args: { offersPrompt: true, ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §4, §9: a customer sees the newest offer's message ($450 shoes and handbags gift card). */
export const TooltipSignedIn: Story = {
  name: 'Offers tooltip, signed in, desktop',
  args: { ...SIGNED_IN, offersPrompt: true },
};
export const TooltipSignedInPhone: Story = {
  name: 'Offers tooltip, signed in, phone',
  args: { ...SIGNED_IN, offersPrompt: true, ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §2 "Our Stores": the store list near the shopper's ZIP, their store marked (desktop: phones reach it from the mobile menu). */
export const StoresPanel: Story = { name: 'Our Stores open, desktop', args: { ...SIGNED_IN, opens: 'stores' } };

/** header.md §2: the desktop mini cart flyout (the mini-cart API's lines, the banner, Checkout at top and bottom). */
export const BagFlyout: Story = { name: 'Bag flyout open, desktop', args: { ...SIGNED_IN, opens: 'bag' } };
/** On a phone the bag icon opens the drawer for a signed-in shopper with items (minicart.md §2). */
export const BagDrawerPhone: Story = {
  name: 'Bag drawer open, phone',
  args: { ...SIGNED_IN, opens: 'bag', ...PHONE },
  globals: PHONE_VIEWPORT,
};

/** header.md §2: on the cart and checkout pages a customer's account is a plain link to the account, the bag its icon. */
export const CartSignedInPhone: Story = {
  name: 'page-id CART, signed in, phone',
  args: { ...SIGNED_IN, pageId: 'CART', ...PHONE },
  globals: PHONE_VIEWPORT,
};
export const CheckoutSignedIn: Story = {
  name: 'page-id CHECKOUT, signed in, desktop',
  args: { ...SIGNED_IN, pageId: 'CHECKOUT' },
};

/** header.md §4 "Gender": MEN_DARKMODE with the gender M: the panel takes the dark tokens too. */
export const MenDarkModeMenu: Story = {
  name: 'Men, dark mode, account menu open, desktop',
  args: { ...SIGNED_IN, gender: 'M', menDarkMode: true, opens: 'account' },
};
export const MenDarkModeTooltipPhone: Story = {
  name: 'Men, dark mode, offers tooltip, phone',
  args: { ...SIGNED_IN, gender: 'M', menDarkMode: true, offersPrompt: true, ...PHONE },
  globals: PHONE_VIEWPORT,
};
