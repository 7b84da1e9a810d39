// The demo type-ahead and search results, over the seeded catalogue, built on
// MiniSearch: prefix and fuzzy matching on designer, product name and category.

import MiniSearch from 'minisearch';
import { currentPrice, isOnSale, listProducts } from './catalogue';
import type { Product } from './catalogue';
import type { BrandCode } from './categories';

/** header.md §5: at most 10 suggestions; 4 products cover the phone (the desktop shows 3). */
const SUGGESTION_LIMIT = 10;
const PRODUCT_LIMIT = 4;

const SEARCH_OPTIONS = { prefix: true, fuzzy: 0.2, combineWith: 'AND' as const, boost: { designerName: 2 } };

interface Phrase {
  id: number;
  text: string;
  brand: BrandCode;
  /** How many products the phrase finds: more popular phrases come first among equals. */
  weight: number;
}

function buildProductIndex(products: readonly Product[]): MiniSearch<Product> {
  const index = new MiniSearch<Product>({ fields: ['designerName', 'displayName', 'category'], storeFields: ['id'] });
  index.addAll(products);
  return index;
}

/** Suggestions are phrases a shopper might mean: designers, categories, and designer + category pairs. */
function buildPhraseIndex(products: readonly Product[]): { index: MiniSearch<Phrase>; byId: Map<number, Phrase> } {
  const counts = new Map<string, { brand: BrandCode; weight: number }>();
  const add = (text: string, brand: BrandCode) => {
    const key = `${brand}|${text.toLowerCase()}`;
    const entry = counts.get(key);
    if (entry) entry.weight++;
    else counts.set(key, { brand, weight: 1 });
  };
  for (const p of products) {
    add(p.designerName, p.brand);
    add(p.category, p.brand);
    add(`${p.designerName} ${p.category}`, p.brand);
  }
  const phrases: Phrase[] = [...counts].map(([key, { brand, weight }], id) => ({
    id,
    text: key.slice(key.indexOf('|') + 1),
    brand,
    weight,
  }));
  const index = new MiniSearch<Phrase>({ fields: ['text'], storeFields: ['id'] });
  index.addAll(phrases);
  return { index, byId: new Map(phrases.map((p) => [p.id, p])) };
}

const PRODUCTS = listProducts();
const PRODUCTS_BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));
const productIndex = buildProductIndex(PRODUCTS);
const phrases = buildPhraseIndex(PRODUCTS);

export type SearchGender = 'W' | 'M';

/** W sees women's and unisex goods, M men's and unisex; no gender sees all. */
function genderMatches(product: Product, gender: SearchGender | undefined): boolean {
  return gender === undefined || product.gender === gender || product.gender === 'U';
}

export function searchProducts(
  term: string,
  { brand, gender }: { brand?: BrandCode; gender?: SearchGender } = {},
): Product[] {
  if (!term.trim()) return [];
  return productIndex
    .search(term, SEARCH_OPTIONS)
    .map((hit) => PRODUCTS_BY_ID.get(hit.id as string))
    .filter(
      (p): p is Product => p !== undefined && (brand === undefined || p.brand === brand) && genderMatches(p, gender),
    );
}

export function suggestPhrases(term: string, brand: BrandCode): string[] {
  if (!term.trim()) return [];
  return (
    phrases.index
      .search(term, { prefix: true, fuzzy: 0.2, combineWith: 'AND' })
      .map((hit) => phrases.byId.get(hit.id as number))
      .filter((p): p is Phrase => p !== undefined && p.brand === brand)
      // Shorter phrases first among near-equal scores: "maison verlaine" before "maison verlaine shoes".
      .sort((a, b) => a.text.split(' ').length - b.text.split(' ').length || b.weight - a.weight)
      .slice(0, SUGGESTION_LIMIT)
      .map((p) => p.text)
  );
}

/** header.md §3: the type-ahead payload. */
export interface TypeaheadPayload {
  suggestions: Array<{ parameters: { query: string } }>;
  rid: string;
  serverQuery: string;
  narrowedWithin: string;
  products: Array<{
    url: string;
    img: string;
    alt: string;
    brand: string;
    title: string;
    price: number;
    oldPrice?: number;
    onePrice: boolean;
  }>;
}

let requestCounter = 0;

export function typeaheadPayload(term: string, gender: SearchGender | undefined): TypeaheadPayload {
  const products = searchProducts(term, { brand: 'NM', gender }).slice(0, PRODUCT_LIMIT);
  return {
    suggestions: suggestPhrases(term, 'NM').map((query) => ({ parameters: { query } })),
    rid: `demo-${++requestCounter}`,
    serverQuery: term.trim().toLowerCase(),
    narrowedWithin: gender === 'M' ? 'Men' : gender === 'W' ? 'Women' : '',
    products: products.map((p) => ({
      url: p.canonicalUrl,
      img: p.imageUrl,
      alt: `${p.designerName} ${p.displayName}`,
      brand: p.designerName,
      title: p.displayName,
      price: currentPrice(p),
      ...(isOnSale(p) && { oldPrice: p.retailPrice }),
      onePrice: !isOnSale(p),
    })),
  };
}
