import { $config, chooseGender, forgetCount, setCount, type Gender } from '@nm/core';
import { markStoryReady, StoryElement, storyPending, writable } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { headerElement } from './element';
import { headerElementMeta } from './element.meta';
import { PAGE_IDS } from './model/pageId';
import { stubPhoneQuery } from './storybook/headerAnswers';

interface HeaderStoryArgs {
  pageId: string;
  /** The `brand` attribute ('' : the config's, the toolbar's Brand). */
  brand: string;
  /** Toggles in $config.toggles (header.md §9): GIFT_FINDER_ICON, MEN_DARKMODE, STICKY_HEADER_DESKTOP, COLLAPSED_SEARCH_BAR… */
  toggles: Record<string, boolean>;
  /** The shared `$gender` store. */
  gender: Gender;
  /** The shared count (`setCount`), shown by the bag inside the header. */
  count: number;
  /** Render the phone header (the script's media query; the story's viewport should be the phone). */
  phone: boolean;
  /** Adds a tall page under the header and scrolls it, to show the sticky states. */
  scrolls: boolean;
}

/** As a page writes it: the element with its fallback markup inside (hidden once it renders). */
function Header({ pageId, brand, scrolls }: HeaderStoryArgs) {
  return (
    <div {...storyPending(scrolls)}>
      <StoryElement definition={headerElement} props={{ pageId, brand: brand || undefined }} />
      {scrolls && (
        <div style={{ height: '4000px', padding: '24px', font: '14px sans-serif' }}>
          Page content (scrolled by the story)
        </div>
      )}
    </div>
  );
}

async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('nm-header');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.header .logo')).toBeTruthy(), { timeout: 5000 });
  return host!.shadowRoot!;
}

/** Scrolls the story's page, past the 90 ms throttle and the reading frame. */
async function scrollTo(y: number): Promise<void> {
  window.scrollTo(0, y);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const meta = {
  title: 'Widgets/Header/Shell',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: headerElementMeta.description } },
  },
  argTypes: {
    pageId: {
      name: 'page-id',
      description: headerElementMeta.props.pageId.description,
      control: 'select',
      options: [...PAGE_IDS],
    },
    brand: {
      description: headerElementMeta.props.brand.description,
      control: 'inline-radio',
      options: ['', 'NM', 'HC'],
    },
    toggles: {
      description: 'Feature toggles (GIFT_FINDER_ICON, MEN_DARKMODE, STICKY_HEADER_DESKTOP, COLLAPSED_SEARCH_BAR…)',
      control: 'object',
    },
    gender: { description: 'The shared gender ($gender)', control: 'inline-radio', options: ['W', 'M'] },
    count: { description: 'Items in the bag (the shared count)', control: { type: 'number', min: 0, max: 999 } },
    phone: { description: 'Render as on a phone', control: 'boolean' },
    scrolls: { control: false, table: { disable: true } },
  },
  args: {
    pageId: 'HOME',
    brand: '',
    toggles: { GIFT_FINDER_ICON: true },
    gender: 'W',
    count: 2,
    phone: false,
    scrolls: false,
  },
  beforeEach: ({ args }) => {
    const config = $config.get();
    writable($config).set({
      ...config,
      hosts: { ...config.hosts, api: '', typeahead: '', lambda: '' },
      toggles: args.toggles,
    });
    chooseGender(args.gender);
    setCount(args.count, 'page');
    const restorePhone = args.phone ? stubPhoneQuery() : () => {};
    return () => {
      restorePhone();
      window.scrollTo(0, 0);
      forgetCount();
      chooseGender('W');
    };
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** header.md §1, §2: logo, search, gift finder, the "Checkout {n}" button. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('.flyout-button')?.textContent).toBe('Checkout 2'));
  },
};

/** header.md §2: the phone header: hamburger, logo, gift finder, the bag icon; the search on its own row. */
export const Phone: Story = {
  args: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('button.menu-button')?.getAttribute('aria-expanded')).toBe('false'));
  },
};

/** header.md §1, §2 "Sister-brand header variant": its own logo and tokens. */
export const SisterBrand: Story = {
  name: 'HC (sister brand)',
  globals: { brand: 'HC' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await expect(root.querySelector('a.logo')?.getAttribute('aria-label')).toBe('Horchow home');
  },
};

export const SisterBrandPhone: Story = {
  name: 'HC, phone',
  args: { phone: true },
  globals: { brand: 'HC', viewport: { value: 'phone', isRotated: false } },
};

/** header.md §4 "Gender": MEN_DARKMODE with the gender M. */
export const MenDarkMode: Story = {
  name: 'Men, dark mode (MEN_DARKMODE)',
  args: { gender: 'M', toggles: { GIFT_FINDER_ICON: true, MEN_DARKMODE: true } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await expect(root.querySelector('.header')?.getAttribute('data-theme')).toBe('dark');
  },
};

export const MenDarkModePhone: Story = {
  name: 'Men, dark mode, phone',
  args: { gender: 'M', phone: true, toggles: { GIFT_FINDER_ICON: true, MEN_DARKMODE: true } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** header.md §2: on the cart page no mini-cart flyout: the bag icon (and the account is a plain Sign In link). */
export const CartPage: Story = {
  name: 'page-id CART',
  args: { pageId: 'CART' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('a.cart-icon')).toBeTruthy());
  },
};

export const CheckoutPage: Story = {
  name: 'page-id CHECKOUT',
  args: { pageId: 'CHECKOUT' },
};

/** header.md §4: phone, scrolled down past 80 px (hidden) and back up: stuck to the top, search exposed. */
export const StickyPhoneScrolledUp: Story = {
  name: 'Sticky, phone: scrolled down then up',
  // STICKY_HEADER_DESKTOP too: where the frame is wider than a phone (the stories' axe run), the same journey holds.
  args: { phone: true, scrolls: true, toggles: { GIFT_FINDER_ICON: true, STICKY_HEADER_DESKTOP: true } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await scrollTo(600);
    await waitFor(() => expect(root.querySelector('.header')?.hasAttribute('data-hidden')).toBe(true));
    await scrollTo(500);
    await waitFor(() => expect(root.querySelector('.header')?.hasAttribute('data-sticky')).toBe(true));
    markStoryReady(canvasElement);
  },
};

/** header.md §4: STICKY_HEADER_DESKTOP: shown again scrolling up, shadowed once the page has left the top. */
export const StickyDesktopShadowed: Story = {
  name: 'Sticky, desktop: shadowed (STICKY_HEADER_DESKTOP)',
  args: { scrolls: true, toggles: { GIFT_FINDER_ICON: true, STICKY_HEADER_DESKTOP: true } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await scrollTo(600);
    await waitFor(() => expect(root.querySelector('.header')?.hasAttribute('data-hidden')).toBe(true));
    await scrollTo(500);
    await waitFor(() => expect(root.querySelector('.header')?.hasAttribute('data-shadowed')).toBe(true));
    markStoryReady(canvasElement);
  },
};
