import { $config, chooseGender } from '@nm/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { markStoryReady, StoryElement, storyPending, writable } from '@nm/core/storybook';
import { clearSuggestionCache } from './api/suggestionCache';
import { searchElement } from './element';
import { searchElementMeta } from './element.meta';
import { RECENT_SEARCHES_KEY } from './model/constants';
import { pictureHandlers, stubPhone, stubSearchFetch, type FetchMode } from './storybook/fixtures';

interface SearchStoryArgs {
  placeholder: string;
  /** The element's `value`: the text the box starts with (a results page's term). */
  value: string;
  /** Toggles in $config.toggles (header.md §9). */
  toggles: Record<string, boolean>;
  /** Seeded into local storage (SRP_SEARCH_RECENT_KEYWORDS). */
  recent: string[];
  /** How the stand-in type-ahead service answers. */
  service: FetchMode;
  phone: boolean;
  /**
   * The story's play function opens the panel or a modal: the wrapper is
   * marked `data-story-pending` until it has, so the axe check
   * (test/e2e/stories.test.ts) sees the open state.
   */
  opensPanel: boolean;
}

function Search({ placeholder, value, opensPanel }: SearchStoryArgs) {
  return (
    <div style={{ width: '100%', minHeight: '560px', paddingTop: '8px' }} {...storyPending(opensPanel)}>
      <StoryElement definition={searchElement} props={{ placeholder, value }} />
    </div>
  );
}

async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('nm-search');
  await waitFor(
    () =>
      expect(
        host?.shadowRoot?.querySelector('input[role="combobox"], button.collapsed-trigger, button.phone-trigger'),
      ).toBeTruthy(),
    { timeout: 5000 },
  );
  return host!.shadowRoot!;
}

/** Focuses the box and types, as a shopper would (React listens for input events on the real value). */
function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

const combobox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[role="combobox"]')!;

const meta = {
  title: 'Widgets/Search',
  component: Search,
  parameters: {
    layout: 'padded',
    docs: { description: { component: searchElementMeta.description } },
    // Product pictures come from a same-site path MSW answers (the URL policy takes no inline data: pictures).
    msw: { handlers: pictureHandlers },
  },
  argTypes: {
    placeholder: { description: searchElementMeta.props.placeholder.description, control: 'text' },
    value: { description: searchElementMeta.props.value?.description, control: 'text' },
    toggles: {
      description: 'Feature toggles (TYPEAHEAD, GENDER_TYPEAHEAD, COLLAPSED_SEARCH_BAR, HIDE_SNAP_FIND_SHOP…)',
      control: 'object',
    },
    recent: { description: 'Recent searches in local storage', control: 'object' },
    service: {
      description: 'How the stand-in type-ahead service answers',
      control: 'inline-radio',
      options: ['answer', 'empty', 'pending', 'first-only'],
    },
    phone: { description: 'Render as on a phone (the full-screen modal)', control: 'boolean' },
    opensPanel: { control: false, table: { disable: true } },
  },
  args: {
    placeholder: 'Search',
    value: '',
    toggles: { TYPEAHEAD: true },
    recent: [],
    service: 'answer',
    phone: false,
    opensPanel: false,
  },
  beforeEach: ({ args }) => {
    const config = $config.get();
    writable($config).set({
      ...config,
      hosts: { ...config.hosts, typeahead: '', lambda: '' },
      toggles: args.toggles,
      profile: { countryPreference: 'US' },
    });
    chooseGender('W');
    // The type-ahead cache is the page's: one story's answers must not show in the next (Loading after Typing).
    clearSuggestionCache();
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(args.recent));
    const restoreFetch = stubSearchFetch(args.service);
    const restorePhone = args.phone ? stubPhone() : () => {};
    return () => {
      restoreFetch();
      restorePhone();
      localStorage.removeItem(RECENT_SEARCHES_KEY);
    };
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box before the shopper reaches it. */
export const Idle: Story = {};

/**
 * header.md §4: focus on the empty box shows recent searches (title case) and Clear History; each has a
 * remove button (outside the listbox, reached with Tab, named "Remove … from recent searches").
 */
export const EmptyFocusWithRecentSearches: Story = {
  name: 'Empty focus: recent searches with remove buttons (TYPEAHEAD)',
  args: { opensPanel: true, recent: ['maison verlaine', 'red shoes', 'cashmere coat'] },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    combobox(root).focus();
    await waitFor(() =>
      expect([...root.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
        'Maison Verlaine',
        'Red Shoes',
        'Cashmere Coat',
      ]),
    );
    await waitFor(() => expect(root.querySelector('.clear-history')).toBeTruthy());
    await waitFor(() => expect(root.querySelectorAll('.recent__remove button')).toHaveLength(3));
    markStoryReady(canvasElement);
  },
};

/**
 * header.md §3, §5: up to 10 suggestions and 3 products on the desktop; a marked-down price struck through; the typed
 * part of each suggestion in <mark>; the clear (x) button in the box.
 */
export const TypingWithSuggestionsAndProducts: Story = {
  name: 'Typing: suggestions and products (TYPEAHEAD)',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'mais');
    await waitFor(() => expect(root.querySelectorAll('.option--product')).toHaveLength(3), { timeout: 3000 });
    await waitFor(() =>
      expect(root.querySelector('[role="status"]')?.textContent).toBe('4 suggestions and 3 products'),
    );
    markStoryReady(canvasElement);
  },
};

/** While the answer is on its way the panel shows placeholders (and no listbox). */
export const Loading: Story = {
  args: { opensPanel: true, service: 'pending' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'mais');
    await waitFor(() => expect(root.querySelector('.loading')).toBeTruthy());
    markStoryReady(canvasElement);
  },
};

/** header.md §8: the panel's no-results message. */
export const NoResults: Story = {
  name: 'No results (TYPEAHEAD)',
  args: { opensPanel: true, service: 'empty' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'zzqx');
    await waitFor(
      () =>
        expect(root.querySelector('.no-results')?.textContent).toBe('We weren\'t able to find any results for "zzqx"'),
      { timeout: 3000 },
    );
    markStoryReady(canvasElement);
  },
};

/** header.md §7: the HC brand asks the auto-suggest service; suggestions only. */
export const HcBrand: Story = {
  name: 'HC brand: suggestions only (TYPEAHEAD)',
  globals: { brand: 'HC' },
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'velvet');
    await waitFor(() => expect(root.querySelectorAll('.option--suggestion')).toHaveLength(4), { timeout: 3000 });
    markStoryReady(canvasElement);
  },
};

/** header.md §2, §5: WOMEN / MEN tabs with GENDER_TYPEAHEAD (or HP_GENDER, SRP_GENDER). */
export const GenderTabs: Story = {
  name: 'Gender tabs (GENDER_TYPEAHEAD)',
  args: { opensPanel: true, toggles: { TYPEAHEAD: true, GENDER_TYPEAHEAD: true } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'aldo');
    await waitFor(
      () =>
        expect([...root.querySelectorAll('.gender button')].map((b) => b.getAttribute('aria-pressed'))).toEqual([
          'true',
          'false',
        ]),
      { timeout: 3000 },
    );
    // The tabs show at once, the answer after the debounce.
    await waitFor(() => expect(root.querySelectorAll('.option--product')).toHaveLength(3), { timeout: 3000 });
    markStoryReady(canvasElement);
  },
};

/** header.md §2: COLLAPSED_SEARCH_BAR: a Search button opening a modal with recent searches and the type-ahead. */
export const CollapsedModal: Story = {
  name: 'Collapsed search bar modal (COLLAPSED_SEARCH_BAR)',
  args: { opensPanel: true, toggles: { TYPEAHEAD: true, COLLAPSED_SEARCH_BAR: true }, recent: ['maison verlaine'] },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    root.querySelector<HTMLButtonElement>('button.collapsed-trigger')!.click();
    await waitFor(() => expect(root.querySelector('dialog[open] [role="option"]')).toBeTruthy(), { timeout: 3000 });
    await waitFor(() => expect(document.body.classList.contains('search-modal-open')).toBe(true));
    markStoryReady(canvasElement);
  },
};

/** header.md §2: on a phone, focus opens the full-screen modal with a reset button and "SNAP. FIND. SHOP.". */
export const PhoneModal: Story = {
  name: 'Phone modal (TYPEAHEAD)',
  args: { opensPanel: true, phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('button.phone-trigger')).toBeTruthy(), { timeout: 3000 });
    root.querySelector<HTMLButtonElement>('button.phone-trigger')!.focus();
    await waitFor(() => expect(root.querySelector('dialog[open] input[role="combobox"]')).toBeTruthy(), {
      timeout: 3000,
    });
    typeInto(combobox(root), 'odile');
    await waitFor(() => expect(root.querySelectorAll('dialog .option--product')).toHaveLength(4), { timeout: 3000 });
    await waitFor(() => expect(root.querySelector('.camera-link')?.textContent).toContain('SNAP. FIND. SHOP.'));
    markStoryReady(canvasElement);
  },
};

/** Products and no suggestions ("dress"): three tiles of one fixed, picture-led width, centred. */
export const ProductsOnly: Story = {
  name: 'Typing: products only (TYPEAHEAD)',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'dress');
    await waitFor(() => expect(root.querySelectorAll('.option--product')).toHaveLength(3), { timeout: 3000 });
    await expect(root.querySelectorAll('.option--suggestion')).toHaveLength(0);
    markStoryReady(canvasElement);
  },
};

/** header.md §4: Down moves the highlight; a highlighted suggestion shows its text in the box. */
export const HighlightedOption: Story = {
  name: 'Highlighted option (Down, Down)',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const box = combobox(root);
    typeInto(box, 'aldo');
    await waitFor(() => expect(root.querySelectorAll('.option--product')).toHaveLength(3), { timeout: 3000 });
    for (let i = 0; i < 2; i++)
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
      );
    await waitFor(() => expect(root.querySelector('.option--highlighted')?.textContent).toBe('aldo castellani shoes'));
    await waitFor(() => expect(box.value).toBe('aldo castellani shoes'));
    markStoryReady(canvasElement);
  },
};

/** The typed part marked wherever a word of the suggestion starts with it ("verl" in "maison verlaine"). */
export const HighlightedMatch: Story = {
  name: 'Highlighted match (<mark>)',
  args: { opensPanel: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeInto(combobox(root), 'verl');
    await waitFor(() => expect(root.querySelector('.option--suggestion mark')?.textContent).toBe('verl'), {
      timeout: 3000,
    });
    markStoryReady(canvasElement);
  },
};

/**
 * "mai" was answered; "mais" shows at once what that answer holds for "mais", narrowed on
 * the page, while its own request waits (here it never answers, so the instant answer stays on screen).
 */
export const InstantCachedAnswer: Story = {
  name: 'Instant answer from the page cache',
  args: { opensPanel: true, service: 'first-only' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const box = combobox(root);
    typeInto(box, 'mai');
    await waitFor(() => expect(root.querySelectorAll('.option--product')).toHaveLength(3), { timeout: 3000 });
    typeInto(box, 'maiso');
    await waitFor(() => expect(root.querySelector('.option--suggestion mark')?.textContent).toBe('maiso'));
    await expect(root.querySelector('.loading')).toBeNull();
    markStoryReady(canvasElement);
  },
};

/** Removing one recent search (here the second) leaves the others and says so in the status region. */
export const RecentSearchRemoved: Story = {
  name: 'Recent search removed',
  args: { opensPanel: true, recent: ['maison verlaine', 'red shoes', 'cashmere coat'] },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    combobox(root).focus();
    await waitFor(() => expect(root.querySelectorAll('.recent__remove button')).toHaveLength(3));
    root.querySelectorAll<HTMLButtonElement>('.recent__remove button')[1]!.click();
    await waitFor(() =>
      expect([...root.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
        'Maison Verlaine',
        'Cashmere Coat',
      ]),
    );
    await waitFor(() =>
      expect(root.querySelector('[role="status"]')?.textContent).toBe('Removed Red Shoes from recent searches'),
    );
    markStoryReady(canvasElement);
  },
};

/** On a phone the header shows a button that reads as a search field (magnifier, "Search"). */
export const PhoneTrigger: Story = {
  name: 'Phone header trigger (TYPEAHEAD)',
  args: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** header.md §2: the phone modal with HIDE_SNAP_FIND_SHOP on: no camera link. */
export const PhoneModalWithoutCamera: Story = {
  name: 'Phone modal (TYPEAHEAD + HIDE_SNAP_FIND_SHOP)',
  args: { opensPanel: true, phone: true, toggles: { TYPEAHEAD: true, HIDE_SNAP_FIND_SHOP: true } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    root.querySelector<HTMLButtonElement>('button.phone-trigger')!.click();
    await waitFor(() => expect(root.querySelector('dialog[open] input[role="combobox"]')).toBeTruthy(), {
      timeout: 3000,
    });
    typeInto(combobox(root), 'dress');
    await waitFor(() => expect(root.querySelectorAll('dialog .option--product')).toHaveLength(4), { timeout: 3000 });
    await expect(root.querySelector('.camera-link')).toBeNull();
    markStoryReady(canvasElement);
  },
};

/** `value`: on a results page the box keeps the term searched; the type-ahead is asked only once the shopper is in it. */
export const ResultsPageTerm: Story = {
  name: 'Results page: the term kept in the box (value)',
  args: { value: 'silk scarf' },
};
