import { logErrorOnce } from '@nm/core';

/**
 * header.md §8: "If the previous-page cookie helper is missing: 'Could not
 * set prev_page_link' logged". The helper is the page's (it owns the
 * prev_page_link cookie the sign-in page reads to bring the shopper back).
 * **Decision** (docs/header.md "The previous-page helper"): the page's global
 * function `window.setPrevPageLink(url)`, called by the header with the
 * current page's address right before it sends a guest to sign in. Missing,
 * not a function, or throwing: logged once with the spec's words, and the
 * shopper goes to sign in all the same.
 */
export function setPrevPageLink(win: Window = window): void {
  try {
    const helper: unknown = (win as Window & { setPrevPageLink?: unknown }).setPrevPageLink;
    if (typeof helper !== 'function') throw new TypeError('window.setPrevPageLink is not a function');
    (helper as (url: string) => void).call(win, win.location.href);
  } catch (error) {
    logErrorOnce('prev-page-link', 'Could not set prev_page_link', error);
  }
}
