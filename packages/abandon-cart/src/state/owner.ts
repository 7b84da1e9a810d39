/**
 * Several `<nm-abandon-cart-modal>` on one page share one modal: the first
 * watcher to mount owns the triggers and renders the modal; when it goes,
 * the next one takes over.
 */
const waiting: Array<(owner: boolean) => void> = [];

export function claimWatcher(notify: (owner: boolean) => void): () => void {
  waiting.push(notify);
  if (waiting.length === 1) notify(true);
  return () => {
    const index = waiting.indexOf(notify);
    if (index < 0) return;
    waiting.splice(index, 1);
    if (index === 0) waiting[0]?.(true);
  };
}
