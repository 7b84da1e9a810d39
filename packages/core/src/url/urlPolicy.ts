import { $config } from '../state/config';
import { logErrorOnce } from '../log/log';

/**
 * One policy for every URL a service hands us ("URLs from services").
 *
 * Links: http(s) only, and only to the page's own origin or an origin the
 * config names (`hosts`). A product link that leaves the site, or a scheme
 * that runs or renders (`javascript:`, `data:`, `vbscript:`), is dropped.
 * Images: any http(s) origin (image CDNs are many), nothing else: `data:`
 * SVG can carry script and the no-image picture is drawn inline by
 * ProductImage, so no placeholder URL is needed.
 *
 * A refused URL is logged once per (kind, value) naming what was refused;
 * the caller still shows the line without the link or the picture.
 */

type UrlKind = 'link' | 'image';

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** The origins links may go to, worked out once per config (every decoded line asks). */
let originsFor: { hosts: unknown; page: string; origins: Set<string> } | null = null;
function allowedLinkOrigins(): Set<string> {
  const { hosts } = $config.get();
  const page = pageOrigin();
  if (originsFor?.hosts === hosts && originsFor.page === page) return originsFor.origins;
  const origins = new Set([page]);
  for (const host of Object.values(hosts)) {
    if (!host) continue;
    try {
      origins.add(new URL(host).origin);
    } catch {
      /* a malformed host adds nothing */
    }
  }
  originsFor = { hosts, page, origins };
  return origins;
}

/**
 * Parses `raw` against the page. Backslashes and control characters are
 * refused before parsing: browsers read `/\evil.example` as `//evil.example`,
 * and a tab or newline inside a scheme (`java\tscript:`) is stripped by the
 * URL parser, so both are ways around a textual check.
 */
function parse(raw: string): URL | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses (see above)
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    return new URL(raw, pageOrigin());
  } catch {
    return null;
  }
}

function refuse(kind: UrlKind, raw: string, why: string, what: string): undefined {
  logErrorOnce(
    `url:${kind}:${raw}`,
    `${what}: refused ${kind} URL ${JSON.stringify(raw.slice(0, 80))} (${why}); the ${kind} is left out`,
  );
  return undefined;
}

/**
 * Reads `raw` as a URL of `kind`: undefined for nothing, the trimmed text when
 * it is http(s) and `allowed` accepts its origin, else a logged refusal.
 */
function checked(kind: UrlKind, raw: unknown, what: string, allowed: (url: URL) => string | null): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  const value = raw.trim();
  const url = parse(value);
  if (!url) return refuse(kind, value, 'not a plain URL', what);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(kind, value, `scheme ${url.protocol}`, what);
  const why = allowed(url);
  return why === null ? value : refuse(kind, value, why, what);
}

/**
 * The link to follow for `raw`, or undefined when the policy refuses it.
 * Same-origin answers come back as they were written (a path stays a path).
 */
export function safeLinkUrl(raw: unknown, what = 'A service'): string | undefined {
  return checked('link', raw, what, (url) =>
    allowedLinkOrigins().has(url.origin) ? null : `leaves the site for ${url.origin}`,
  );
}

/** The picture to load for `raw`, or undefined when the policy refuses it. */
export function safeImageUrl(raw: unknown, what = 'A service'): string | undefined {
  return checked('image', raw, what, () => null);
}
