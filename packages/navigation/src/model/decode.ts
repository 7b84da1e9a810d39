import { BadAnswerError, describeBody, isRecord, logErrorOnce } from '@nm/core';
import {
  DESIGNERS_CATEGORY_ID,
  MAX_CATEGORIES_PER_PARENT,
  MAX_DESIGNERS_PER_PARENT,
  MAX_MENU_ENTRIES,
  MAX_SILOS,
} from './constants';
import type { Category, CategoryAttributes, PromoContent } from './types';

/**
 * header.md §3, §7: the navigation answer read for `silos`, decoded into the
 * category shape. Pure: the URL checks are passed in (api/ gives the core URL
 * policy), so a table test feeds any answer.
 *
 * - The answer must be an object with a non-empty `silos` list; anything else
 *   (null, a list, HTML, `{ silos: {} }`) is a bad answer, and so is a list in
 *   which no entry survives: a menu is never empty, the fallback stands in.
 * - An entry needs a name and an id; without them it is left out (with its
 *   children). An id its siblings already used is left out too (the first
 *   wins, logged once): two silos sharing an id opened and closed together. A refused or missing url becomes '' (drawn as a button: no page
 *   of its own). catmanId defaults to the id, level to the depth, children to
 *   the number of categories.
 * - Attributes keep only the spec's fields with the right types; promo text
 *   is text, never HTML.
 * - Capped (model/constants.ts): at most MAX_SILOS silos, MAX_CATEGORIES_PER_PARENT
 *   categories under each (MAX_DESIGNERS_PER_PARENT inside the designers
 *   silo), MAX_MENU_ENTRIES in all; the rest dropped, logged once.
 */
export interface UrlChecks {
  link(raw: unknown): string | undefined;
  image(raw: unknown): string | undefined;
}

/** Without a policy: paths and http(s) URLs as written. */
const PLAIN: UrlChecks = {
  link: (raw) => (typeof raw === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(raw.trim()) ? raw.trim() : undefined),
  image: (raw) => (typeof raw === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(raw.trim()) ? raw.trim() : undefined),
};

/** The deepest level read (the service's tree is three levels; deeper entries are cut). */
const MAX_DEPTH = 5;

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
const flag = (v: unknown): boolean | undefined =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;

function decodePromo(raw: unknown, urls: UrlChecks): PromoContent | undefined {
  // The service sends a list of promo blocks; the drawer shows the first one that decodes.
  if (Array.isArray(raw)) {
    for (const block of raw) {
      const promo = decodePromo(block, urls);
      if (promo) return promo;
    }
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  const promo: PromoContent = {};
  const picture = isRecord(raw.image) ? raw.image : { src: raw.image ?? raw.imageUrl };
  const title = text(raw.title ?? raw.headline);
  const body = text(raw.text ?? raw.body ?? raw.copy);
  const linkText = text(raw.linkText);
  const url = urls.link(raw.url ?? raw.link);
  const image = urls.image(picture.src);
  const alt = text(picture.alt);
  if (title) promo.title = title;
  if (body) promo.text = body;
  if (linkText) promo.linkText = linkText;
  if (url) promo.url = url;
  if (image) promo.image = image;
  if (image && alt) promo.alt = alt;
  return Object.keys(promo).length > 0 ? promo : undefined;
}

function decodeAttributes(raw: unknown, urls: UrlChecks = PLAIN): CategoryAttributes {
  if (!isRecord(raw)) return {};
  const out: CategoryAttributes = {};
  const red = flag(raw.redTextFlag);
  if (red !== undefined) out.redTextFlag = red;
  const adornment = text(raw.textAdornment);
  if (adornment) out.textAdornment = adornment;
  if (Array.isArray(raw.tags)) out.tags = raw.tags.map(text).filter(Boolean);
  const columnBreak = flag(raw.flgColumnBreak);
  if (columnBreak !== undefined) out.flgColumnBreak = columnBreak;
  const boutique = text(raw.boutiqueTextAdornments);
  if (boutique) out.boutiqueTextAdornments = boutique;
  const promoPath = urls.image(raw.promoPath);
  if (promoPath) out.promoPath = promoPath;
  const cms = decodePromo(raw.cms, urls);
  if (cms) out.cms = cms;
  return out;
}

/** What is left of the menu's MAX_MENU_ENTRIES, whether anything was dropped, and the first id answered twice. */
interface Budget {
  left: number;
  dropped: boolean;
  duplicate: string | null;
}

function decodeCategory(
  raw: unknown,
  depth: number,
  urls: UrlChecks,
  budget: Budget,
  inDesigners: boolean,
  siblings: Set<string>,
): Category | null {
  if (!isRecord(raw)) return null;
  const name = text(raw.name);
  const id = text(raw.id);
  if (!name || !id) return null;
  if (siblings.has(id)) {
    budget.duplicate ??= id;
    return null;
  }
  siblings.add(id);
  budget.left -= 1;
  const designers = inDesigners || id === DESIGNERS_CATEGORY_ID;
  const cap = designers ? MAX_DESIGNERS_PER_PARENT : MAX_CATEGORIES_PER_PARENT;
  const categories =
    depth < MAX_DEPTH && Array.isArray(raw.categories)
      ? decodeList(raw.categories, depth + 1, urls, budget, cap, designers)
      : [];
  const level = typeof raw.level === 'number' && Number.isInteger(raw.level) && raw.level >= 0 ? raw.level : depth;
  const children =
    typeof raw.children === 'number' && Number.isInteger(raw.children) && raw.children >= 0
      ? raw.children
      : categories.length;
  return {
    name,
    url: urls.link(raw.url) ?? '',
    id,
    catmanId: text(raw.catmanId) || id,
    level,
    attributes: decodeAttributes(raw.attributes, urls),
    categories,
    children,
  };
}

function decodeList(
  raw: unknown[],
  depth: number,
  urls: UrlChecks,
  budget: Budget,
  cap: number,
  inDesigners = false,
): Category[] {
  const list: Category[] = [];
  const ids = new Set<string>();
  for (const entry of raw) {
    if (list.length === cap || budget.left <= 0) {
      budget.dropped = true;
      break;
    }
    const category = decodeCategory(entry, depth, urls, budget, inDesigners, ids);
    if (category) list.push(category);
  }
  return list;
}

/** The answer's silos, or a BadAnswerError naming what came instead. */
export function decodeSilos(data: unknown, urls: UrlChecks = PLAIN, call = 'GET navigation/v2/silos'): Category[] {
  if (!isRecord(data) || !Array.isArray(data.silos))
    throw new BadAnswerError(`${call} answered ${describeBody(data)}, not a menu with silos`);
  const budget: Budget = { left: MAX_MENU_ENTRIES, dropped: false, duplicate: null };
  const silos = decodeList(data.silos, 0, urls, budget, MAX_SILOS);
  if (silos.length === 0) throw new BadAnswerError(`${call} answered a menu without a usable silo`);
  if (budget.dropped) {
    logErrorOnce(
      `capped:${call}`,
      `${call} answered more than a menu keeps (${MAX_SILOS} silos, ${MAX_CATEGORIES_PER_PARENT} categories ` +
        `under each, ${MAX_DESIGNERS_PER_PARENT} in the designers silo, ${MAX_MENU_ENTRIES} in all); the rest were dropped`,
    );
  }
  if (budget.duplicate !== null) {
    logErrorOnce(
      `duplicate:${call}`,
      `${call} answered the id ${JSON.stringify(budget.duplicate)} more than once under one parent; the first is kept`,
    );
  }
  return silos;
}
