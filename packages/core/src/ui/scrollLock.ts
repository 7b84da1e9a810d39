/**
 * One page scroll lock, shared by every overlay of every widget. Owners are
 * counted: the drawer and the search modal each hold their own claim, and
 * the page scrolls again only when the last one lets go. Inline styles set
 * through the CSSOM are allowed under a strict style-src.
 */
const owners = new Set<object>();
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(owner: object, doc: Document = document): void {
  if (owners.has(owner)) return;
  owners.add(owner);
  if (owners.size > 1) return;
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  // Keep the page from jumping sideways when its scrollbar disappears.
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll(owner: object, doc: Document = document): void {
  if (!owners.delete(owner) || owners.size > 0 || !saved) return;
  doc.documentElement.style.overflow = saved.overflow;
  doc.documentElement.style.paddingRight = saved.paddingRight;
  saved = null;
}

export function isScrollLocked(): boolean {
  return owners.size > 0;
}
