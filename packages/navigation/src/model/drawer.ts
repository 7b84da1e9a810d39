import { DESIGNERS_CATEGORY_ID, LETTERS_PER_ROW, ROOT_CATEGORY_ID } from './constants';
import type { Category, PromoContent } from './types';

/**
 * header.md §2 "Silo drawers": a drawer shows the silo's subcategories in
 * columns; an entry whose attributes say flgColumnBreak starts a new column
 * (the first entry always starts the first). Each entry keeps its own
 * children (drawn under it as a group).
 */
export function drawerColumns(categories: readonly Category[]): Category[][] {
  const columns: Category[][] = [];
  for (const category of categories) {
    const current = columns[columns.length - 1];
    if (!current || category.attributes.flgColumnBreak) columns.push([category]);
    else current.push(category);
  }
  return columns;
}

/** The drawer's promo: the silo's cms content, or its promoPath image alone; none when it has neither. */
export function drawerPromo(silo: Category): PromoContent | null {
  const { cms, promoPath } = silo.attributes;
  if (cms) return { ...cms, ...(cms.image === undefined && promoPath !== undefined && { image: promoPath }) };
  return promoPath ? { image: promoPath } : null;
}

export const isDesignersSilo = (silo: Pick<Category, 'id'>): boolean => silo.id === DESIGNERS_CATEGORY_ID;

/** §2 "BY A-Z": the letters, then # for names that start with anything else. */
export const A_TO_Z = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

/** The A-Z list in rows of 5 (§2). */
export function letterRows<T>(letters: readonly T[], perRow = LETTERS_PER_ROW): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < letters.length; i += perRow) rows.push(letters.slice(i, i + perRow));
  return rows;
}

/** The letter a designer is listed under: its first letter without accents, or #. */
export function letterOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/**
 * §2 routes: "Designers A To Z" goes to /c/designers-cat000730?{token}. The
 * spec does not say what the token is; ours is the page's navpath (the
 * designers silo under the root), as every other category link carries, and a
 * letter adds `letter={L}` (docs/navigation.md "Designers drawer").
 */
export const designersAtoZUrl = (letter?: string): string =>
  `/c/designers-${DESIGNERS_CATEGORY_ID}?navpath=${ROOT_CATEGORY_ID}_${DESIGNERS_CATEGORY_ID}${letter ? `&letter=${encodeURIComponent(letter)}` : ''}`;

interface LetterGroup {
  letter: string;
  /** The letter's page: the service's letter entry's url, else ours. */
  url: string;
  designers: Category[];
}

export interface DesignersDrawer {
  /** Every letter of A_TO_Z, in order, with the designers listed under it (none: drawn as not a link). */
  letters: LetterGroup[];
  /** DESIGNERS BY CATEGORY. */
  byCategory: Category[];
  /** FEATURED DESIGNERS as the service lists them; null when it does not (the bundled list stands in). */
  featured: Category[] | null;
  /** How many designer names the drawer lists under the letters. */
  designerCount: number;
}

const isLetterEntry = (c: Category): boolean => /^([A-Z]|#|0-9)$/i.test(c.name.trim());
const tagged = (c: Category, tag: string): boolean => c.attributes.tags?.includes(tag) === true;
const isAtoZEntry = (c: Category): boolean => tagged(c, 'a-z') || /^designers a[ -]?(-|to)[ -]?z$/i.test(c.name.trim());
const isFeaturedEntry = (c: Category): boolean => tagged(c, 'featured') || /^featured designers$/i.test(c.name.trim());

/**
 * The designers silo (cat000730) as the drawer draws it (docs/navigation.md
 * "Designers drawer": the answer's shapes we read):
 *
 * - an A-Z entry (tagged `a-z`, or named "Designers A-Z"): its categories are
 *   the designers, filed under their first letter;
 * - letter entries (named "A" … "Z", "#"): their categories are that letter's designers;
 * - a featured entry (tagged `featured`, or named "Featured Designers"): the
 *   FEATURED DESIGNERS column;
 * - a designer entry at the top (tagged `designer`, no children): filed under its letter;
 * - anything else is DESIGNERS BY CATEGORY: a group's categories (a "Designers
 *   by Category" entry), or the entry itself when it has none.
 */
export function designersDrawer(silo: Category): DesignersDrawer {
  const groups = new Map<string, { url?: string; designers: Category[] }>(A_TO_Z.map((l) => [l, { designers: [] }]));
  const file = (designer: Category) => groups.get(letterOf(designer.name))!.designers.push(designer);
  const byCategory: Category[] = [];
  let featured: Category[] | null = null;
  for (const entry of silo.categories) {
    if (isAtoZEntry(entry)) {
      entry.categories.forEach(file);
    } else if (isLetterEntry(entry)) {
      const name = entry.name.trim().toUpperCase();
      const group = groups.get(name === '0-9' ? '#' : name)!;
      if (entry.url) group.url = entry.url;
      group.designers.push(...entry.categories);
    } else if (isFeaturedEntry(entry)) {
      featured = entry.categories;
    } else if (entry.categories.length === 0 && tagged(entry, 'designer')) {
      file(entry);
    } else if (entry.categories.length > 0) {
      byCategory.push(...entry.categories);
    } else {
      byCategory.push(entry);
    }
  }
  let designerCount = 0;
  const letters = A_TO_Z.map((letter) => {
    const group = groups.get(letter)!;
    designerCount += group.designers.length;
    return { letter, url: group.url ?? designersAtoZUrl(letter), designers: group.designers };
  });
  return { letters, byCategory, featured, designerCount };
}
