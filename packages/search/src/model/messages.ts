import { titleCase } from './recentSearches';

/** header.md §8: the panel's no-results message. */
export function noResultsMessage(term: string, variant: 'panel' | 'modal'): string {
  return variant === 'modal'
    ? `We aren't able to find any results for '${term}'`
    : `We weren't able to find any results for "${term}"`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The polite status line for a settled answer: "7 suggestions and 3 products". */
export function resultSummary(suggestions: number, products: number): string {
  const parts: string[] = [];
  if (suggestions > 0) parts.push(count(suggestions, 'suggestion', 'suggestions'));
  if (products > 0) parts.push(count(products, 'product', 'products'));
  return parts.join(' and ');
}

/** What the status region says when one recent search is removed (the term as the list shows it). */
export function removedRecentMessage(term: string): string {
  return `Removed ${titleCase(term)} from recent searches`;
}
