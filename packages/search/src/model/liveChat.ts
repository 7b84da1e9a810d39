/**
 * header.md §4: in the phone modal any live-chat frame is hidden. We know
 * chat vendors' frames by "chat" in an iframe's title, id or name (any case);
 * a page can mark its own widget with `data-live-chat`.
 */
const LIVE_CHAT_CANDIDATES = '[data-live-chat], iframe';

export function isLiveChat(el: Element): boolean {
  if (el.hasAttribute('data-live-chat')) return true;
  if (el.localName !== 'iframe') return false;
  return ['title', 'id', 'name'].some((attribute) => /chat/i.test(el.getAttribute(attribute) ?? ''));
}

/** The live-chat elements of a document. */
export function liveChatElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(LIVE_CHAT_CANDIDATES)].filter(isLiveChat);
}
