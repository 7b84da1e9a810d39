import { BANNER_ATTRIBUTES, BANNER_TAGS, sanitizeBanner, sanitizeWithoutHandlers, type SafeHtml } from '@nm/core';

/**
 * header.md §5, minicart.md §5: the banner is discarded when it looks like
 * an error page (403, 404, Oops, IP, JavaScript) or carries inline handlers
 * (DOMPurify's decision, behind a text gate: core sanitize.ts), and is
 * otherwise sanitised against the whitelist.
 */
export function bannerHtml(html: unknown): SafeHtml | null {
  return sanitizeBanner(html, 'Mini-cart banner');
}

export const FLYOUT_TAGS = [
  ...BANNER_TAGS,
  's',
  'del',
  'ins',
  'section',
  'article',
  'figure',
  'figcaption',
  'h5',
  'dl',
  'dt',
  'dd',
];

/*
 * tabindex stays: the service marks each line's image link aria-hidden and
 * tabindex=-1 (its name link follows), and one without the other fails axe.
 */
const FLYOUT_CONFIG = {
  ALLOWED_TAGS: FLYOUT_TAGS,
  ALLOWED_ATTR: [...BANNER_ATTRIBUTES, 'aria-label', 'aria-hidden', 'tabindex'],
  ALLOW_DATA_ATTR: false,
};

/**
 * The mini-cart API's HTML (header.md §7), sanitised; null (the flyout then
 * shows its fallback panel, "To review your items, please visit your
 * shopping bag.") when it is empty or carries inline handlers.
 */
export function flyoutHtml(html: string): SafeHtml | null {
  if (html.trim() === '') return null;
  return sanitizeWithoutHandlers(html, FLYOUT_CONFIG, 'Mini-cart flyout HTML');
}
