import type { Gender } from '@nm/core';
import { ROOT_CATEGORY_ID } from './constants';
import type { Category } from './types';

/**
 * header.md §2 "Fallback navigation menus": the menus bundled for when the
 * live navigation cannot be loaded (§7, §8). Men's 11 and women's 12
 * top-level entries in the spec's order; each url is /c/{slug}-{id} with
 * navpath cat000000_{id}; empty categories and attributes; catmanId = id.
 *
 * The spec does not show the ids ("cat followed by digits"). Ours
 * (docs/navigation.md "Fallback ids"): Designers is the spec's designers
 * category cat000730; the women's entries reuse the demo storefront's
 * category ids where it has the category, so a fallback link reaches a real
 * page there; Designers, Kids, Home, Gifts, Magazine and Sale are shared by
 * both menus (the spec says so); New & Now, Clothing and Shoes differ, and
 * the men's-only entries have their own.
 *
 * This module is in the lazy bar chunk (never the first script).
 */
type Entry = readonly [name: string, id: string, slug?: string];

/** Shared by both menus (§2). */
const DESIGNERS: Entry = ['Designers', 'cat000730'];
const KIDS: Entry = ['Kids', 'cat51600740'];
const HOME: Entry = ['Home', 'cat10930744'];
const GIFTS: Entry = ['Gifts', 'cat36650743'];
const MAGAZINE: Entry = ['Magazine', 'cat64990741'];
const SALE: Entry = ['Sale', 'cat43810733'];

const WOMEN: readonly Entry[] = [
  ['New & Now', 'cat58290725'],
  DESIGNERS,
  ['Clothing', 'cat58290731', 'womens-clothing'],
  ['Shoes', 'cat47190746'],
  ['Handbags', 'cat46860739'],
  ['Jewelry & Accessories', 'cat39620738'],
  ['Beauty', 'cat10650741'],
  KIDS,
  HOME,
  GIFTS,
  MAGAZINE,
  SALE,
];

const MEN: readonly Entry[] = [
  ['New & Now', 'cat14120827'],
  DESIGNERS,
  ['Clothing', 'cat14120830'],
  ['Shoes', 'cat14120833'],
  ['Accessories', 'cat14120836'],
  ['Cologne & Grooming', 'cat14120839'],
  KIDS,
  HOME,
  GIFTS,
  MAGAZINE,
  SALE,
];

/** "New & Now" → "new-now", "Jewelry & Accessories" → "jewelry-accessories". */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** §2 routes: /c/{slug}-{categoryId}?navpath=cat000000_{categoryId}. */
const fallbackUrl = (slug: string, id: string): string => `/c/${slug}-${id}?navpath=${ROOT_CATEGORY_ID}_${id}`;

const toSilo = ([name, id, slug = slugOf(name)]: Entry): Category => ({
  name,
  url: fallbackUrl(slug, id),
  id,
  catmanId: id,
  level: 0,
  attributes: {},
  categories: [],
  children: 0,
});

/** The bundled silos for a gender (fresh objects: a caller may not change another's). */
export function fallbackSilos(gender: Gender): Category[] {
  return (gender === 'M' ? MEN : WOMEN).map(toSilo);
}
