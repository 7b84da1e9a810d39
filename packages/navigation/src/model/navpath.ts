import { ROOT_CATEGORY_ID } from './constants';
import type { Category } from './types';

/**
 * header.md §2 routes: navpath is underscore-separated category ids beginning
 * with cat000000. The ids after the root, or [] when the value is not a
 * navpath (missing, another root, not ids).
 */
export function navpathIds(navpath: string | null | undefined): string[] {
  if (!navpath) return [];
  const ids = navpath.trim().split('_');
  if (ids[0] !== ROOT_CATEGORY_ID || ids.some((id) => !/^cat\w+$/.test(id))) return [];
  return ids.slice(1);
}

/** The navpath query parameter of a page's search string (`?navpath=…&x=y`); a malformed escape reads as U+FFFD. */
export function navpathOf(search: string): string | null {
  return new URLSearchParams(search).get('navpath');
}

/**
 * header.md §3 "Mobile nav state" path (an index list), §4 "The start path
 * derives from the navpath query parameter or the template's default path":
 * the indexes of the navpath's categories, followed down the tree as far as
 * they match. The mobile menu opens on the deepest matched category that has
 * children (a leaf's own page is where the shopper is; its siblings are the
 * level to show). `defaultPath` (the page's own) is used when navpath matches nothing.
 */
export function startPath(
  silos: readonly Category[],
  navpath: string | null | undefined,
  defaultPath: readonly number[] = [],
): number[] {
  const ids = navpathIds(navpath);
  const path: number[] = [];
  let level: readonly Category[] = silos;
  for (const id of ids) {
    const index = level.findIndex((c) => c.id === id);
    const category = level[index];
    if (!category || category.categories.length === 0) break;
    path.push(index);
    level = category.categories;
  }
  return path.length > 0 || ids.length > 0 ? path : validPath(silos, defaultPath);
}

/** A path that leads to a category with children at every step, cut where it stops doing so. */
function validPath(silos: readonly Category[], path: readonly number[]): number[] {
  const out: number[] = [];
  let level: readonly Category[] = silos;
  for (const index of path) {
    const category = level[index];
    if (!category || category.categories.length === 0) break;
    out.push(index);
    level = category.categories;
  }
  return out;
}

/** The categories along a path (the parents of the level shown), root first. */
export function categoriesAlong(silos: readonly Category[], path: readonly number[]): Category[] {
  const out: Category[] = [];
  let level: readonly Category[] = silos;
  for (const index of path) {
    const category = level[index];
    if (!category) break;
    out.push(category);
    level = category.categories;
  }
  return out;
}

/** header.md §3 visibleCategories: the list shown at a path (the silos at the root). */
export function visibleCategories(silos: readonly Category[], path: readonly number[]): readonly Category[] {
  const along = categoriesAlong(silos, path);
  return along.length === 0 ? silos : along[along.length - 1]!.categories;
}
