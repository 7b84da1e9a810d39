// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePngs, screenshotDifference } from '../support/visual';

/** A 40×20 picture of one grey, with its first `changed` pixels set to another grey. */
function picture(grey: number, changed = 0, to = grey, width = 40): Buffer {
  const png = new PNG({ width, height: 20 });
  for (let pixel = 0; pixel < width * 20; pixel += 1) {
    const value = pixel < changed ? to : grey;
    png.data.set([value, value, value, 255], pixel * 4);
  }
  return PNG.sync.write(png);
}

describe('a screenshot against its baseline: the threshold (test/support/visual.ts, docs/QUALITY.md)', () => {
  it('the same picture: nothing differs', () => {
    expect(comparePngs(picture(92), picture(92)).differing).toBe(0);
  });

  it('the same bytes: nothing differs, without decoding, and the size read from the header', () => {
    expect(comparePngs(picture(92, 0, 92, 41), picture(92, 0, 92, 41))).toEqual({
      differing: 0,
      diff: null,
      expectedSize: '41×20',
      actualSize: '41×20',
    });
  });

  it('the same pixels in other bytes (another encoder): compared pixel by pixel, nothing differs', () => {
    const other = PNG.sync.write(PNG.sync.read(picture(92)), { deflateLevel: 1, filterType: 0 });
    expect(other.equals(picture(92))).toBe(false);
    expect(comparePngs(picture(92), other)).toMatchObject({ differing: 0, expectedSize: '40×20' });
  });

  it.each([
    ['13 steps of grey is within the per-pixel threshold', 79, 0],
    ['14 steps is beyond it', 78, 30],
    ["a colour token moved from #5c5c5c to #424242 (unseen at pixelmatch's default threshold)", 66, 30],
  ])('%s', (_name, to, differing) => {
    expect(comparePngs(picture(92), picture(92, 30, to)).differing).toBe(differing);
  });

  it('a picture of another size is not compared, and says both sizes', () => {
    expect(comparePngs(picture(92), picture(92, 0, 92, 41))).toMatchObject({
      differing: null,
      expectedSize: '40×20',
      actualSize: '41×20',
    });
  });
});

describe("a story's screenshot: pass, fail with its diff images, or become the baseline", () => {
  let folder: string;
  let run: { baselines: string; diffs: string; updating: boolean };
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'visual-test-'));
    run = { baselines: join(folder, 'baselines'), diffs: join(folder, 'diffs'), updating: false };
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const withBaseline = (png: Buffer) => {
    screenshotDifference('story--a', png, { ...run, updating: true });
    return run;
  };

  it('up to 25 changed pixels pass and leave no images', () => {
    expect(screenshotDifference('story--a', picture(92, 25, 0), withBaseline(picture(92)))).toBeNull();
    expect(existsSync(run.diffs)).toBe(false);
  });

  it('26 fail, naming the count and the diff and screenshot it wrote', () => {
    const message = screenshotDifference('story--a', picture(92, 26, 0), withBaseline(picture(92)));
    expect(message).toMatch(
      /^26 pixels differ from .*story--a\.png \(at most 25 may\): see .*story--a\.diff\.png and .*story--a\.actual\.png$/,
    );
    expect(PNG.sync.read(readFileSync(join(run.diffs, 'story--a.diff.png'))).width).toBe(40);
    expect(readFileSync(join(run.diffs, 'story--a.actual.png'))).toEqual(picture(92, 26, 0));
  });

  it('a story without a baseline fails and says how to make one', () => {
    expect(screenshotDifference('story--new', picture(92), run)).toMatch(
      /^no baseline .*story--new\.png: run npm run visual:update/,
    );
  });

  it('updating: a changed picture becomes the baseline; one within the threshold is left as it was', () => {
    withBaseline(picture(92));
    const before = readFileSync(join(run.baselines, 'story--a.png'));
    expect(screenshotDifference('story--a', picture(92, 10, 0), { ...run, updating: true })).toBeNull();
    expect(readFileSync(join(run.baselines, 'story--a.png'))).toEqual(before);
    expect(screenshotDifference('story--a', picture(92, 26, 0), { ...run, updating: true })).toBeNull();
    expect(readFileSync(join(run.baselines, 'story--a.png'))).toEqual(picture(92, 26, 0));
  });
});
