import { BANNER_ATTRIBUTES, BANNER_TAGS, logErrorOnce, sanitizeReport, shouldDiscardBanner, type SafeHtml } from '@nm/core';
import type { Config } from 'dompurify';

/*
 * "Discard it when it carries inline handlers" (the banner and the flyout
 * HTML). The decision is DOMPurify's: whatever it removed as an attribute
 * named on… (on an element it kept or one it dropped) makes the whole piece
 * discarded, so every spelling the HTML parser reads as a handler counts:
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
  logErrorOnce(`discarded:${what}`, `${what} discarded: it carries inline handlers (${[...new Set(report.handlers)].join(', ')})`);
  return null;
}

function passesTextGate(html: string, what: string): boolean {
  if (!MAY_CARRY_HANDLER.test(html)) return true;
  logErrorOnce(`discarded:${what}`, `${what} discarded before parsing: it carries an inline handler (on…=)`);
  return false;
}

const BANNER_CONFIG: Config = { ALLOWED_TAGS: BANNER_TAGS, ALLOWED_ATTR: BANNER_ATTRIBUTES, ALLOW_DATA_ATTR: false };

/**
 * header.md §5, minicart.md §5: the banner is discarded when it looks like
 * an error page (403, 404, Oops, IP, JavaScript) or carries inline handlers,
 * and is otherwise sanitised against the whitelist.
 */
export function bannerHtml(html: unknown): SafeHtml | null {
  if (typeof html !== 'string' || html.trim() === '' || shouldDiscardBanner(html)) return null;
  if (!passesTextGate(html, 'Mini-cart banner')) return null;
  return sanitizeUnlessHandlers(html, BANNER_CONFIG, 'Mini-cart banner');
}

export const FLYOUT_TAGS = [...BANNER_TAGS, 's', 'del', 'ins', 'section', 'article', 'figure', 'figcaption', 'h5', 'dl', 'dt', 'dd'];

/*
 * tabindex stays: the service marks each line's image link aria-hidden and
 * tabindex=-1 (its name link follows), and one without the other fails axe.
 */
const FLYOUT_CONFIG: Config = { ALLOWED_TAGS: FLYOUT_TAGS, ALLOWED_ATTR: [...BANNER_ATTRIBUTES, 'aria-label', 'aria-hidden', 'tabindex'], ALLOW_DATA_ATTR: false };

/**
 * The mini-cart API's HTML (header.md §7), sanitised; null (the flyout then
 * shows its fallback panel, "To review your items, please visit your
 * shopping bag.") when it is empty or carries inline handlers.
 */
export function flyoutHtml(html: string): SafeHtml | null {
  if (html.trim() === '') return null;
  if (!passesTextGate(html, 'Mini-cart flyout HTML')) return null;
  return sanitizeUnlessHandlers(html, FLYOUT_CONFIG, 'Mini-cart flyout HTML');
}
