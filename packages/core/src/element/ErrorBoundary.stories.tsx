import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { silenceExpectedErrors } from '../storybook/logs';
import { StoryElement } from '../storybook/StoryElement';
import type { ElementDefinition } from './defineElement';
import { RENDER_ERROR_TEXT } from './ErrorBoundary';

/** A widget that fails while rendering, as a bad cart answer might make one. */
function Broken(): never {
  throw new Error('Story: this widget always fails to render');
}

/** Story-only element: the same base as every `nm-*` element, with a component that throws. */
const brokenElement: ElementDefinition<Record<string, never>> = {
  tag: 'nm-story-broken',
  component: Broken,
  props: {},
  styles: '',
};

function BrokenElement() {
  return <StoryElement definition={brokenElement} />;
}

const meta = {
  title: 'Foundation/Error boundary',
  component: BrokenElement,
  parameters: {
    docs: {
      description: {
        component:
          'Every element renders inside its own error boundary (minicart.md §2, §8): a render failure shows this text and is logged once, and the other widgets on the page keep working.',
      },
    },
  },
} satisfies Meta<typeof BrokenElement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailure: Story = {
  name: 'Render failure',
  // The boundary logs the failure it caught, once, as it should: the story's point, not a red line for the designer.
  beforeEach: () => silenceExpectedErrors('failed to render'),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('nm-story-broken');
    await waitFor(() => expect(host?.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(RENDER_ERROR_TEXT));
  },
};
