/**
 * The bag's spec wording, in one place (minicart.md §2, §8; header.md §2).
 * The components render these; tests compare against them.
 */

/** minicart.md §2 buttons. */
export const CHECKOUT_TEXT = 'Checkout';
export const VIEW_BAG_TEXT = 'View Bag';

/** header.md §2, the mobile add-to-bag modal. */
export const ADDED_TO_BAG_TITLE = 'Added to your shopping bag';
export const CONTINUE_SHOPPING_TEXT = 'Continue Shopping';

/** header.md §2, the flyout. */
export const FLYOUT_EMPTY_TEXT = 'No products in shopping bag';
export const FLYOUT_FALLBACK_TEXT = 'To review your items, please visit your shopping bag.';
export const FLYOUT_FALLBACK_LINK = 'View shopping bag';

/** minicart.md §8: the remove error, in red above the link. */
export const REMOVE_ERROR_TEXT = 'We are having difficulties removing this item, please try again.';

/** "N item" / "N items": the count alone, as the empty bag's "0 items" reads (minicart.md §2). */
export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The mark on the line an add to bag just put in the bag (our wording; the spec has none). */
export const ADDED_LINE_LABEL = 'Just added';

/** The drawer's retry after a failed cart load (our wording; the fallback text is the flyout's). */
export const RETRY_LOAD_TEXT = 'Try again';
