/** Story-only helpers, `@nm/core/storybook`: kept out of the package's main entry so the bundle never carries them. */
export { StoryElement, type StoryElementProps } from './StoryElement';
export { markStoryReady, storyPending } from './pending';
