/**
 * `npm test`: every check, in four streams that run side by side.
 *
 *   checks:   typecheck and lint → format → knip           (no build needed; one TypeScript program for both:
 *                                                           scripts/typecheck-and-lint.ts)
 *   tests:    unit and browser tests                        (no build needed)
 *   builds:   build → size, release and end-to-end tests    (read dist/; every e2e file but the stories)
 *   stories:  build-storybook:test → the stories' e2e test  (reads storybook-static/)
 *
 * Why this shape (measured on the two-core machine): the whole run
 * costs about 500 s of the machine's CPU, Chromium's included, so it can
 * only come near four minutes if both cores are busy from the first second
 * to the last (docs/QUALITY.md has the parts). No stream waits for another
 * it does not need: the end-to-end files start as soon as their build is
 * there, two files at a time (vitest.config.ts), and the stories start on
 * their own as soon as Storybook is built instead of after the other files.
 * Chained steps are the ones that need what comes before, or are cheap
 * enough to wait (knip): the first to fail stops every stream.
 *
 * Each line is prefixed with its stream; each step reports its time, and the
 * run reports its wall time and (on Linux) the CPU time the machine spent meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

type Step = { name: string; command: string[] };
const npm = (script: string): Step => ({ name: script, command: ['npm', 'run', '--silent', script] });
const vitest = (name: string, ...args: string[]): Step => ({ name, command: ['npx', 'vitest', 'run', ...args] });

/** Read by the stories' run only; every other e2e file runs in the builds stream. */
const STORIES_TEST = 'test/e2e/stories.test.ts';

const STREAMS: Record<string, Step[]> = {
  checks: [
    { name: 'typecheck + lint', command: ['npx', 'tsx', 'scripts/typecheck-and-lint.ts'] },
    npm('format:check'),
    npm('knip'),
  ],
  tests: [vitest('unit + browser tests', '--project', 'unit', '--project', 'unit-isolated', '--project', 'browser')],
  builds: [
    npm('build'),
    vitest(
      'size, release + e2e tests',
      '--project',
      'size',
      '--project',
      'release',
      '--project',
      'e2e',
      '--exclude',
      STORIES_TEST,
    ),
  ],
  stories: [npm('build-storybook:test'), vitest('stories e2e test', '--project', 'e2e', STORIES_TEST)],
};

const running = new Set<ChildProcess>();
/** The first step that failed (an object, so TypeScript does not narrow it across the awaits). */
const outcome: { failed: string | null } = { failed: null };

function run(stream: string, step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`[${stream}] ▶ ${step.name}`);
    const [command, ...args] = step.command as [string, ...string[]];
    // Its own process group, so a stop reaches what npm and npx start under it.
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    running.add(child);
    const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${stream}] ${line}\n`);
    };
    child.stdout.on('data', (chunk: Buffer) => prefix(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => prefix(chunk, process.stderr));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`[${stream}] ✔ ${step.name} (${seconds} s)`);
        resolve(true);
      } else {
        if (!outcome.failed)
          console.error(`[${stream}] ✘ ${step.name} failed (${signal ?? `exit ${String(code)}`}, ${seconds} s)`);
        resolve(false);
      }
    });
  });
}

async function runStream(stream: string, steps: Step[]): Promise<void> {
  for (const step of steps) {
    if (outcome.failed) return;
    if (!(await run(stream, step))) {
      outcome.failed ??= `${stream}: ${step.name}`;
      for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      return;
    }
  }
}

/**
 * The machine's busy CPU seconds so far (user, nice, system, irq, softirq of
 * every core, from the first line of /proc/stat, in clock ticks, 100 a second
 * on Linux); null where there is no /proc. Machine-wide on purpose: Chromium's
 * processes leave the tree they were started in (its zygote), so what the
 * children report misses most of the browser tests' cost; on a machine doing
 * nothing else, this is the run's.
 */
function machineCpuSeconds(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / 100;
  } catch {
    return null;
  }
}

const started = Date.now();
const cpuBefore = machineCpuSeconds();
await Promise.all(Object.entries(STREAMS).map(([stream, steps]) => runStream(stream, steps)));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const cpuAfter = machineCpuSeconds();
const cost =
  cpuBefore === null || cpuAfter === null ? '' : ` (the machine's CPU: ${(cpuAfter - cpuBefore).toFixed(0)} s)`;
if (outcome.failed) {
  console.error(`npm test failed at ${outcome.failed} after ${seconds} s${cost}`);
  process.exit(1);
}
console.log(`npm test passed in ${seconds} s${cost}`);
