import { decodeCapped, isRecord, safeImageUrl, safeLinkUrl, sanitizeText, toNumber } from '@nm/core';
import { productLimitFor, SUGGESTION_LIMIT } from '../model/constants';
import type { ProductSuggestion, Suggestion, TypeaheadResult } from '../model/types';

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const clean = sanitizeText(value).trim();
  return clean || undefined;
};
/**
 * The most products decoded from an answer: the most a panel shows (the phone's, header.md §5), docs/ARCHITECTURE.md
 * "Caps on what a service answers". Here, not in model/constants.ts, which is in the first script.
 */
const PRODUCTS_CAP = productLimitFor(true);
/** Named in the one log line a refused URL writes (core urlPolicy). */
const SOURCE = 'The type-ahead service';

function decodeSuggestion(item: unknown): Suggestion | null {
  if (!isRecord(item) || !isRecord(item.parameters)) return null;
  const query = text(item.parameters.query);
  return query ? { query } : null;
}

function decodeProduct(item: unknown): ProductSuggestion | null {
  if (!isRecord(item)) return null;
  const brand = text(item.brand);
  const title = text(item.title);
  if (!brand && !title) return null;
  // A product tile is a link to the product: one whose link the URL policy
  // refuses (another site, javascript:, data:, /\host) would be a dead
  // option that looks live, so the product is left out (logged once by the
  // policy) and the panel shows the others.
  const url = safeLinkUrl(item.url, SOURCE);
  if (!url) return null;
  const price = toNumber(item.price);
  const oldPrice = toNumber(item.oldPrice);
  return {
    url,
    // A refused picture is only left out: the tile shows the no-image picture.
    img: safeImageUrl(item.img, SOURCE),
    alt: text(item.alt) ?? [brand, title].filter(Boolean).join(' '),
    brand,
    title,
    price,
    oldPrice,
    // header.md §5: one price shows only it. A missing or unreadable old price is "one price" too.
    onePrice: item.onePrice === true || oldPrice === null || price === null || oldPrice <= price,
  };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Decodes with `decode`, keeping each value once by `key` (case-insensitive): a repeat decodes as nothing. */
function once<T>(decode: (item: unknown) => T | null, key: (value: T) => string): (item: unknown) => T | null {
  const seen = new Set<string>();
  return (item) => {
    const value = decode(item);
    if (value === null || seen.has(key(value).toLowerCase())) return null;
    seen.add(key(value).toLowerCase());
    return value;
  };
}

/**
 * header.md §3: decodes the type-ahead payload at the boundary. A body that is
 * not an object is a failure (null); a missing or malformed list is empty;
 * entries without what they need are dropped; duplicate suggestions
 * (case-insensitive) are kept once; at most 10 suggestions (§5) and 4
 * products (the most a panel shows), the rest dropped and logged once.
 */
export function decodeTypeahead(body: unknown): TypeaheadResult | null {
  if (!isRecord(body)) return null;
  return {
    suggestions: decodeCapped(
      `${SOURCE} (suggestions)`,
      list(body.suggestions),
      SUGGESTION_LIMIT,
      once(decodeSuggestion, (s) => s.query),
    ),
    products: decodeCapped(`${SOURCE} (products)`, list(body.products), PRODUCTS_CAP, decodeProduct),
    rid: text(body.rid),
    serverQuery: text(body.serverQuery),
    narrowedWithin: text(body.narrowedWithin),
  };
}

/** header.md §7: the HC auto-suggest answer is a list of strings. Anything else is a failure (null). */
export function decodeHcSuggestions(body: unknown): string[] | null {
  if (!Array.isArray(body)) return null;
  return decodeCapped(
    'The auto-suggest service',
    body,
    SUGGESTION_LIMIT,
    once(
      (item) => text(item) ?? null,
      (value) => value,
    ),
  );
}
