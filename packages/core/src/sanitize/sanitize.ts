import DOMPurify, { type Config } from 'dompurify';
import { logErrorOnce } from '../log/log';
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

export const BANNER_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'p',
  'span',
  'div',
  'br',
  'small',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'img',
];
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

/** One piece of service HTML, sanitised, with the inline handlers DOMPurify removed from it. */
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
        if (isHandler(attribute.name))
          found.push(`${entry.element.nodeName.toLowerCase()} ${attribute.name.toLowerCase()}`);
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
    const clean = trusted
      ? DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true })
      : DOMPurify.sanitize(html, config);
    return { html: { __html: clean }, handlers: handlersRemoved() };
  } finally {
    urlOwner = null;
  }
}

/** Sanitises markup for `dangerouslySetInnerHTML` (sanitizeReport without the report). */
export function sanitizeHtml(html: string, config: Config = BANNER_CONFIG, what?: string): SafeHtml {
  return sanitizeReport(html, config, what).html;
}

/*
 * "Discard it when it carries inline handlers" (the banner and the flyout
 * HTML). The decision is DOMPurify's: whatever it removed as an attribute
 * named on… (on an element it kept or one it dropped) discards the whole
 * piece, so every spelling the HTML parser reads as a handler counts:
 * `<svg/onload=…>`, `<img src="x"onerror=…>`, `<img src='x'onerror=…>`,
 * `<svg///onload=…>`, `<details/open/ontoggle=…>`, `<img alt=">" onerror=…>`.
 *
 * The cheap text gate in front is only a first gate, for a CSP reason: even
 * DOMPurify's inert parse of markup with inline handlers makes a strict-CSP
 * page file a `script-src-attr` report (TOOLCHAIN.md; measured on /hostile
 * with `<img alt=">" onerror=…>`), so markup where an attribute named on…=
 * may sit inside a tag is discarded before it is parsed. It reads a tag as
 * the parser does as far as quotes go (a quoted value is one unit, so a ">"
 * or an "on=" inside quotes neither ends the tag nor counts). It can only
 * discard, never accept: what passes it is decided by DOMPurify. Its price:
 * an unquoted value holding "/on…=" (`href=/x/onsale=1`) discards a harmless piece.
 */
const MAY_CARRY_HANDLER = /<[a-z](?:[^>"']|"[^"]*"|'[^']*')*?(?<=[\s/"'])on[a-z]+\s*=/i;

/**
 * DOMPurify's decision alone (no text gate): the sanitised HTML, or null when
 * DOMPurify removed an inline handler from it. Logged once per `what`.
 */
export function sanitizeUnlessHandlers(html: string, config: Config, what: string): SafeHtml | null {
  const report = sanitizeReport(html, config, what);
  if (report.handlers.length === 0) return report.html;
  logErrorOnce(
    `discarded:${what}`,
    `${what} discarded: it carries inline handlers (${[...new Set(report.handlers)].join(', ')})`,
  );
  return null;
}

/**
 * Service HTML that must not carry inline handlers: the text gate, then
 * DOMPurify's decision; null (logged once per `what`) when it carried one.
 */
export function sanitizeWithoutHandlers(html: string, config: Config, what: string): SafeHtml | null {
  if (MAY_CARRY_HANDLER.test(html)) {
    logErrorOnce(`discarded:${what}`, `${what} discarded before parsing: it carries an inline handler (on…=)`);
    return null;
  }
  return sanitizeUnlessHandlers(html, config, what);
}

/**
 * The banner rule (header.md §5, minicart.md §5): null when the banner must
 * be discarded (it looks like an error page, or carries inline handlers),
 * else sanitised against the whitelist.
 */
export function sanitizeBanner(html: unknown, what = 'Banner'): SafeHtml | null {
  if (typeof html !== 'string' || html.trim() === '' || shouldDiscardBanner(html)) return null;
  return sanitizeWithoutHandlers(html, BANNER_CONFIG, what);
}
