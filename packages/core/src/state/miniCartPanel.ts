import { atom, readonlyType } from 'nanostores';

/** What asked the mini-cart to open or close, reported to other teams in `nm:` events. */
export type PanelTrigger =
  | 'icon'
  | 'keyboard'
  | 'hover'
  | 'event'
  | 'bridge'
  | 'timer'
  | 'overlay'
  | 'escape'
  | 'close-button'
  | 'item-added';

export interface MiniCartPanelState {
  open: boolean;
  trigger: PanelTrigger | null;
}

const $writablePanel = atom<MiniCartPanelState>({ open: false, trigger: null });
/** One owner for "is the bag panel open", whatever opened it. Read-only: `openMiniCart` and `closeMiniCart` write it. */
export const $miniCartPanel = readonlyType($writablePanel);

export function openMiniCart(trigger: PanelTrigger): void {
  if (!$miniCartPanel.get().open) $writablePanel.set({ open: true, trigger });
}

export function closeMiniCart(trigger: PanelTrigger): void {
  if ($miniCartPanel.get().open) $writablePanel.set({ open: false, trigger });
}

const $mobileContent = atom<{ content: unknown; at: number } | null>(null);
/** header.md §4: openMobileMiniCart carries the content to show in the add-to-bag modal. Read-only: the two actions below write it. */
export const $mobileMiniCart = readonlyType($mobileContent);

/**
 * openMobileMiniCart: the modal shows this content. `at` is the moment the page asked (ms): the modal's lines count
 * their notes' dates from it, and it tells one event from the next, to reset the modal's boundary.
 */
export function showMobileMiniCart(content: unknown, at: number): void {
  $mobileContent.set({ content, at });
}

/** The shopper dismissed the add-to-bag modal. */
export function dismissMobileMiniCart(): void {
  $mobileContent.set(null);
}
