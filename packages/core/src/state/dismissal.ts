/** Why an open thing was dismissed: a press outside it, Escape, or focus moving to something outside it. */
export type DismissReason = 'outside' | 'escape' | 'focus-left';

export interface DismissalOptions {
  /** What counts as inside (the panel, its trigger, the part holding both); read at each event, so late nodes count. */
  inside(): readonly (Node | null | undefined)[];
  /** Called once per dismissing event; the caller decides what closing means and where focus goes. */
  onDismiss(reason: DismissReason, event: Event): void;
  /** Which of the three dismiss; each is on unless set to false. */
  outside?: boolean;
  escape?: boolean;
  focusLeaving?: boolean;
  /** The page's document; a test may pass its own. */
  document?: Document;
}

/**
 * The one way an open panel, menu or tooltip is dismissed. Listeners sit on the document in the capture phase, so
 * a handler that stops propagation inside a widget or the page cannot hide the event from us, and a press is
 * placed by `event.composedPath()`: every element sits in a shadow root, and the target an outside listener sees
 * is retargeted to the host, so `contains(event.target)` would call a press inside the panel an outside one.
 *
 * An outside press is `pointerdown`, not `click`: it closes before the press's own click lands, as the page's
 * native popovers do (light dismiss), a drag that starts outside and ends inside still closes, and a pointerdown
 * is the one event every pointer (mouse, pen, touch) sends before any handler can cancel it. A keyboard
 * activation sends no pointerdown: Escape and focus leaving cover the keyboard.
 *
 * Focus leaving is heard as `focusout` on the root (shadow root or document) of each inside node, where the
 * next focus is not yet retargeted to a host: focus moving within one shadow root never reaches the document.
 * Focus moving to nothing (a press on the page's background) is the outside press's business, not this one's.
 * Returns the stop.
 */
export function startDismissal(options: DismissalOptions): () => void {
  const { inside, onDismiss, outside = true, escape = true, focusLeaving = true } = options;
  const doc = options.document ?? document;
  const nodes = () => inside().filter((node): node is Node => node != null);
  let last: Event | null = null;
  const dismiss = (reason: DismissReason, event: Event) => {
    if (event === last) return;
    last = event;
    onDismiss(reason, event);
  };
  const onPointerDown = (event: Event) => {
    const path = event.composedPath();
    if (!nodes().some((node) => path.includes(node))) dismiss('outside', event);
  };
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape') dismiss('escape', event);
  };
  const onFocusOut = (event: Event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (!(next instanceof Node)) return;
    const path = event.composedPath();
    const own = nodes();
    if (own.some((node) => path.includes(node)) && !own.some((node) => node.contains(next)))
      dismiss('focus-left', event);
  };
  const roots = focusLeaving ? [...new Set(nodes().map((node) => node.getRootNode()))] : [];
  if (outside) doc.addEventListener('pointerdown', onPointerDown, true);
  if (escape) doc.addEventListener('keydown', onKeyDown, true);
  for (const root of roots) root.addEventListener('focusout', onFocusOut, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    for (const root of roots) root.removeEventListener('focusout', onFocusOut, true);
  };
}
