import { logErrorOnce } from '@nm/core';
import { checkJsonLd, jsonLdText, siteNavigationList } from '../model/structuredData';
import type { Category } from '../model/types';

/**
 * header.md §2 "Structured data": the site navigation list goes into the
 * document (search engines read the document, never our shadow root), as one
 * `<script type="application/ld+json" id="nm-site-navigation">` in <head>.
 *
 * A script element's text is a Trusted Types sink: on a page with
 * `require-trusted-types-for 'script'` a plain string is refused. The text
 * goes through our own policy, `nm-widgets-jsonld`, whose createScript
 * accepts only a site navigation list exactly as model/structuredData.ts
 * writes it (checkJsonLd), so the policy cannot be used to run anything.
 * A page whose CSP names allowed policies must add ours to its
 * `trusted-types` directive; one that refuses it gets no list (logged once)
 * and can render the list on the server with `siteNavigationJsonLd`
 * (docs/navigation.md "Structured data").
 */
export const JSON_LD_ID = 'nm-site-navigation';
const POLICY_NAME = 'nm-widgets-jsonld';

interface ScriptPolicy {
  createScript(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScript(input: string): string }): ScriptPolicy;
}

const policies = new WeakMap<Document, ScriptPolicy | null>();

function policyFor(doc: Document): ScriptPolicy | null | undefined {
  if (policies.has(doc)) return policies.get(doc);
  const factory = (doc.defaultView as (Window & { trustedTypes?: TrustedTypesFactory }) | null)?.trustedTypes;
  if (!factory) return undefined;
  let policy: ScriptPolicy | null;
  try {
    policy = factory.createPolicy(POLICY_NAME, { createScript: checkJsonLd });
  } catch (error) {
    logErrorOnce(
      'navigation:jsonld-policy',
      `Structured data skipped: the page refused the Trusted Types policy "${POLICY_NAME}"`,
      error,
    );
    policy = null;
  }
  policies.set(doc, policy);
  return policy;
}

/** Writes (or rewrites, after a gender switch) the page's site navigation list; never on the product page (the caller's rule). */
export function publishSiteNavigation(doc: Document, silos: readonly Category[]): void {
  const text = jsonLdText(siteNavigationList(silos, doc.defaultView?.location.origin ?? 'http://localhost'));
  const found = doc.getElementById(JSON_LD_ID);
  if (found && !(found instanceof HTMLScriptElement)) return;
  const policy = policyFor(doc);
  if (policy === null) return;
  try {
    // A TrustedScript where the page enforces Trusted Types; the DOM typings know only strings.
    const value = (policy ? policy.createScript(text) : text) as string;
    if (!found) {
      const script = doc.createElement('script');
      script.id = JSON_LD_ID;
      script.type = 'application/ld+json';
      script.text = value;
      doc.head.append(script);
    } else if (found.text !== text) {
      found.text = value;
    }
  } catch (error) {
    logErrorOnce('navigation:jsonld', 'Structured data could not be written', error);
  }
}

/** For a server that renders the list itself (a page whose CSP allows no policy): the script's text. */
export function siteNavigationJsonLd(silos: readonly Pick<Category, 'name' | 'url'>[], origin: string): string {
  return jsonLdText(siteNavigationList(silos, origin));
}
