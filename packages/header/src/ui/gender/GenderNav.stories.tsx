import { $config, chooseGender, mergeConfig, setPageLocation, type ElementDefinition, type Gender } from '@nm/core';
import { fakePageLocation, StoryElement, writable } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenderNav } from './GenderNav';
import { GENDER_NAV_CSS } from './styles';

const genderStoryElement: ElementDefinition<object> = {
  tag: 'nm-story-gender',
  component: () => <GenderNav pageId="HOME" />,
  props: {},
  styles: GENDER_NAV_CSS,
};

function Story(_args: { gender: Gender }) {
  return (
    <div style={{ padding: '16px' }}>
      <StoryElement definition={genderStoryElement} />
    </div>
  );
}

const meta = {
  title: 'Header/Gender',
  component: Story,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    writable($config).set(mergeConfig(location.hostname, { toggles: { HP_GENDER: true } }));
    chooseGender(args.gender);
    // A choice stays in the catalogue.
    return setPageLocation(fakePageLocation({ onAssign: (url) => console.info(`[story] would go to ${url}`) }));
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

export const Women: S = { args: { gender: 'W' } };
export const Men: S = { args: { gender: 'M' } };
