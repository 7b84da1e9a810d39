import { resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { insertAnalyticsScript } from './analyticsScript';

/*
 * Real Chromium, real Trusted Types. Policies are set with
 * <meta http-equiv="Content-Security-Policy"> added by script, which Chromium
 * enforces from then on: in fresh same-origin frames for the `trusted-types`
 * cases, and in this test file's own frame for the last describe (it cannot
 * be undone, so it runs last).
 */

interface TT {
  createPolicy(name: string, rules: object): unknown;
}

function enforce(doc: Document, policy: string): void {
  const meta = doc.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  doc.head.appendChild(meta);
}

/** A same-origin about:blank frame with its own CSP: a page of its own. */
async function frameWith(policy: string): Promise<Document> {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const doc = iframe.contentDocument!;
  if (!doc.head) doc.documentElement.appendChild(doc.createElement('head'));
  enforce(doc, policy);
  return doc;
}

function watchViolations(doc: Document) {
  const list: string[] = [];
  const on = (e: SecurityPolicyViolationEvent) => list.push(`${e.effectiveDirective}: ${e.sample}`);
  doc.addEventListener('securitypolicyviolation', on);
  return { list, stop: () => doc.removeEventListener('securitypolicyviolation', on) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('a page whose CSP names its Trusted Types policies', () => {
  it('trusted-types without nm-widgets-bcn: our policy is refused → logged once, no script', async () => {
    const doc = await frameWith("require-trusted-types-for 'script'; trusted-types page-policy");
    expect(insertAnalyticsScript({ doc, host: '', eventMode: false })).toBe(false);
    expect(insertAnalyticsScript({ doc, host: '', eventMode: false })).toBe(false);
    expect(doc.getElementById('bcn')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('nm-widgets-bcn');
  });

  it('the page already made a policy of that name, duplicates not allowed → logged once, no script', async () => {
    const doc = await frameWith("require-trusted-types-for 'script'; trusted-types nm-widgets-bcn");
    (doc.defaultView as unknown as { trustedTypes: TT }).trustedTypes.createPolicy('nm-widgets-bcn', {});
    expect(insertAnalyticsScript({ doc, host: '', eventMode: false })).toBe(false);
    expect(doc.getElementById('bcn')).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it("listed with 'allow-duplicates': inserted, no violation", async () => {
    const doc = await frameWith("require-trusted-types-for 'script'; trusted-types nm-widgets-bcn 'allow-duplicates'");
    (doc.defaultView as unknown as { trustedTypes: TT }).trustedTypes.createPolicy('nm-widgets-bcn', {});
    const violations = watchViolations(doc);
    expect(insertAnalyticsScript({ doc, host: '', eventMode: true })).toBe(true);
    await settle();
    violations.stop();
    expect(doc.getElementById('bcn')?.getAttribute('src')).toBe(`${location.origin}/bcn.js`);
    expect(violations.list).toEqual([]);
  });
});

describe("require-trusted-types-for 'script' enforced on this page", () => {
  it('is enforced: a string script URL throws and files a violation (the watcher sees them)', async () => {
    enforce(document, "require-trusted-types-for 'script'");
    const violations = watchViolations(document);
    const probe = document.createElement('script');
    expect(() => {
      probe.src = '/bcn.js';
    }).toThrow(TypeError);
    await settle();
    violations.stop();
    expect(violations.list).toEqual(['require-trusted-types-for: HTMLScriptElement src|/bcn.js']);
  });

  it('inserts <script id="bcn"> through our policy with zero violations, once', async () => {
    const violations = watchViolations(document);
    expect(insertAnalyticsScript({ doc: document, host: '', eventMode: true, dvci: 'sess-1' })).toBe(true);
    expect(insertAnalyticsScript({ doc: document, host: '', eventMode: true, dvci: 'sess-1' })).toBe(false);
    await settle();
    violations.stop();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script#bcn');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${location.origin}/bcn.js`);
    expect([
      scripts[0]!.getAttribute('dvct'),
      scripts[0]!.getAttribute('dvc'),
      scripts[0]!.getAttribute('dvci'),
    ]).toEqual(['500', 'a', 'sess-1']);
    expect(violations.list).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
