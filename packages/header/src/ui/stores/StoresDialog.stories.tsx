import { $config, type ElementDefinition } from '@nm/core';
import { markStoryReady, StoryElement, storyPending, writable } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { STORY_STORES } from '../../storybook/headerAnswers';
import { followSelectedStore, resetStores } from '../../state/stores';
import { StoresButton } from './StoresButton';
import { STORES_CSS } from './styles';

const storesStoryElement: ElementDefinition<object> = {
  tag: 'nm-story-stores',
  component: () => <StoresButton />,
  props: {},
  styles: STORES_CSS,
};

function Story({ opens }: { opens: boolean }) {
  return (
    <div style={{ padding: '16px', minHeight: '560px' }} {...storyPending(opens)}>
      <StoryElement definition={storesStoryElement} />
    </div>
  );
}

const meta = {
  title: 'Header/Our Stores',
  component: Story,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        storesByAddress: http.get('/dt/api/storeList/storesByAddressOrCoordinates', () =>
          HttpResponse.json(STORY_STORES),
        ),
        // The chosen store's name on the button (its own file on the stores site).
        storeName: http.get('/info/:file', ({ params }) => {
          const store = STORY_STORES.find((s) => `${s.storeId}.json` === params.file);
          return store
            ? HttpResponse.json({ storeId: store.storeId, name: store.name })
            : new HttpResponse(null, { status: 404 });
        }),
      },
    },
  },
  // The shopper's ZIP and store, as the cookies hold them: opening searches near 10001 with store 02 chosen. The
  // stores site is the story's own origin (its name file answered above), so nothing leaves the machine.
  beforeEach: () => {
    resetStores();
    document.cookie = 'dt_selected_zipcode=10001; path=/';
    document.cookie = 'dt_selected_store=02; path=/';
    const config = $config.get();
    writable($config).set({ ...config, hosts: { ...config.hosts, stores: '' } });
    return () => writable($config).set(config);
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** What the header's start-up does on a page (state/start.ts): the chosen store's name, looked up once MSW answers. */
const lookUpChosenStore = () => followSelectedStore();

export const Button: S = { args: { opens: false }, play: lookUpChosenStore };
export const StoresPanel: S = {
  args: { opens: true },
  play: async ({ canvasElement }) => {
    await lookUpChosenStore();
    const host = canvasElement.querySelector('nm-story-stores');
    await waitFor(() => expect(host?.shadowRoot?.querySelector('.stores-button')).toBeTruthy(), { timeout: 5000 });
    host!.shadowRoot!.querySelector<HTMLButtonElement>('.stores-button')!.click();
    await waitFor(() => expect(host!.shadowRoot!.querySelectorAll('.store')).toHaveLength(3), { timeout: 5000 });
    markStoryReady(canvasElement);
  },
};
