/** Story-only helpers, `@nm/core/storybook`: kept out of the package's main entry so the bundle never carries them. */
export { STORY_NOW } from './clock';
export { StoryElement } from './StoryElement';
export { markStoryReady, storyPending } from './pending';
/** A story's deliberate failure logged out of the console (the stories' check fails on any other error logged). */
export { silenceExpectedErrors } from './logs';
/** A story's page location that never leaves the story (the test fake, with `onAssign` to log). */
export { fakePageLocation } from '../testing/pageLocation';
/** A read-only shared store, writable for a story's state (`$count`, `$session`, …). */
export { writable } from '../testing/writable';
/** Every service host the story's own origin, where MSW answers. */
export { SAME_ORIGIN_HOSTS } from '../testing/hosts';
