/**
 * `npm test`: every check, in four streams that run side by side.
 *
 *   checks:   format → typecheck and lint                    (no build needed; one TypeScript program for the
 *                                                           type check and ESLint: scripts/typecheck-and-lint.ts)
 *   tests:    unit and browser tests → size and release     (the last two read dist/: they wait for the build)
 *   builds:   build → end-to-end tests                      (read dist/; every e2e file but the stories)
 *   stories:  build-storybook:test → the stories' e2e test → knip
 *
 * Why this shape (measured on the two-core machine, docs/QUALITY.md): the
 * run is CPU-bound, so it can only come near five minutes if both cores are
 * busy from the first second to the last, and no stream is left running
 * alone at the end. The builds stream and the checks stream are the longest
 * (the end-to-end files wait for the build; ESLint is one long process), so
 * what does not need to be on them is not: the size and release checks go
 * to the tests stream once the build is there, knip to the stories stream,
 * which ends first. The end-to-end files start as soon as their build is
 * there, two at a time (vitest.config.ts), and the stories start on their
 * own as soon as Storybook is built, one at a time. The format check is
 * first: a second, and it fails the quickest. The first step to fail stops
 * every stream.
 *
 * Each line is prefixed with its stream; each step reports its time, and the
 * run reports its wall time and (on Linux) the CPU time the machine spent meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SCRIPT_PATH, packageScript } from './package-script';

/** `after`: the step (of another stream) whose success this one waits for; `env`: added to the step's environment. */
type Step = { name: string; command: string[]; after?: string; env?: Record<string, string> };
/** Binaries come from node_modules/.bin (SCRIPT_PATH), as under npm run, without npm or npx started for each step. */
const script = (name: string): Step => ({ name, command: packageScript(name) });
const vitest = (name: string, ...args: string[]): Step => ({ name, command: ['vitest', 'run', ...args] });

/** Read by the stories' run only; every other e2e file runs in the builds stream. */
const STORIES_TEST = 'test/e2e/stories.test.ts';

const STREAMS: Record<string, Step[]> = {
  checks: [
    script('format:check'),
    {
      name: 'typecheck + lint',
      // A young generation of 64 MB, not V8's default 16: the program and ESLint's trees live for the whole step,
      // and scavenging them 778 times (223 at 64 MB) was about 6 s of its ~93 s of CPU (docs/QUALITY.md).
      command: ['node', '--max-semi-space-size=64', '--import', 'tsx', 'scripts/typecheck-and-lint.ts'],
    },
  ],
  tests: [
    vitest('unit + browser tests', '--project', 'unit', '--project', 'unit-isolated', '--project', 'browser'),
    { ...vitest('size + release tests', '--project', 'size', '--project', 'release'), after: 'build' },
  ],
  builds: [script('build'), vitest('e2e tests', '--project', 'e2e', '--exclude', STORIES_TEST)],
  stories: [
    script('build-storybook:test'),
    // One story at a time: the other streams keep the second core busy, and two lanes beside them cost the whole
    // run more CPU than they overlap (docs/QUALITY.md: the run's own CPU 650.7 and 662.0 s with one lane, 675.9
    // and 703.1 s with two). Alone (visual:update, a developer's run) the check keeps its two lanes.
    {
      ...vitest('stories e2e test', '--project', 'e2e', STORIES_TEST),
      env: { STORY_LANES: process.env.STORY_LANES ?? '1' },
    },
    script('knip'),
  ],
};

/** Each step's outcome, by name, for the steps that wait for one (`after`). */
const stepResults = new Map(
  Object.values(STREAMS)
    .flat()
    .map((step) => {
      let settle!: (passed: boolean) => void;
      const passed = new Promise<boolean>((resolve) => (settle = resolve));
      return [step.name, { passed, settle }] as const;
    }),
);

const running = new Set<ChildProcess>();
/** The first step that failed (an object, so TypeScript does not narrow it across the awaits). */
const outcome: { failed: string | null } = { failed: null };

function run(stream: string, step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`[${stream}] ▶ ${step.name}`);
    const [command, ...args] = step.command as [string, ...string[]];
    // Its own process group, so a stop reaches everything the step starts.
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: SCRIPT_PATH, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
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
    if (step.after && !(await stepResults.get(step.after)!.passed)) return;
    if (outcome.failed) return;
    const passed = await run(stream, step);
    stepResults.get(step.name)!.settle(passed);
    if (!passed) {
      outcome.failed ??= `${stream}: ${step.name}`;
      for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      // Whatever waits for a step that will not run now learns it.
      for (const { settle } of stepResults.values()) settle(false);
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
