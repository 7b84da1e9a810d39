import * as FP from '@fingerprintjs/fingerprintjs';
import { describe, expect, it } from 'vitest';
import { computeVisitor, openConfidenceScore, stableVisitorId, TRUSTED_TYPES_SENSITIVE_SOURCES } from './agent';

/*
 * Real Chromium (project "browser"). TOOLCHAIN.md "Strict CSP": one
 * FingerprintJS source fails under Trusted Types and the agent's visitorId
 * then differs. This file shows which source, and that our id does not move.
 *
 * Trusted Types are switched on half-way through by a
 * <meta http-equiv="Content-Security-Policy"> added to <head> (a policy from
 * a meta element inserted by script is enforced from then on, for this test
 * file's frame only). The tests run in order: plain page first, then strict.
 */

interface Violation {
  directive: string;
  sample: string;
}
function watchViolations(): { list: Violation[]; stop(): void } {
  const list: Violation[] = [];
  const on = (e: SecurityPolicyViolationEvent) => list.push({ directive: e.effectiveDirective, sample: e.sample });
  document.addEventListener('securitypolicyviolation', on);
  return { list, stop: () => document.removeEventListener('securitypolicyviolation', on) };
}

/** A violation event is dispatched as a task after the blocked call: let them land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function stockAgent() {
  const agent = await FP.load({ monitoring: false });
  return agent.get();
}

let plainStock: Awaited<ReturnType<typeof stockAgent>>;
let plainOurs: string;

describe('visitor id on a page without Trusted Types', () => {
  it("is the library's hashComponents over the stock agent's components without fontPreferences", async () => {
    plainStock = await stockAgent();
    expect('value' in plainStock.components.fontPreferences).toBe(true);
    const ours = await computeVisitor();
    plainOurs = ours.visitorId;
    expect(ours.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(ours.visitorId).toBe(stableVisitorId(FP, plainStock.components));
    expect(ours.visitorId).not.toBe(plainStock.visitorId);
  });

  it("keeps the agent's own confidence score (checked against load().get())", async () => {
    expect(openConfidenceScore(FP, plainStock.components)).toBe(plainStock.confidence.score);
    expect((await computeVisitor()).confidenceScore).toBe(plainStock.confidence.score);
  });

  it('sends an incognito of null and a fresh request id each time', async () => {
    const [a, b] = [await computeVisitor(), await computeVisitor()];
    expect(a.incognito).toBeNull();
    expect(a.requestId).not.toBe(b.requestId);
    expect(a.visitorId).toBe(b.visitorId);
    expect(a.device).not.toHaveProperty('ip');
  });
});

describe("visitor id with require-trusted-types-for 'script' enforced", () => {
  it('Trusted Types are enforced from here on (a string to a script sink throws)', () => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "require-trusted-types-for 'script'";
    document.head.appendChild(meta);
    const iframe = document.createElement('iframe');
    expect(() => {
      iframe.srcdoc = '<p>x</p>';
    }).toThrow(TypeError);
  });

  it("the stock agent's fontPreferences fails, files a violation, and its visitorId changes (the problem)", async () => {
    const violations = watchViolations();
    const strictStock = await stockAgent();
    await settle();
    violations.stop();
    expect(TRUSTED_TYPES_SENSITIVE_SOURCES).toEqual(['fontPreferences']);
    expect('error' in strictStock.components.fontPreferences).toBe(true);
    const failed = Object.entries(strictStock.components)
      .filter(([, c]) => 'error' in c)
      .map(([name]) => name);
    const plainFailed = Object.entries(plainStock.components)
      .filter(([, c]) => 'error' in c)
      .map(([name]) => name);
    expect(failed.filter((name) => !plainFailed.includes(name))).toEqual(['fontPreferences']);
    expect(strictStock.visitorId).not.toBe(plainStock.visitorId);
    expect(violations.list.map((v) => v.directive)).toContain('require-trusted-types-for');
  });

  it('ours is the same id as on the plain page, twice, and files no violation', async () => {
    const violations = watchViolations();
    const first = await computeVisitor();
    const second = await computeVisitor();
    await settle();
    violations.stop();
    expect(first.visitorId).toBe(plainOurs);
    expect(second.visitorId).toBe(plainOurs);
    expect(violations.list).toEqual([]);
  });
});
