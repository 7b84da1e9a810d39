import { $auth, $config, $session, mergeConfig, type Brand, type ElementDefinition } from '@nm/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { markStoryReady, StoryElement, storyPending, writable } from '@nm/core/storybook';
import { stayInTheCatalogue } from '../../storybook/headerAnswers';
import { closeAccountMenu, resetSignInForm } from '../../state/account';
import { AccountArea, type AccountAreaProps } from './AccountArea';
import { ACCOUNT_CSS } from './styles';

/**
 * The account area alone, in a story-only element with the header's sheets
 * (brand tokens, base, ACCOUNT_CSS), so it shows in a shadow root exactly as
 * inside <nm-header>. The whole header's stories show it in place.
 */
const accountStoryElement: ElementDefinition<AccountAreaProps> = {
  tag: 'nm-account-story',
  component: AccountArea,
  props: {
    pageId: { kind: 'string', default: 'HOME' },
    brand: { kind: 'string', default: undefined },
    notificationCount: { kind: 'number', default: 0 },
  },
  styles: ACCOUNT_CSS,
};

interface AccountStoryArgs {
  pageId: string;
  brand: Brand;
  notificationCount: number;
  /** The ucaProfileData first name of a signed-in shopper; empty for a guest. */
  signedInAs: string;
  toggles: Record<string, boolean>;
  nmCreditCardHash: string;
  /** The play function opens the panel (the wrapper is pending until then, so axe sees it open). */
  opensPanel: boolean;
}

function Account({ pageId, brand, notificationCount, opensPanel }: AccountStoryArgs) {
  return (
    <div
      style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '620px', padding: '8px' }}
      {...storyPending(opensPanel)}
    >
      <StoryElement definition={accountStoryElement} props={{ pageId, brand, notificationCount }} />
    </div>
  );
}

async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('nm-account-story');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('a, button')).toBeTruthy(), { timeout: 5000 });
  return host!.shadowRoot!;
}

async function openPanel(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const root = await shadowOf(canvasElement);
  root.querySelector<HTMLButtonElement>('.account__button')!.click();
  await waitFor(() => expect(root.querySelector<HTMLElement>('.account__panel')?.hidden).toBe(false));
  return root;
}

const meta = {
  title: 'Widgets/Header/Account',
  component: Account,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'header.md §2 "Account menu", "Your account panel button", "Inline sign-in form", sister-brand variant.',
      },
    },
  },
  argTypes: {
    pageId: {
      control: 'inline-radio',
      options: ['HOME', 'PLP', 'SRP', 'PDP', 'CART', 'CHECKOUT'],
      description: 'header.md §2 page identifier: CART and CHECKOUT make it a plain Sign In link.',
    },
    brand: { control: 'inline-radio', options: ['NM', 'HC'], description: 'NM or HC (the sister-brand links).' },
    notificationCount: {
      control: { type: 'number', min: 0, max: 500 },
      description: 'header.md §4 "Notifications": the panel button\'s badge.',
    },
    signedInAs: {
      control: 'text',
      description: 'First name of a signed-in shopper (ucaProfileData, securityStatus Authenticated); empty: a guest.',
    },
    toggles: { control: 'object', description: 'WKY_LINK_TO_SPECIAL_OFFERS_PAGE, DT_ORDER_HISTORY' },
    nmCreditCardHash: {
      control: 'text',
      description: 'links.nmCreditCardHash in the page config; empty: no NM Credit Card item.',
    },
    opensPanel: { control: false, table: { disable: true } },
  },
  args: {
    pageId: 'HOME',
    brand: 'NM',
    notificationCount: 0,
    signedInAs: '',
    toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true, DT_ORDER_HISTORY: true },
    nmCreditCardHash: 'nmcard',
    opensPanel: false,
  },
  beforeEach: ({ args }) => {
    writable($config).set(
      mergeConfig(location.hostname, {
        brand: args.brand,
        toggles: args.toggles,
        links: args.nmCreditCardHash ? { nmCreditCardHash: args.nmCreditCardHash } : {},
      }),
    );
    writable($auth).set({});
    writable($session).set(
      args.signedInAs
        ? {
            customer: { isLoggedin: true, isGuest: false, customerId: 'story' },
            profile: { securityStatus: 'Authenticated', firstName: args.signedInAs },
          }
        : { customer: { isLoggedin: false, isGuest: true }, profile: {} },
    );
    resetSignInForm();
    const restoreNavigate = stayInTheCatalogue();
    return () => {
      closeAccountMenu('toggle');
      restoreNavigate();
    };
  },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: "Sign In". */
export const Guest: Story = {};

/** Signed in: "Welcome, {name}" with three notifications (the count is in the button's name). */
export const SignedIn: Story = { args: { signedInAs: 'ann', notificationCount: 3 } };

/** The disclosure open for a signed-in shopper: "Hello, {name}", Your Account, the menu, "Not {name}? Sign Out". */
export const SignedInMenuOpen: Story = {
  name: 'Signed in: menu open',
  args: { signedInAs: 'ann', notificationCount: 3, opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await openPanel(canvasElement);
    await expect(root.querySelector('.account__hello')?.textContent).toBe('Hello, Ann');
    markStoryReady(canvasElement);
  },
};

/** A guest's panel: "Sign In / Register", the inline sign-in form (its own chunk) and the account links (sign in first). */
export const GuestMenuOpen: Story = {
  name: 'Guest: menu open with the sign-in form',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await openPanel(canvasElement);
    await waitFor(() => expect(root.querySelector('form.sign-in')).toBeTruthy(), { timeout: 5000 });
    markStoryReady(canvasElement);
  },
};

/** A failed sign-in: the email kept, the message, focus on the email. */
export const SignInFailed: Story = {
  name: 'Guest: sign-in failed',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await openPanel(canvasElement);
    await waitFor(() => expect(root.querySelector('form.sign-in')).toBeTruthy(), { timeout: 5000 });
    root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ann@example.com';
    root.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'wrong';
    root.querySelector<HTMLFormElement>('form.sign-in')!.requestSubmit();
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toBeTruthy());
    markStoryReady(canvasElement);
  },
};

/** header.md §2: on cart and checkout pages the area is a plain Sign In link. */
export const CartPage: Story = { name: 'CART page: plain Sign In link', args: { pageId: 'CART' } };

/** The sister brand (HC): ASSISTANCE and YOUR ACCOUNT. */
export const Hc: Story = { name: 'HC variant', args: { brand: 'HC' } };

/** header.md §5: a long name shows its first 11 characters; a count over 99 shows 99+. */
export const LongName: Story = {
  name: 'Long name, 99+ notifications, menu open',
  args: { signedInAs: 'maximiliana+josephine', notificationCount: 140, opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await openPanel(canvasElement);
    await expect(root.querySelector('.account__label')?.textContent).toBe('Welcome, Maximiliana');
    markStoryReady(canvasElement);
  },
};

/** Special Offers hidden (toggle off), no NM Credit Card hash configured, order history on the account page. */
export const MinimalMenu: Story = {
  name: 'Signed in: no Special Offers, no credit card hash',
  args: { signedInAs: 'ann', toggles: {}, nmCreditCardHash: '', opensPanel: true },
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement);
    markStoryReady(canvasElement);
  },
};
