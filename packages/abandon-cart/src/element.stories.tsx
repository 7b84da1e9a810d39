import { setCount, type ElementDefinition } from '@nm/core';
import { markStoryReady, StoryElement, storyPending } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { productPictureAnswer, stylyzeProducts, stylyzeShape } from '@nm/demo-host/catalogue';
import { decodeStylyze } from './api/stylyze';
import { keptRecommendations } from './model/recommendations';
import { $recommendations, type RecommendationsState } from './state/store';
import { Modal } from './ui/Modal';

/**
 * The abandon-cart modal's states: 3, 6 and 12
 * recommendations, none (the service failed or sent fewer than 3: the
 * reminder alone), still loading, pictures that fail (the no-image picture),
 * and the sister brand. Products are the demo catalogue's, in the stylyze
 * answer's shape, decoded as the element decodes them. The phone has no
 * story: the modal never shows on a phone or a tablet (header.md §5).
 */
const modalStoryElement: ElementDefinition<object> = {
  tag: 'nm-story-abandon-cart',
  component: () => <Modal onClose={() => {}} />,
  props: {},
  styles: ':host{display:contents}',
};

interface Args {
  /** How many products the service answered (0 when it failed). */
  products: number;
  status: RecommendationsState['status'];
  brokenImages: boolean;
  count: number;
}

function recommendations({ products, status, brokenImages }: Args): RecommendationsState {
  if (status !== 'ready')
    return {
      status,
      label: status === 'none' && products > 0 ? 'Still Deciding? You Might Also Like' : '',
      products: [],
    };
  const raw = stylyzeProducts('NM', undefined, products)
    .map(stylyzeShape)
    .map((product) =>
      brokenImages ? { ...product, media: { main: { dynamic: { url: '/img/products/missing.svg' } } } } : product,
    );
  const answer = decodeStylyze({ stylyze: { masterApiLabel: 'Still Deciding? You Might Also Like' }, products: raw })!;
  const kept = keptRecommendations(answer.products);
  return kept
    ? { status: 'ready', label: answer.label, products: kept }
    : { status: 'none', label: answer.label, products: [] };
}

/** Pictures that fail show the no-image picture only 500 ms after failing (minicart.md §8): until then the story is pending. */
function Story({ brokenImages }: Args) {
  return (
    <div style={{ minHeight: '720px' }} {...storyPending(brokenImages)}>
      <StoryElement definition={modalStoryElement} />
    </div>
  );
}

const meta = {
  title: 'Abandon cart/Modal',
  component: Story,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        images: http.get('/img/products/:file', ({ request }) => productPictureAnswer(request)),
      },
    },
  },
  // The stores the modal renders, as the element's state would hold them when it opens.
  beforeEach: ({ args }) => {
    $recommendations.set(recommendations(args));
    setCount(args.count, 'page');
  },
  args: { products: 12, status: 'ready', brokenImages: false, count: 3 },
  argTypes: {
    products: { control: 'inline-radio', options: [0, 2, 3, 6, 12, 20] },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'none'] },
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

export const ThreeRecommendations: S = { name: '3 recommendations (one slide)', args: { products: 3 } };
export const SixRecommendations: S = { name: '6 recommendations', args: { products: 6 } };
export const TwelveRecommendations: S = { name: '12 recommendations (4 slides)', args: { products: 12 } };
export const WithoutRecommendations: S = {
  name: 'Without recommendations (fewer than 3, or a failure)',
  args: { products: 2, status: 'none', count: 1 },
};
export const Loading: S = { name: 'Recommendations still loading', args: { status: 'loading' } };
export const NoImage: S = {
  name: 'Pictures that fail: the no-image picture',
  args: { products: 3, brokenImages: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('nm-story-abandon-cart')?.shadowRoot;
    await waitFor(() => expect(root?.querySelectorAll('[aria-label="No image available"]')).toHaveLength(3), {
      timeout: 5000,
    });
    markStoryReady(canvasElement);
  },
};
export const SisterBrand: S = { name: 'HC (sister brand)', args: { products: 6 }, globals: { brand: 'HC' } };
