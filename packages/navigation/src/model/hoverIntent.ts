/**
 * header.md §4 "Silo drawer", §9: hover intent (sensitivity 5, interval
 * 100 ms, timeout 0) and the safe triangle, as pure decisions over pointer
 * positions. The machine (state/createNavigation.ts) polls on its injected
 * clock and asks these; a table test feeds them scripted paths.
 *
 * Hover intent, as the jQuery plugin the spec's numbers come from: when the
 * pointer enters a trigger its position is noted; every interval the current
 * position is compared with the noted one. Moved less than `sensitivity`
 * (|dx| + |dy|) since the last poll: the pointer rests there, the shopper
 * means it, open. Otherwise note the new position and poll again. Leaving
 * the trigger drops the pending intent after `timeout` (0: at once).
 */
export interface Point {
  x: number;
  y: number;
}
export interface Sample extends Point {
  t: number;
}
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface HoverIntentOptions {
  sensitivity: number;
  interval: number;
}

/** Whether the pointer rested between two polls (the plugin's test: |dx| + |dy| < sensitivity). */
export const rested = (previous: Point, current: Point, sensitivity: number): boolean =>
  Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < sensitivity;

/**
 * When hover intent is reached for a pointer that entered at the first
 * sample and moved along the others (times ascending, all over the trigger;
 * the last one is where the observation ends, the pointer leaving or the
 * test stopping), or null when it never rests before then. Polls at
 * t0 + interval, t0 + 2·interval, …, each reading the latest sample at or before it.
 */
export function hoverIntentAt(
  samples: readonly Sample[],
  { sensitivity, interval }: HoverIntentOptions,
): number | null {
  const first = samples[0];
  if (!first) return null;
  const last = samples[samples.length - 1]!;
  let noted: Point = first;
  let index = 0;
  for (let poll = first.t + interval; poll <= last.t; poll += interval) {
    while (index + 1 < samples.length && samples[index + 1]!.t <= poll) index += 1;
    const current = samples[index]!;
    if (rested(noted, current, sensitivity)) return poll;
    noted = current;
  }
  return null;
}

/** Twice the signed area of (a, b, c): its sign says on which side of a→b the point c is. */
const cross = (a: Point, b: Point, c: Point): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/**
 * The safe triangle: from `apex` (where the pointer left the open silo's
 * trigger) to the open drawer's two top corners. A pointer inside it is on
 * its way into the drawer, even where it crosses a neighbouring silo; the
 * edges count as inside. Below the drawer's top it is in the drawer, not here.
 */
export function insideSafeTriangle(apex: Point, point: Point, drawer: Rect): boolean {
  // Strictly below the apex: a pointer still at the apex's height (along the bar, or the leave point itself) is not heading down.
  if (point.y <= apex.y || point.y >= drawer.top) return false;
  const left: Point = { x: drawer.left, y: drawer.top };
  const right: Point = { x: drawer.right, y: drawer.top };
  const d1 = cross(apex, left, point);
  const d2 = cross(left, right, point);
  const d3 = cross(right, apex, point);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

/**
 * Whether a neighbouring silo may take over from an open drawer on hover
 * intent: not while the pointer is in the safe triangle and has been in it
 * for less than `grace` ms (a pointer that stops in the triangle and stays is
 * a shopper who changed their mind; after the grace it may switch).
 */
export function neighbourMayOpen({
  apex,
  point,
  drawer,
  since,
  now,
  grace,
}: {
  apex: Point | null;
  point: Point;
  drawer: Rect | null;
  since: number;
  now: number;
  grace: number;
}): boolean {
  if (!apex || !drawer) return true;
  if (!insideSafeTriangle(apex, point, drawer)) return true;
  return now - since >= grace;
}
