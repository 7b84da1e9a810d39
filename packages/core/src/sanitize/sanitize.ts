import DOMPurify, { type Config } from 'dompurify';

/**
 * header.md §5, minicart.md §5: the mini-cart banner is discarded when it
 * "contains 403, 404, Oops, IP or JavaScript", otherwise cut down to a small
 * set of tags. Read as the spec writes it: "403" and "404" anywhere (also in
 * "$1403" or an image path), "Oops" and "JavaScript" in any case (which also
 * catches `javascript:` URLs). Only "IP" is matched as a whole word, in
 * capitals: as a bare substring it would discard every "FREE SHIPPING" banner.
 */
const DISCARD_BANNER = [/403/, /404/, /oops/i, /\bIP\b/, /javascript/i];

export const BANNER_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'span', 'div', 'br', 'small', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'img'];
export const BANNER_ATTRIBUTES = ['href', 'class', 'src', 'alt', 'title', 'target', 'rel', 'width', 'height'];

export function shouldDiscardBanner(html: string): boolean {
  return DISCARD_BANNER.some((marker) => marker.test(html));
}

/** What React's dangerouslySetInnerHTML accepts: a TrustedHTML where the page enforces Trusted Types. */
export type SafeHtml = { __html: string | TrustedHTML };

const BANNER_CONFIG: Config = {
  ALLOWED_TAGS: BANNER_TAGS,
  ALLOWED_ATTR: BANNER_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
};

/**
 * Sanitises markup for `dangerouslySetInnerHTML`. Where the browser has
 * Trusted Types, DOMPurify returns a TrustedHTML from its own policy, which
 * pages with `require-trusted-types-for 'script'` accept.
 */
export function sanitizeHtml(html: string, config: Config = BANNER_CONFIG): SafeHtml {
  const trusted = typeof window !== 'undefined' && 'trustedTypes' in window;
  return { __html: trusted ? DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true }) : DOMPurify.sanitize(html, config) };
}

/** The banner rule: null when the banner must be discarded. */
export function sanitizeBanner(html: unknown): SafeHtml | null {
  if (typeof html !== 'string' || html.trim() === '' || shouldDiscardBanner(html)) return null;
  return sanitizeHtml(html);
}
