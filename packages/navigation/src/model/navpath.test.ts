import { describe, expect, it } from 'vitest';
import { categoriesAlong, navpathIds, navpathOf, startPath, visibleCategories } from './navpath';
import type { Category } from './types';

const cat = (id: string, categories: Category[] = []): Category => ({
  name: id,
  url: `/c/${id}`,
  id,
  catmanId: id,
  level: 0,
  attributes: {},
  categories,
  children: categories.length,
});
const SILOS = [
  cat('cat1'),
  cat('cat2', [cat('cat21'), cat('cat22', [cat('cat221'), cat('cat222')])]),
  cat('cat3', [cat('cat31')]),
];

/** header.md §2 routes (navpath), §3 path, §4 "Mobile menu" start path. */
describe('navpath', () => {
  it.each([
    ['cat000000_cat2_cat22', ['cat2', 'cat22']],
    ['cat000000', []],
    ['cat999_cat2', []],
    ['cat000000_cat2_<script>', []],
    ['', []],
    [null, []],
    [' cat000000_cat2 ', ['cat2']],
    ['cat000000_xcat2', []],
    ['cat000000_cat2-x', []],
  ])('%s → %j', (value, ids) => {
    expect(navpathIds(value)).toEqual(ids);
  });

  it('reads the navpath query parameter', () => {
    expect(navpathOf('?x=1&navpath=cat000000_cat2')).toBe('cat000000_cat2');
    expect(navpathOf('')).toBeNull();
  });

  it.each([
    ['cat000000_cat2', [1]],
    ['cat000000_cat2_cat22', [1, 1]],
    ['cat000000_cat2_cat22_cat222', [1, 1]],
    ['cat000000_cat2_cat21', [1]],
    ['cat000000_cat1', []],
    ['cat000000_cat9', []],
  ])('start path for %s is %j', (navpath, path) => {
    expect(startPath(SILOS, navpath)).toEqual(path);
  });

  it('falls back to the page default path without a navpath, cut where it has no children', () => {
    expect(startPath(SILOS, null, [2])).toEqual([2]);
    expect(startPath(SILOS, null, [1, 0, 4])).toEqual([1]);
    expect(startPath(SILOS, null)).toEqual([]);
  });

  it("a navpath that names a category, even one that matches nothing here, wins over the page's default path", () => {
    expect(startPath(SILOS, 'cat000000_cat1', [2])).toEqual([]);
    expect(startPath(SILOS, 'cat000000_cat9', [2])).toEqual([]);
    expect(startPath(SILOS, 'cat000000_cat3', [1])).toEqual([2]);
    expect(startPath(SILOS, 'cat000000', [2])).toEqual([2]);
  });

  it('the categories along a path stop where the path leaves the tree', () => {
    expect(categoriesAlong(SILOS, [1, 7, 0]).map((c) => c.id)).toEqual(['cat2']);
  });

  it('visible categories and the categories along a path', () => {
    expect(visibleCategories(SILOS, []).map((c) => c.id)).toEqual(['cat1', 'cat2', 'cat3']);
    expect(visibleCategories(SILOS, [1, 1]).map((c) => c.id)).toEqual(['cat221', 'cat222']);
    expect(categoriesAlong(SILOS, [1, 1]).map((c) => c.id)).toEqual(['cat2', 'cat22']);
  });
});
