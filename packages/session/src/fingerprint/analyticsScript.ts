/**
 * header.md §7 "A behavioural-analytics script loaded from an
 * environment-specific host": `<script id="bcn" src="{analytics host}/bcn.js">`
 * with the event-mode or non-event-mode attributes. Inserted once per page.
 *
 * The URL goes through a Trusted Types policy of our own, `nm-widgets-bcn`,
 * whose createScriptURL accepts only a URL on the configured analytics host,
 * so a page with `require-trusted-types-for 'script'` loads it without a
 * violation (its CSP must still allow the host in script-src, and our policy
 * name in a `trusted-types` directive if it has one).
 */
import { logErrorOnce } from '@nm/core';
import { ANALYTICS_SCRIPT_ID, ANALYTICS_SCRIPT_PATH, analyticsScriptAttributes } from './model';

const ANALYTICS_POLICY_NAME = 'nm-widgets-bcn';

/** The slice of the Trusted Types API used here (TypeScript's DOM library does not declare it). */
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/**
 * The origin the analytics host stands for: an empty host is the page's own
 * origin; anything else must be an absolute http(s) URL (a bare name such as
 * `analytics.test` would otherwise resolve against the page). Refused: null.
 */
export function analyticsOrigin(host: string, pageUrl: string): string | null {
  try {
    const url = new URL(host || pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The policy's rule: a URL is accepted only on the allowed origin, and is returned resolved. */
export function checkScriptUrl(input: string, allowedOrigin: string, baseUrl: string): string {
  const url = new URL(input, baseUrl);
  if (url.origin !== allowedOrigin)
    throw new TypeError(`${ANALYTICS_POLICY_NAME}: ${url.origin} is not the analytics host`);
  return url.href;
}

/**
 * One policy per document (a second createPolicy with the same name throws
 * where the CSP lacks 'allow-duplicates'). It reads the allowed origin of the
 * call in progress, so it can never approve a URL outside it.
 */
const policies = new WeakMap<Document, ScriptUrlPolicy | null>();
let allowed: { origin: string; base: string } | null = null;

function policyFor(doc: Document): ScriptUrlPolicy | null | undefined {
  if (policies.has(doc)) return policies.get(doc);
  const factory = (doc.defaultView as (Window & { trustedTypes?: TrustedTypesFactory }) | null)?.trustedTypes;
  if (!factory) return undefined; // no Trusted Types in this browser: the string is the URL
  let policy: ScriptUrlPolicy | null;
  try {
    policy = factory.createPolicy(ANALYTICS_POLICY_NAME, {
      createScriptURL: (input) => {
        if (!allowed) throw new TypeError(`${ANALYTICS_POLICY_NAME}: not inserting now`);
        return checkScriptUrl(input, allowed.origin, allowed.base);
      },
    });
  } catch (error) {
    logErrorOnce(
      'fingerprint:bcn-policy',
      `Behavioural-analytics script skipped: the page refused the Trusted Types policy "${ANALYTICS_POLICY_NAME}"`,
      error,
    );
    policy = null;
  }
  policies.set(doc, policy);
  return policy;
}

export interface AnalyticsScriptOptions {
  doc: Document;
  /** The configured analytics host (config.hosts.analytics); empty means the page's origin. */
  host: string;
  /** Event mode: `dvct` 500, `dvc` a, optional `dvci`; otherwise `dvc` d. */
  eventMode: boolean;
  dvci?: string;
}

/**
 * Inserts the script into <head> once per page. Skipped (false) when a
 * `#bcn` is already there, when the host is not an http(s) origin, or when
 * the page refuses our policy (logged once).
 */
export function insertAnalyticsScript({ doc, host, eventMode, dvci }: AnalyticsScriptOptions): boolean {
  if (doc.getElementById(ANALYTICS_SCRIPT_ID)) return false;
  const base = doc.baseURI;
  const origin = analyticsOrigin(host, base);
  if (!origin) {
    logErrorOnce(
      'fingerprint:bcn-host',
      'Behavioural-analytics script skipped: the analytics host is not an http(s) origin',
    );
    return false;
  }
  const policy = policyFor(doc);
  if (policy === null) return false;

  const script = doc.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.async = true;
  for (const [name, value] of Object.entries(analyticsScriptAttributes(eventMode, dvci)))
    script.setAttribute(name, value);
  const href = new URL(ANALYTICS_SCRIPT_PATH, `${origin}/`).href;
  try {
    allowed = { origin, base };
    // A TrustedScriptURL where the browser has Trusted Types, the checked string elsewhere.
    script.src = (policy ? policy.createScriptURL(href) : checkScriptUrl(href, origin, base)) as string;
  } catch (error) {
    logErrorOnce('fingerprint:bcn-url', 'Behavioural-analytics script skipped: its URL was refused', error);
    return false;
  } finally {
    allowed = null;
  }
  (doc.head ?? doc.documentElement).appendChild(script);
  return true;
}
