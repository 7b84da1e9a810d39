import { CATEGORY_NAMES, categoryUrl, listCategories } from '../categories';
import type { BrandCode, CategoryName } from '../categories';
import { currentPrice } from '../catalogue';
import type { Product } from '../catalogue';
import { pluralize } from '../format';
import { html } from '../html';
import type { HtmlFragment } from '../html';
import { productGrid } from './product-grid';

export const SEARCH_PAGE_SIZE = 24;
const DESIGNER_FACET_LIMIT = 10;

const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;
type SortValue = (typeof SORTS)[number]['value'];

export interface SearchResultsView {
  /** The keyword searched (`q`), trimmed. */
  term: string;
  /** Every parameter the page was reached with, in order (the widget's from, src, l, fl... stay on every link). */
  params: ReadonlyArray<[string, string]>;
  /** Everything the term matched, before the shopper's filters. */
  matches: readonly Product[];
  brand: BrandCode;
  /** The gender the widget's WOMEN / MEN buttons chose, if any. */
  gender?: 'W' | 'M';
}

/** The shopper's refinements, read from the query string (unknown values are ignored). */
interface Refinements {
  category?: CategoryName;
  designer?: string;
  sort: SortValue;
  page: number;
}

function readRefinements(params: URLSearchParams, matches: readonly Product[]): Refinements {
  const category = params.get('category') ?? '';
  const designer = params.get('designer') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    ...((CATEGORY_NAMES as readonly string[]).includes(category) && { category: category as CategoryName }),
    ...(matches.some((p) => p.designerName === designer) && { designer }),
    sort: SORTS.some((s) => s.value === sort) ? (sort as SortValue) : 'featured',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function sorted(products: readonly Product[], sort: SortValue): Product[] {
  const list = [...products];
  if (sort === 'price-asc') list.sort((a, b) => currentPrice(a) - currentPrice(b));
  if (sort === 'price-desc') list.sort((a, b) => currentPrice(b) - currentPrice(a));
  if (sort === 'newest') list.sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated));
  return list; // featured: the search index's relevance order.
}

function refine(matches: readonly Product[], refinements: Refinements): Product[] {
  return sorted(
    matches.filter(
      (p) =>
        (!refinements.category || p.category === refinements.category) &&
        (!refinements.designer || p.designerName === refinements.designer),
    ),
    refinements.sort,
  );
}

/** A link to this page with some parameters changed (undefined removes one); a refinement always starts at page 1. */
function hrefWith(params: ReadonlyArray<[string, string]>, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(params.map(([k, v]) => [k, v]));
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return `?${next.toString()}`;
}

function countBy<K extends string>(products: readonly Product[], key: (p: Product) => K): Array<[K, number]> {
  const counts = new Map<K, number>();
  for (const p of products) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return [...counts];
}

function facet(
  title: string,
  param: string,
  entries: Array<[string, number]>,
  chosen: string | undefined,
  params: SearchResultsView['params'],
): HtmlFragment {
  if (entries.length === 0) return html``;
  return html`<section class="facet">
  <h2 class="facet__title">${title}</h2>
  <ul class="facet__list">
${entries.map(([value, count]) =>
  value === chosen
    ? html`    <li><a class="facet__option facet__option--chosen" href="${hrefWith(params, { [param]: undefined })}" aria-current="true">${value} <span class="facet__count">(${count})</span><span class="visually-hidden">, remove this filter</span></a></li>
`
    : html`    <li><a class="facet__option" href="${hrefWith(params, { [param]: value })}">${value} <span class="facet__count">(${count})</span></a></li>
`,
)}  </ul>
</section>`;
}

function sortForm(params: SearchResultsView['params'], sort: SortValue): HtmlFragment {
  // A plain GET form: works without script under the strict CSP; the other parameters ride along hidden.
  return html`<form class="search-toolbar__sort" method="get">
${params.filter(([name]) => name !== 'sort' && name !== 'page').map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
  <label for="search-sort">Sort by</label>
  <select id="search-sort" name="sort">
${SORTS.map(
  (s) => html`    <option value="${s.value}"${s.value === sort && ' selected'}>${s.label}</option>
`,
)}  </select>
  <button type="submit" class="search-toolbar__apply">Sort</button>
</form>`;
}

function pager(params: SearchResultsView['params'], page: number, pages: number): HtmlFragment {
  if (pages <= 1) return html``;
  return html`<nav class="pager" aria-label="Result pages">
  ${page > 1 && html`<a class="pager__step" href="${hrefWith(params, { page: String(page - 1) })}" rel="prev">Previous</a>`}
${Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
  n === page
    ? html`  <span class="pager__page pager__page--current" aria-current="page">${n}</span>
`
    : html`  <a class="pager__page" href="${hrefWith(params, { page: String(n) })}">${n}</a>
`,
)}  ${page < pages && html`<a class="pager__step" href="${hrefWith(params, { page: String(page + 1) })}" rel="next">Next</a>`}
</nav>`;
}

function noResults(term: string, brand: BrandCode): HtmlFragment {
  return html`<section class="search-empty">
  <p class="search-empty__lede">${term ? html`We could not find anything for &ldquo;${term}&rdquo;.` : 'What are you looking for?'}</p>
  <p>Check the spelling, try a designer&rsquo;s name or a more general word, or browse:</p>
  <ul class="search-empty__categories">
${listCategories(brand).map(
  (
    category,
  ) => html`    <li><a class="button-link button-link--quiet" href="${categoryUrl(category)}">${category.name}</a></li>
`,
)}  </ul>
</section>`;
}

/**
 * The /s/ page: the matches as a storefront shows them, with filters, sort and
 * pages. The query string the page was reached with sits in a hidden <data>
 * element for test/e2e/search.test.ts; shoppers and assistive technology never see it.
 */
export function searchResultsContent({ term, params, matches, brand, gender }: SearchResultsView): HtmlFragment {
  const refinements = readRefinements(new URLSearchParams(params.map(([k, v]) => [k, v])), matches);
  const results = refine(matches, refinements);
  const pages = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const page = Math.min(refinements.page, pages);
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const within = gender === 'M' ? ' in Men' : gender === 'W' ? ' in Women' : '';
  const queryString = new URLSearchParams(params.map(([k, v]) => [k, v])).toString();
  // Narrowed by category first, so the designer counts answer "how many of these".
  const inCategory = matches.filter((p) => !refinements.category || p.category === refinements.category);
  const designers = countBy(inCategory, (p) => p.designerName)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, DESIGNER_FACET_LIMIT);
  const categories = countBy(
    matches.filter((p) => !refinements.designer || p.designerName === refinements.designer),
    (p) => p.category,
  ).sort((a, b) => CATEGORY_NAMES.indexOf(a[0]) - CATEGORY_NAMES.indexOf(b[0]));
  const filtered = refinements.category !== undefined || refinements.designer !== undefined;

  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Search results</span></nav>
<header class="search-header">
  <h1 class="page-title">${term ? html`&ldquo;${term}&rdquo;` : 'Search'}</h1>
  <p class="search-header__count">${term ? html`${pluralize(results.length, 'result')}${within}` : ''}</p>
</header>
<data hidden data-testid="query-string" value="${queryString}">${queryString ? `?${queryString}` : ''}</data>
${
  matches.length === 0
    ? noResults(term, brand)
    : html`<div class="search-layout">
  <aside class="search-filters" aria-label="Filters">
    ${filtered && html`<p class="search-filters__clear"><a href="${hrefWith(params, { category: undefined, designer: undefined })}">Clear all filters</a></p>`}
    ${facet('Category', 'category', categories, refinements.category, params)}
    ${facet('Designer', 'designer', designers, refinements.designer, params)}
  </aside>
  <div class="search-results">
    <div class="search-toolbar">
      <p class="search-toolbar__range">${results.length > 0 ? `${(page - 1) * SEARCH_PAGE_SIZE + 1}–${(page - 1) * SEARCH_PAGE_SIZE + shown.length} of ${results.length}` : 'No results with these filters'}</p>
      ${sortForm(params, refinements.sort)}
    </div>
    ${shown.length > 0 ? productGrid(shown) : html`<p class="search-empty__lede">Nothing matches these filters. <a href="${hrefWith(params, { category: undefined, designer: undefined })}">Clear all filters</a></p>`}
    ${pager(params, page, pages)}
  </div>
</div>`
}`;
}
