import { hcSuggestionUrl } from './searchUrl';
import type { ProductSuggestion, Suggestion, TypeaheadResult } from './types';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s\-/(&,.]+/)
    .filter(Boolean);

/**
 * Whether `text` still answers `term`: every word typed begins a word of the
 * text ("mais ver" fits "Maison Verlaine"). The service matches more loosely
 * (fuzzy, by category), so this keeps less than it would: it only has to be
 * right about what it keeps until the service's answer replaces it.
 */
export function fitsTerm(text: string, term: string): boolean {
  const have = words(text);
  return words(term).every((typed) => have.some((word) => word.startsWith(typed)));
}

/**
 * The longest start of
 * `term` (trimmed) that is not the term itself, longest first, for looking
 * up a cached answer to narrow while the debounced request waits.
 */
export function termPrefixes(term: string): string[] {
  const out: string[] = [];
  for (let n = term.length - 1; n > 0; n--) {
    const prefix = term.slice(0, n).trim();
    if (prefix && prefix !== out.at(-1)) out.push(prefix);
  }
  return out;
}

/**
 * An earlier answer, for a shorter term, narrowed on the page to what still
 * fits `term`: suggestions whose text fits, products whose designer and name
 * fit. A suggestion that carries its own link (HC) is linked again for the
 * term now typed (its link carries what was typed). Null when nothing fits:
 * the panel then keeps "loading" rather than flash "no results" before the
 * service has spoken.
 */
export function narrowAnswer(answer: TypeaheadResult, term: string): TypeaheadResult | null {
  const suggestions = answer.suggestions
    .filter((s) => fitsTerm(s.query, term))
    .map((s): Suggestion => (s.url ? { query: s.query, url: hcSuggestionUrl(s.query, term) } : s));
  const products = answer.products.filter((p: ProductSuggestion) =>
    fitsTerm([p.brand, p.title].filter(Boolean).join(' '), term),
  );
  if (!suggestions.length && !products.length) return null;
  return { ...answer, suggestions, products };
}
