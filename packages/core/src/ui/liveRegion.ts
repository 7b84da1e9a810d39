import { pageClock } from '../state/clock';

/**
 * One polite live region per page for announcements that several element
 * instances could make (the bag count): the first caller creates it, in the
 * document so it survives any one widget, and everyone speaks through it.
 * Repeating the same text is made audible by clearing it first.
 */
let region: HTMLElement | null = null;

function ensureRegion(doc: Document): HTMLElement {
  if (region?.isConnected) return region;
  region = doc.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('role', 'status');
  region.dataset.nmLiveRegion = '';
  // Visually hidden through the CSSOM: no inline style attribute, which a strict CSP would block.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  doc.body.append(region);
  return region;
}

export function announce(message: string, doc: Document = document): void {
  const target = ensureRegion(doc);
  target.textContent = '';
  // A new task, so screen readers see a change even for a repeated message.
  pageClock.after(50, () => {
    target.textContent = message;
  });
}
