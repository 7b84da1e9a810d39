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

/** The pause between two sources' stages: the next task (the session's is the page's next quiet moment). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    const ours = await computeVisitor(nextTask);
    plainOurs = ours.visitorId;
    expect(ours.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(ours.visitorId).toBe(stableVisitorId(FP, plainStock.components));
    expect(ours.visitorId).not.toBe(plainStock.visitorId);
  });

  it("keeps the agent's own confidence score (checked against load().get())", async () => {
    expect(openConfidenceScore(FP, plainStock.components)).toBe(plainStock.confidence.score);
    expect((await computeVisitor(nextTask)).confidenceScore).toBe(plainStock.confidence.score);
  });

  it('sends an incognito of null and a fresh request id each time', async () => {
    const [a, b] = [await computeVisitor(nextTask), await computeVisitor(nextTask)];
    expect(a.incognito).toBeNull();
    expect(a.requestId).not.toBe(b.requestId);
    expect(a.visitorId).toBe(b.visitorId);
    expect(a.device).not.toHaveProperty('ip');
  });
});

describe('the sources run apart', () => {
  it("pauses before every stage but the first: each source's first stage in a stretch of its own", async () => {
    const names = Object.keys(FP.sources).filter((name) => name !== 'fontPreferences');
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return nextTask();
    };
    // Which pause each first stage ran after (the library's own sources object, wrapped for this test only).
    const ranAfter: number[] = [];
    const sources = FP.sources as Record<string, (options: unknown) => unknown>;
    const originals = { ...sources };
    for (const name of names) {
      const source = originals[name]!;
      sources[name] = (options) => {
        ranAfter.push(pauses);
        return source(options);
      };
    }
    try {
      const visitor = await computeVisitor(pause);
      expect(ranAfter).toEqual(names.map((_, index) => index));
      // Every first stage but the first, then every second stage.
      expect(pauses).toBe(2 * names.length - 1);
      expect(visitor.visitorId).toBe(plainOurs);
    } finally {
      Object.assign(sources, originals);
    }
  });

  it('a pause that rejects stops the computation there, with its reason', async () => {
    let pauses = 0;
    const stop = new DOMException('The page went away', 'AbortError');
    const pause = () => (++pauses === 3 ? Promise.reject(stop) : nextTask());
    await expect(computeVisitor(pause)).rejects.toBe(stop);
    expect(pauses).toBe(3);
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
    const first = await computeVisitor(nextTask);
    const second = await computeVisitor(nextTask);
    await settle();
    violations.stop();
    expect(first.visitorId).toBe(plainOurs);
    expect(second.visitorId).toBe(plainOurs);
    expect(violations.list).toEqual([]);
  });
});
