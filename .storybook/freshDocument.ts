import type { Loader } from '@storybook/react-vite';
import { buildArgsParam } from 'storybook/internal/router';

/**
 * Every story renders in a document of its own, as the storefront renders the
 * widgets on a page of its own: when a designer moves to another story, the
 * preview reloads itself on that story instead of rendering it beside what
 * the story before left behind.
 *
 * Storybook renders the next story in the same document. The widgets keep
 * their state where a page keeps it, in module-level stores, timers and
 * caches, in cookies and web storage, and in what they add to <body> (the
 * live region): measured story by story against a fresh load, 24 of the 120
 * stories rendered differently after the story before them (the Shell
 * greeted "Alexandra" after a signed-in States story, the bag icon showed the
 * count before, the flyout kept the previous banner; docs/QUALITY.md). A new
 * document is the one reset that cannot miss a piece.
 *
 * Only a move to another story reloads: new args, new globals (the brand
 * toolbar) and Storybook's own re-renders keep the document, so controls
 * stay live. The designer's globals go along in the URL, where the preview
 * reads them when it starts. Edited controls stay with the story they were
 * made in: coming back to it starts from its own args, as a link to it does. The manager follows the reloaded preview as it
 * follows its first one (it has one warning, once: the leaving document's
 * last instrumenter message arrives from a window that is gone).
 */
let storyOfThisDocument: string | undefined;

export const freshDocumentPerStory: Loader = async ({ id, viewMode }) => {
  if (viewMode !== 'story') return;
  storyOfThisDocument ??= id;
  if (id === storyOfThisDocument) return;
  const next = new URL(window.location.href);
  next.searchParams.set('id', id);
  next.searchParams.set('viewMode', 'story');
  // The story before's args are not this story's.
  next.searchParams.delete('args');
  const globals = userGlobalsParam();
  if (globals) next.searchParams.set('globals', globals);
  window.location.replace(next);
  // This document is going away: never render the story into it.
  await new Promise<never>(() => {});
};

interface PreviewWithGlobals {
  storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } };
}

/**
 * The designer's globals (toolbar choices, not a story's own `globals`) in
 * Storybook's URL syntax (`brand:HC;viewport.value:phone`), written by
 * Storybook's own writer, the one its manager puts globals in its URL with;
 * '' when the preview does not expose them.
 */
function userGlobalsParam(): string {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: PreviewWithGlobals }).__STORYBOOK_PREVIEW__;
  const globals = preview?.storyStoreValue?.userGlobals?.get();
  return globals ? buildArgsParam({}, globals) : '';
}
