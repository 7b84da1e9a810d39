/**
 * Story-only helpers (used by `*.stories.tsx`, never by the bundle): the
 * `data-story-pending` mark. test/e2e/stories.test.ts waits until no element
 * of the story carries it before running axe, so a story whose play function
 * opens something (a panel, a modal) is checked in that open state, not the
 * moment it first renders.
 */
const STORY_PENDING_ATTRIBUTE = 'data-story-pending';

/** Spread on a story's wrapper: marked while `pending` is true. */
export function storyPending(pending: boolean): { 'data-story-pending'?: '' } {
  return pending ? { [STORY_PENDING_ATTRIBUTE]: '' } : {};
}

/** Ends a play function: the state the story shows is reached, axe may look. */
export function markStoryReady(canvasElement: HTMLElement): void {
  canvasElement
    .querySelectorAll(`[${STORY_PENDING_ATTRIBUTE}]`)
    .forEach((el) => el.removeAttribute(STORY_PENDING_ATTRIBUTE));
}
