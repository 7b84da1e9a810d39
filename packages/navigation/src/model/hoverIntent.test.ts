import { describe, expect, it } from 'vitest';
import { hoverIntentAt, insideSafeTriangle, neighbourMayOpen, rested } from './hoverIntent';

/** header.md §9: hover-intent sensitivity 5, interval 100 ms, timeout 0. */
const SPEC = { sensitivity: 5, interval: 100 };

describe('hover intent (header.md §4 "Silo drawer", §9)', () => {
  it('rests when |dx| + |dy| moved between two polls is under 5 px', () => {
    expect(rested({ x: 0, y: 0 }, { x: 2, y: 2 }, 5)).toBe(true);
    expect(rested({ x: 0, y: 0 }, { x: 3, y: 2 }, 5)).toBe(false);
    expect(rested({ x: 0, y: 0 }, { x: 0, y: 4.9 }, 5)).toBe(true);
  });

  it.each([
    [
      'a pointer that stops on the trigger opens at the first poll, 100 ms',
      [
        { x: 10, y: 10, t: 0 },
        { x: 10, y: 10, t: 150 },
      ],
      100,
    ],
    [
      'small tremor under 5 px still opens at 100 ms',
      [
        { x: 10, y: 10, t: 0 },
        { x: 12, y: 11, t: 50 },
        { x: 13, y: 11, t: 90 },
        { x: 13, y: 11, t: 150 },
      ],
      100,
    ],
    [
      'crossing at speed, then resting: opens at the first poll after it rests',
      [
        { x: 0, y: 10, t: 0 },
        { x: 30, y: 10, t: 50 },
        { x: 60, y: 10, t: 100 },
        { x: 90, y: 10, t: 150 },
        { x: 100, y: 10, t: 190 },
        { x: 100, y: 10, t: 400 },
      ],
      300,
    ],
    [
      'leaving before the first poll: no intent (timeout 0)',
      [
        { x: 10, y: 10, t: 0 },
        { x: 10, y: 10, t: 99 },
      ],
      null,
    ],
    [
      'crossing at speed and never resting: no intent',
      [
        { x: 0, y: 10, t: 0 },
        { x: 20, y: 10, t: 100 },
        { x: 40, y: 10, t: 200 },
        { x: 60, y: 10, t: 300 },
        { x: 80, y: 10, t: 400 },
      ],
      null,
    ],
  ])('%s', (_, samples, at) => {
    expect(hoverIntentAt(samples, SPEC)).toBe(at);
  });
});

describe('safe triangle', () => {
  const drawer = { left: 0, top: 60, right: 1000, bottom: 500 };
  const apex = { x: 100, y: 30 };

  it.each([
    ['straight down into the drawer', { x: 100, y: 50 }, true],
    ['diagonally right towards the drawer', { x: 200, y: 45 }, true],
    ['across the bar at the same height', { x: 200, y: 30 }, false],
    ['the apex itself (the point where the pointer left)', { x: 100, y: 30 }, false],
    ['up, away from the drawer', { x: 120, y: 20 }, false],
    ['far right, barely lower: outside the triangle', { x: 700, y: 32 }, false],
    ['in the drawer already', { x: 100, y: 80 }, false],
    ["at the drawer's top edge: in the drawer", { x: 500, y: 60 }, false],
    ['on the left edge (from the apex to the top left corner)', { x: 50, y: 45 }, true],
    ['just left of it', { x: 49, y: 45 }, false],
    ['on the right edge (from the apex to the top right corner)', { x: 550, y: 45 }, true],
    ['just right of it', { x: 551, y: 45 }, false],
    ['far left, barely lower: outside', { x: 0, y: 31 }, false],
  ])('%s → %s', (_, point, inside) => {
    expect(insideSafeTriangle(apex, point, drawer)).toBe(inside);
  });

  it('holds a neighbour off inside the triangle until the grace has passed', () => {
    const base = { apex, drawer, since: 1000, grace: 300 };
    expect(neighbourMayOpen({ ...base, point: { x: 200, y: 45 }, now: 1100 })).toBe(false);
    expect(neighbourMayOpen({ ...base, point: { x: 200, y: 45 }, now: 1300 })).toBe(true);
    expect(neighbourMayOpen({ ...base, point: { x: 200, y: 30 }, now: 1100 })).toBe(true);
    expect(neighbourMayOpen({ ...base, apex: null, point: { x: 200, y: 45 }, now: 1100 })).toBe(true);
  });
});

describe('hover intent at the edges of an observation', () => {
  it('with no samples, the pointer never rests', () => {
    expect(hoverIntentAt([], SPEC)).toBeNull();
  });

  it('a rest seen at the very last sample counts', () => {
    const still = { x: 10, y: 10 };
    expect(
      hoverIntentAt(
        [
          { ...still, t: 0 },
          { ...still, t: 100 },
        ],
        SPEC,
      ),
    ).toBe(100);
    expect(
      hoverIntentAt(
        [
          { ...still, t: 0 },
          { ...still, t: 99 },
        ],
        SPEC,
      ),
    ).toBeNull();
  });
});
