import { vi } from 'vitest';

/**
 * The `unit-isolated` project's setup: every file starts from an empty module registry. Its files share one
 * vmThreads worker, and a file's graph should be its own, but a module an earlier file loaded could still be handed
 * to the next: after packages/session/src/fingerprint/start.test.ts (which loads the real modules behind its mocked
 * `./agent`), sanitizeGlue.test.ts's `vi.mock('dompurify')` no longer reached sanitize.ts, and 23 of its tests failed
 * in that order (`--sequence.shuffle.files --sequence.seed=2` with the two files; vitest-dev/vitest#11284 reports a
 * mock crossing files in vmThreads too). Emptying the registry before each file's imports costs nothing measurable.
 */
vi.resetModules();
