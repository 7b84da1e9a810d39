/** The modal's wording. The spec names "Cancel" and "Go to Shopping Bag" (§4); the rest is ours (docs/abandon-cart.md). */
export const STRINGS = {
  /** When the service gave no masterApiLabel (or failed): the title must still name the dialog. */
  defaultTitle: 'Still thinking it over?',
  reminder: (count: number) => `You have ${count} ${count === 1 ? 'item' : 'items'} in your Shopping Bag.`,
  goToBag: 'Go to Shopping Bag',
  cancel: 'Cancel',
  close: 'Close',
  carousel: 'Recommended for you',
  previous: 'Previous products',
  next: 'Next products',
  slide: (index: number, total: number) => `Products ${index} of ${total}`,
  percentOff: (percent: number) => `${percent}% off`,
  loading: 'Loading recommendations',
} as const;
