import { $count, forgetCount } from '@nm/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, waitFor } from 'storybook/test';
import { StoryElement, writable } from '@nm/core/storybook';
import { miniCartElement } from './element';
import { miniCartElementMeta } from './element.meta';

interface MiniCartStoryArgs {
  /** The shared `$count` store, as the cart service or a host event would set it. */
  count: number;
  /** The `show-zero-value` attribute. */
  showZeroValue: boolean;
}

/**
 * The real `<nm-minicart>` (shadow root, brand tokens, adopted sheets), not
 * the bare CartIcon: what the host page gets. The count lives in the shared
 * store, set by `beforeEach` below, so the element reads it as it does on a page.
 */
function MiniCart({ showZeroValue }: MiniCartStoryArgs) {
  return <StoryElement definition={miniCartElement} props={{ showZeroValue }} />;
}

/** The badge inside the element's shadow root, once React has rendered it. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('nm-minicart');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('a.cart-icon')).toBeTruthy());
  return host!.shadowRoot!;
}

function expectBadge(text: string | null, label: string): StoryObj<typeof meta>['play'] {
  return async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement);
    await waitFor(async () => {
      await expect(shadow.querySelector('a.cart-icon')?.getAttribute('aria-label')).toBe(label);
      await expect(shadow.querySelector('.badge')?.textContent ?? null).toBe(text);
    });
  };
}

const meta = {
  title: 'Widgets/Mini cart/Icon',
  component: MiniCart,
  parameters: {
    docs: { description: { component: miniCartElementMeta.description } },
  },
  argTypes: {
    count: {
      description:
        'Items in the bag: the shared `$count` store (set by the cart service, host events or `window.minicart`).',
      control: { type: 'number', min: 0, max: 99_999, step: 1 },
    },
    showZeroValue: {
      name: 'show-zero-value',
      description: miniCartElementMeta.props.showZeroValue.description,
      control: 'boolean',
    },
  },
  args: { count: 0, showZeroValue: false },
  beforeEach: ({ args }) => {
    writable($count).set(args.count);
    return () => writable($count).set(0);
  },
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** minicart.md §2: an empty bag shows no badge. */
export const Empty: Story = {
  play: expectBadge(null, 'Shopping Bag, 0 items'),
};

export const EmptyShowingZero: Story = {
  name: 'Empty, show-zero-value',
  args: { showZeroValue: true },
  play: expectBadge('0', 'Shopping Bag, 0 items'),
};

/**
 * A first visit, before the count call answers (1 s after load): no badge at all, even with
 * show-zero-value, rather than a "0" that turns into "4".
 */
export const CountNotKnownYet: Story = {
  name: 'Count not known yet (first visit), show-zero-value',
  args: { showZeroValue: true },
  beforeEach: () => forgetCount(),
  play: expectBadge(null, 'Shopping Bag'),
};

export const OneItem: Story = {
  args: { count: 1 },
  play: expectBadge('1', 'Shopping Bag, 1 item'),
};

export const SeveralItems: Story = {
  args: { count: 3 },
  play: expectBadge('3', 'Shopping Bag, 3 items'),
};

/** Above 99 the badge reads "99+", and the accessible name says the same (label in name). */
export const ManyItems: Story = {
  args: { count: 120 },
  play: expectBadge('99+', 'Shopping Bag, 99+ items'),
};

/** The HC brand's tokens (pinned here; the toolbar's Brand switch does the same for any story). */
export const HcBrand: Story = {
  name: 'HC brand',
  args: { count: 3 },
  globals: { brand: 'HC' },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement);
    const badge = shadow.querySelector('.badge');
    await waitFor(() => expect(badge && getComputedStyle(badge).backgroundColor).toBe('rgb(90, 62, 43)'));
  },
};

/**
 * A host page restyles the badge through the public `--nm-*` custom
 * properties, which inherit into the shadow root (page selectors do not).
 */
export const HostOverridesToken: Story = {
  name: 'Host page overrides --nm-color-badge-bg',
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ '--nm-color-badge-bg': '#0b5fff' } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement);
    const badge = shadow.querySelector('.badge');
    await waitFor(() => expect(badge && getComputedStyle(badge).backgroundColor).toBe('rgb(11, 95, 255)'));
  },
};
