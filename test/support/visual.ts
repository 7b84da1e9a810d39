import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The stories' screenshots against the baselines committed beside them (docs/QUALITY.md "Visual regression"):
 * test/e2e/stories.test.ts takes one screenshot of every story, at the story's own viewport, in the same pass as
 * its other checks; this module compares it, writes the diff images of a story that moved, and accepts new
 * baselines under `npm run visual:update`.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BASELINES = join(ROOT, 'test/visual/baselines');
/** Git-ignored: what a failing run leaves for a designer to look at. Emptied when a run starts. */
const DIFFS = join(ROOT, 'test/visual/diffs');

/**
 * pixelmatch's per-pixel threshold (0 to 1, on its perceptual YIQ colour distance): a pixel counts as changed when
 * it moved more than about 13 steps of 255 in a grey. Two runs of every story on one machine differ only in the
 * anti-aliasing of a few edges (8 of 120 stories, 4 to 49 pixels each, none beyond this threshold); pixelmatch's
 * default, 0.1, would also let a grey token move by 26 steps (#5c5c5c to #424242) unseen. Pixels pixelmatch finds
 * anti-aliased are never counted.
 */
const PIXEL_THRESHOLD = 0.05;
/**
 * How many pixels of one story may change beyond that threshold and the story still pass: a few pixels of a
 * rasteriser's rounding (after a Chromium update), never a change a designer would see: a one-pixel border around
 * a 40 px button is 160.
 */
const MAX_DIFFERING_PIXELS = 25;

/** `npm run visual:update`: the screenshots that differ (or are new) become the baselines. */
export const UPDATING = process.env.VISUAL_UPDATE === '1';

interface Comparison {
  /** Pixels beyond PIXEL_THRESHOLD, or null when the sizes differ (then nothing was compared). */
  differing: number | null;
  /** The baseline faded, each differing pixel red (pixelmatch's output), when they could be compared. */
  diff: PNG | null;
  expectedSize: string;
  actualSize: string;
}

export function comparePngs(expected: Buffer, actual: Buffer): Comparison {
  // Chromium encodes the same pixels to the same bytes: most stories match their baseline byte for byte, and decoding
  // and comparing both (about 65 ms of CPU a story) would only say so again.
  if (expected.equals(actual)) {
    const size = `${actual.readUInt32BE(16)}×${actual.readUInt32BE(20)}`; // IHDR's width and height
    return { differing: 0, diff: null, expectedSize: size, actualSize: size };
  }
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  const expectedSize = `${a.width}×${a.height}`;
  const actualSize = `${b.width}×${b.height}`;
  if (a.width !== b.width || a.height !== b.height) return { differing: null, diff: null, expectedSize, actualSize };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { differing, diff, expectedSize, actualSize };
}

const shown = (path: string) => relative(ROOT, path);

/** Where the baselines and diffs are, and whether this run accepts new baselines (a test gives its own). */
interface VisualRun {
  baselines: string;
  diffs: string;
  updating: boolean;
}
const THIS_RUN: VisualRun = { baselines: BASELINES, diffs: DIFFS, updating: UPDATING };

export function clearDiffs(): void {
  rmSync(DIFFS, { recursive: true, force: true });
}

/**
 * Compares a story's screenshot with its baseline: null when it passes (or, updating, once the baseline has been
 * written), else what moved and where the images are (`<id>.actual.png` the screenshot, `<id>.diff.png` the diff).
 * A baseline within the limit is left as it is, so `visual:update` rewrites only what changed.
 */
export function screenshotDifference(
  id: string,
  png: Buffer,
  { baselines, diffs, updating }: VisualRun = THIS_RUN,
): string | null {
  const baseline = join(baselines, `${id}.png`);
  const expected = existsSync(baseline) ? readFileSync(baseline) : null;
  // Chromium encodes the same pixels to the same bytes: most stories pass here, without decoding either picture.
  if (expected?.equals(png)) return null;
  const comparison = expected === null ? null : comparePngs(expected, png);
  const passes = comparison !== null && comparison.differing !== null && comparison.differing <= MAX_DIFFERING_PIXELS;
  if (passes) return null;
  if (updating) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baseline, png);
    return null;
  }
  if (comparison === null)
    return `no baseline ${shown(baseline)}: run npm run visual:update and review the new picture in the commit`;
  mkdirSync(diffs, { recursive: true });
  const actual = join(diffs, `${id}.actual.png`);
  writeFileSync(actual, png);
  if (comparison.differing === null)
    return `the screenshot is ${comparison.actualSize}, the baseline ${comparison.expectedSize}: see ${shown(actual)}`;
  const diff = join(diffs, `${id}.diff.png`);
  writeFileSync(diff, PNG.sync.write(comparison.diff!));
  return `${comparison.differing} pixels differ from ${shown(baseline)} (at most ${MAX_DIFFERING_PIXELS} may): see ${shown(diff)} and ${shown(actual)}`;
}

/** Baselines of stories that are gone; `visual:update` deletes them. */
export function baselinesWithoutStory(ids: readonly string[]): string[] {
  if (!existsSync(BASELINES)) return [];
  const known = new Set(ids.map((id) => `${id}.png`));
  const orphans = readdirSync(BASELINES)
    .filter((file) => file.endsWith('.png') && !known.has(file))
    .map((file) => join(BASELINES, file));
  if (UPDATING) for (const file of orphans) rmSync(file);
  return UPDATING ? [] : orphans.map(shown);
}

/**
 * A fontconfig of the screenshots' own, for the check's Chromium (FONTCONFIG_FILE): the folder of Liberation Sans
 * (Debian's fonts-liberation, which `npm test` installs: scripts/ensure-chromium.ts) and no other font the machine
 * or its user has, the stacks' families on their metric-compatible faces, and the rendering settings written out
 * (Debian's defaults), so that neither /etc/fonts nor ~/.config/fontconfig moves a pixel. Returns the environment
 * for the browser and a function that removes the file.
 */
export function screenshotFonts(): { env: Record<string, string>; remove: () => void } {
  const regular = execFileSync('fc-match', ['--format=%{file}', 'Liberation Sans'], { encoding: 'utf8' }).trim();
  if (!/LiberationSans-Regular\.ttf$/.test(regular)) {
    throw new Error(
      `Liberation Sans is not installed (fontconfig gives ${regular || 'nothing'}): run scripts/ensure-chromium.ts`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'nm-visual-fonts-'));
  const file = join(folder, 'fonts.conf');
  const alias = (family: string, face: string, binding = ' binding="same"') =>
    `<alias${binding}><family>${family}</family><prefer><family>${face}</family></prefer></alias>`;
  const edit = (name: string, value: string) => `<edit name="${name}" mode="assign">${value}</edit>`;
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${dirname(regular)}</dir>
  <cachedir prefix="xdg">fontconfig</cachedir>
  ${['Helvetica Neue', 'Helvetica', 'Arial'].map((family) => alias(family, 'Liberation Sans')).join('\n  ')}
  ${['Georgia', 'Times New Roman'].map((family) => alias(family, 'Liberation Serif')).join('\n  ')}
  ${alias('sans-serif', 'Liberation Sans', '')}
  ${alias('serif', 'Liberation Serif', '')}
  ${alias('monospace', 'Liberation Mono', '')}
  <match target="font">
    ${edit('antialias', '<bool>true</bool>')}
    ${edit('hinting', '<bool>true</bool>')}
    ${edit('hintstyle', '<const>hintslight</const>')}
    ${edit('autohint', '<bool>false</bool>')}
    ${edit('rgba', '<const>none</const>')}
    ${edit('lcdfilter', '<const>lcddefault</const>')}
    ${edit('embeddedbitmap', '<bool>false</bool>')}
  </match>
</fontconfig>
`,
  );
  return { env: { FONTCONFIG_FILE: file }, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * The page's clock at the stories' fixed moment (STORY_NOW): `Date.now()` and `new Date()` start there and run on
 * at the real pace, so a story's dates (a drop-ship's "Expected to Ship", a pre-order's date, an offer's age) are
 * the same every day, and what measures elapsed time still sees it pass. Timers are left alone. A string for
 * addInitScript, so that nothing the test's compiler adds to functions reaches the page.
 */
export function storyClockScript(now: number): string {
  return `(() => {
  const RealDate = Date;
  const offset = ${now} - RealDate.now();
  const now = () => RealDate.now() + offset;
  function StoryDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new RealDate(...args) : new RealDate(now());
  }
  StoryDate.prototype = RealDate.prototype;
  StoryDate.now = now;
  StoryDate.parse = RealDate.parse;
  StoryDate.UTC = RealDate.UTC;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: StoryDate, writable: true, configurable: true });
  globalThis.Date = StoryDate;
})()`;
}
