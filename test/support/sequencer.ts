import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files' wall time alone, in seconds (measured at e1d27b1, the stories' at 83012a0; one file at
 * a time): the order they start in, longest first. Vitest orders files by
 * their last run's duration, but a clean clone (CI) has none, and then it
 * starts the largest files first: abandon-cart.test.ts, small but mostly
 * waiting on the modal's real 5 s countdowns, started last and ended the run
 * a minute after everything else. A file not listed here starts
 * after these; add it with its time.
 */
const E2E_SECONDS: Record<string, number> = {
  'test/e2e/abandon-cart.test.ts': 81,
  'test/e2e/header.test.ts': 65,
  'test/e2e/stories.test.ts': 42,
  'test/e2e/search.test.ts': 52,
  'test/e2e/navigation.test.ts': 34,
  'test/e2e/minicart.test.ts': 32,
  'test/e2e/header-panels.test.ts': 23,
  'test/e2e/hostile-page.test.ts': 19,
  'test/e2e/contract.test.ts': 16,
  'test/e2e/session.test.ts': 12,
  'test/e2e/release.test.ts': 7,
  'test/e2e/loading.test.ts': 5,
};

/** Vitest's order, except that the e2e files start longest first by E2E_SECONDS, cache or not. */
export default class LongestE2eFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      spec.project.name === 'e2e' ? (E2E_SECONDS[relative(this.ctx.config.root, spec.moduleId)] ?? 0) : null;
    // Stable: only e2e files change places, among themselves (they are contiguous: one project runs at a time).
    const e2e = sorted.filter((spec) => seconds(spec) !== null).sort((a, b) => (seconds(b) ?? 0) - (seconds(a) ?? 0));
    let next = 0;
    return sorted.map((spec) => (seconds(spec) === null ? spec : e2e[next++]!));
  }
}
