import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LEADER_FALLBACK_MS, LEADER_RESPONSE_MS } from './constants';

/**
 * header.md §9 gives the idle library's numbers: its 1,200,000 ms default
 * timeout and 200 ms event throttle, and the tab election's 2000 ms fallback
 * and 100 ms response. react-idle-timer 5 hard-codes the election's two in
 * its TabManager; this reads them in the installed build, so an upgrade that
 * changes them fails here.
 */
describe("react-idle-timer is the spec's library", () => {
  const source = readFileSync(
    createRequire(import.meta.url)
      .resolve('react-idle-timer')
      .replace(/index\.cjs\.js$/, 'index.esm.mjs'),
    'utf8',
  );

  it('elects a leader with a 2000 ms fallback and a 100 ms response', () => {
    expect(LEADER_FALLBACK_MS).toBe(2000);
    expect(LEADER_RESPONSE_MS).toBe(100);
    expect(source).toContain('fallbackInterval:2e3,responseTime:100');
  });

  it('defaults to a 1,200,000 ms timeout and a 200 ms event throttle (we pass 300,000 ms and 200 ms)', () => {
    expect(source).toContain('timeout:n=1e3*60*20');
    expect(source).toContain('eventsThrottle:B=200');
  });
});
