import { pageWide } from '@nm/core';

/**
 * Several `<nm-abandon-cart-modal>` on one page share one modal: the first
 * watcher to mount owns the triggers and renders the modal; when it goes,
 * the next one takes over.
 */
const watchers = pageWide<symbol>();
export const $watcherOwner = watchers.$owner;

/** One watcher mounted; returns its leave. */
export function joinWatchers(id: symbol): () => void {
  return watchers.join(id);
}
