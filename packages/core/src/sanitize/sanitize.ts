import DOMPurify, { type Config } from 'dompurify';
import { safeImageUrl, safeLinkUrl } from '../url/urlPolicy';

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

/** What DOMPurify removed from one piece of service HTML that says it carried script. */
export interface SanitizeReport {
  html: SafeHtml;
  /**
   * Inline event handlers DOMPurify removed, as "tag attribute" (`svg onload`,
   * `img onerror`): on an attribute it stripped, or on an element it dropped
   * whole. Read from `DOMPurify.removed`, so every spelling the HTML parser
   * reads as a handler counts (`<svg/onload=…>`, `<img src="x"onerror=…>`),
   * whatever a text pattern would have made of it.
   */
  handlers: string[];
}

const isHandler = (name: string) => /^on/i.test(name);

function handlersRemoved(): string[] {
  const found: string[] = [];
  for (const entry of DOMPurify.removed) {
    if ('attribute' in entry) {
      const name = entry.attribute?.name ?? '';
      if (isHandler(name)) found.push(`${entry.from.nodeName.toLowerCase()} ${name.toLowerCase()}`);
    } else if (entry.element instanceof Element) {
      for (const attribute of Array.from(entry.element.attributes)) {
        if (isHandler(attribute.name)) found.push(`${entry.element.nodeName.toLowerCase()} ${attribute.name.toLowerCase()}`);
      }
    }
  }
  return found;
}

/*
 * The URL policy (core url/urlPolicy) inside service HTML: every `href` and
 * `src` DOMPurify would keep is asked first. A refused link loses its href
 * (its text stays); a refused picture is dropped. Logged once per URL by the
 * policy, naming `what`. The hooks act only while sanitizeReport runs.
 */
let urlOwner: string | null = null;
const dropped = new WeakSet<Node>();
let hooksInstalled = false;
function installUrlHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, event) => {
    if (urlOwner === null || !event.keepAttr) return;
    const name = event.attrName.toLowerCase();
    if (name === 'href' && safeLinkUrl(event.attrValue, `${urlOwner} link`) === undefined) event.keepAttr = false;
    if (name === 'src' && safeImageUrl(event.attrValue, `${urlOwner} image`) === undefined) {
      event.keepAttr = false;
      if (node.nodeName.toLowerCase() === 'img') dropped.add(node);
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (dropped.has(node)) node.parentNode?.removeChild(node);
  });
}

/**
 * Sanitises markup for `dangerouslySetInnerHTML`, with the URL policy, and
 * reports the inline handlers DOMPurify removed. Where the browser has
 * Trusted Types, DOMPurify returns a TrustedHTML from its own policy, which
 * pages with `require-trusted-types-for 'script'` accept.
 */
export function sanitizeReport(html: string, config: Config = BANNER_CONFIG, what = 'Service HTML'): SanitizeReport {
  installUrlHooks();
  const trusted = typeof window !== 'undefined' && 'trustedTypes' in window;
  urlOwner = what;
  try {
    const clean = trusted ? DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true }) : DOMPurify.sanitize(html, config);
    return { html: { __html: clean }, handlers: handlersRemoved() };
  } finally {
    urlOwner = null;
  }
}

/** Sanitises markup for `dangerouslySetInnerHTML` (sanitizeReport without the report). */
export function sanitizeHtml(html: string, config: Config = BANNER_CONFIG, what?: string): SafeHtml {
  return sanitizeReport(html, config, what).html;
}

/** The banner rule: null when the banner must be discarded. */
export function sanitizeBanner(html: unknown): SafeHtml | null {
  if (typeof html !== 'string' || html.trim() === '' || shouldDiscardBanner(html)) return null;
  return sanitizeHtml(html);
}
