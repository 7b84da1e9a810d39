/**
 * `npm test`: every check, in two streams that run side by side, because on
 * two cores the slow parts are single-threaded (tsc, ESLint, the Storybook
 * build's Rollup) or mostly waiting (the end-to-end suite's timers):
 *
 *   checks:  typecheck → lint → knip → unit and browser tests (these need no build)
 *   builds:  build → build-storybook → size and end-to-end tests (these read dist/ and storybook-static/)
 *
 * Each line is prefixed with its stream; each step reports its time. The first
 * failing step stops both streams and the run fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';

type Step = { name: string; command: string[] };
const npm = (script: string): Step => ({ name: script, command: ['npm', 'run', '--silent', script] });
const vitest = (name: string, ...projects: string[]): Step => ({
  name,
  command: ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])],
});

const STREAMS: Record<string, Step[]> = {
  checks: [npm('typecheck'), npm('lint'), npm('knip'), vitest('unit + browser tests', 'unit', 'browser')],
  builds: [npm('build'), npm('build-storybook'), vitest('size + e2e tests', 'size', 'e2e')],
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
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
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
        if (!outcome.failed) console.error(`[${stream}] ✘ ${step.name} failed (${signal ?? `exit ${String(code)}`}, ${seconds} s)`);
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

const started = Date.now();
await Promise.all(Object.entries(STREAMS).map(([stream, steps]) => runStream(stream, steps)));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (outcome.failed) {
  console.error(`npm test failed at ${outcome.failed} after ${seconds} s`);
  process.exit(1);
}
console.log(`npm test passed in ${seconds} s`);
