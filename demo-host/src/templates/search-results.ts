import type { Product } from '../catalogue';
import { pluralize } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { productGrid } from './product-grid';

export interface SearchResultsView {
  /** The keyword searched (`q`), trimmed. */
  term: string;
  /** The query string the page was reached with, without the leading "?". */
  queryString: string;
  params: ReadonlyArray<[string, string]>;
  products: readonly Product[];
}

/** The /s/ page: the matches, and the query string it was reached with, for people and tests to read. */
export function searchResultsContent({ term, queryString, params, products }: SearchResultsView): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Search</span></nav>
<header class="category-header">
  <h1 class="page-title">${term ? html`Results for &ldquo;${term}&rdquo;` : 'Search'}</h1>
  <p class="category-header__count">${pluralize(products.length, 'item')}</p>
</header>
<section class="search-query" aria-label="Query string">
  <p>Reached with <code data-testid="query-string">${queryString ? `?${queryString}` : '(no query string)'}</code></p>
  <dl class="search-query__params">
${params.map(([name, value]) => html`    <div><dt>${name}</dt><dd>${value}</dd></div>
`)}  </dl>
</section>
${products.length ? productGrid(products) : html`<p class="search-empty">No products match &ldquo;${term}&rdquo;.</p>`}`;
}
