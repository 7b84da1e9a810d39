import type { FlyoutState } from './flyoutState';

/** The transitions of header.md §3 "Action names". */
export type FlyoutAction =
  | { type: 'loading' }
  | { type: 'resolved'; html: string }
  | { type: 'rejected' }
  | { type: 'closed' }
  | { type: 'update item count'; count: number; added?: number }
  | { type: 'set close timer'; timerId: number | null }
  | { type: 'animate closed' };

export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'loading': return { ...state, animateClosed: false };
    // "Show sets opened true (and the html content when loaded); a failed load still opens it without content."
    case 'resolved': return { ...state, cartInfo: action.html, cartOpened: true, animateClosed: false };
    case 'rejected': return { ...state, cartInfo: '', cartOpened: true, animateClosed: false };
    // "close sets animate-closed and sets opened false."
    case 'closed': return { ...state, cartOpened: false, animateClosed: true, timerId: null };
    case 'update item count': return { ...state, noOfItemsInCart: action.count, recentlyAddedItemCount: action.added ?? state.recentlyAddedItemCount };
    case 'set close timer': return { ...state, timerId: action.timerId };
    case 'animate closed': return { ...state, animateClosed: true };
  }
}
