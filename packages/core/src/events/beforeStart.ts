/**
 * How much of what a page does before the entry runs is kept for it: the
 * calls it queued on `window.minicart.q` and the cart events it dispatched
 * (README "window.minicart"). A page that did more is looping: 100,000 queued
 * calls held the elements' definition back for over 10 s. The first ones are
 * replayed, in order. Imports nothing: the loader records the events.
 */
export const KEPT_BEFORE_START = 1000;
