/** The element that really has focus, looking through shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Focuses an element if it is still on the page; returns whether it could. */
export function restoreFocus(target: HTMLElement | null | undefined): boolean {
  if (!target || !target.isConnected) return false;
  target.focus({ preventScroll: true });
  return true;
}
