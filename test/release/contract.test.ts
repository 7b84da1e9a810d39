import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OUTBOUND_EVENT_VERSION } from '../../packages/core/src/events/outbound';
import { RELEASED_FILE, SURFACE_FILE, pendingBumps, readReleased, sha256, surfaceReport } from '../../scripts/contract';
import { majorOf, readWidgetsPackage } from '../../scripts/widgets-package';

/**
 * The contract check (docs/RELEASING.md): the public surface other teams
 * build against may change only with a changeset that says how much. Reads
 * the built dist/ (npm test builds first).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/version.json`) && existsSync(`${root}custom-elements.json`);
const relative = (path: string) => path.slice(root.length);

/** The lines of `after` that are not in `before` (+) and the other way round (-), for a failure's message. */
function changedLines(before: string, after: string): string {
  const was = new Set(before.split('\n'));
  const is = new Set(after.split('\n'));
  return [
    ...[...was].filter((line) => !is.has(line)).map((line) => `- ${line}`),
    ...[...is].filter((line) => !was.has(line)).map((line) => `+ ${line}`),
  ]
    .slice(0, 40)
    .join('\n');
}

describe('the public contract of @nm/widgets', () => {
  it('has a build to read: run `npm run build` before this test', () => {
    expect(built, 'dist/ or custom-elements.json is missing: run `npm run build`').toBe(true);
  });

  it.runIf(built)("is the committed report: the build's surface is packages/widgets/contract/surface.md", () => {
    const committed = readFileSync(SURFACE_FILE, 'utf8');
    const current = surfaceReport(root);
    expect(
      current === committed,
      `The public surface changed:\n${changedLines(committed, current)}\n` +
        `Run \`npm run contract\` to update ${relative(SURFACE_FILE)}, and \`npx changeset\` to say whether @nm/widgets ` +
        'takes a major, minor or patch version for it (docs/RELEASING.md).',
    ).toBe(true);
  });

  it('changed since the last release only with a changeset for @nm/widgets that says major, minor or patch', () => {
    const released = readReleased();
    const surface = sha256(readFileSync(SURFACE_FILE, 'utf8'));
    const bumps = pendingBumps(root);
    expect(
      surface === released.surface || bumps.length > 0,
      `${relative(SURFACE_FILE)} differs from the surface released in ${released.version}, and no changeset in .changeset/ ` +
        'bumps @nm/widgets: run `npx changeset` and choose major (a page that uses what changed breaks), minor (something ' +
        'was added) or patch.',
    ).toBe(true);
    expect(bumps.filter((bump) => !['major', 'minor', 'patch'].includes(bump.type))).toEqual([]);
  });

  it("was stamped at the package's version: released.json follows `npm run version-packages`", () => {
    const { version } = readWidgetsPackage();
    expect(
      readReleased().version,
      `${relative(RELEASED_FILE)} is not at ${version}: version with \`npm run version-packages\`, which stamps it, not \`changeset version\` alone`,
    ).toBe(version);
  });

  it("numbers the nm: events' detail.v as the package's major version", () => {
    const { version } = readWidgetsPackage();
    expect(
      OUTBOUND_EVENT_VERSION,
      `@nm/widgets is ${version}: a major version bumps the events' v (packages/core/src/events/outbound.ts, its type and its value)`,
    ).toBe(majorOf(version));
  });
});
