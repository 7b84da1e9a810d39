import { BANNER_ATTRIBUTES, BANNER_TAGS, sanitizeBanner, sanitizeHtml, type SafeHtml } from '@nm/core';

/**
 * Inline event handlers (`onerror=`, `onclick=`). Markup carrying them is
 * never handed to the HTML parser: even DOMPurify's inert parse makes a page
 * with a strict CSP file a script-src-attr violation report.
 */
const INLINE_HANDLER = /<[^>]*\son[a-z]+\s*=/i;

/**
 * header.md §5, minicart.md §5: the banner is discarded when it looks like
 * an error page or carries script (inline handlers count as script), and is
 * otherwise sanitised against the whitelist.
 */
export function bannerHtml(html: unknown): SafeHtml | null {
  if (typeof html !== 'string' || INLINE_HANDLER.test(html)) return null;
  return sanitizeBanner(html);
}

export const FLYOUT_TAGS = [...BANNER_TAGS, 's', 'del', 'ins', 'section', 'article', 'figure', 'figcaption', 'h5', 'dl', 'dt', 'dd'];

/**
 * The mini-cart API's HTML (header.md §7), sanitised. Inline handler
 * attributes are cut out as text first (for the CSP reason above);
 * DOMPurify then removes whatever else is not on the whitelist. tabindex
 * stays: the service marks each line's image link aria-hidden and
 * tabindex=-1 (its name link follows), and one without the other fails axe.
 */
export function flyoutHtml(html: string): SafeHtml | null {
  if (html.trim() === '') return null;
  const withoutHandlers = html.replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  return sanitizeHtml(withoutHandlers, { ALLOWED_TAGS: FLYOUT_TAGS, ALLOWED_ATTR: [...BANNER_ATTRIBUTES, 'aria-label', 'aria-hidden', 'tabindex'], ALLOW_DATA_ATTR: false });
}
