/**
 * Story-only fixtures (used by element.stories.tsx, never by the bundle): a
 * stand-in type-ahead service inside the page, so every story is driven by
 * fixed data and no server.
 */
import { PHONE_QUERY } from '@nm/core';

const DESIGNERS = ['Maison Verlaine', 'Aldo Castellani', 'Odile Marchetti'];
const ITEMS = [
  { title: 'Tweed Jacket', price: 2795 },
  { title: 'Suede Knee Boots', price: 845, oldPrice: 1295 },
  { title: 'Leather Pointed-Toe Pumps', price: 1495 },
  { title: 'Quilted Shoulder Bag', price: 2595 },
];

/** A product picture drawn inline (no image request), as the demo host draws its own. */
function picture(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 120"><rect width="96" height="120" fill="#e9e1d8"/><text x="48" y="66" font-family="Arial" font-size="14" text-anchor="middle" fill="#5c5c5c">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** header.md §3: the type-ahead payload for a term. */
export function typeaheadFixture(term: string) {
  const t = term.toLowerCase();
  const designer = DESIGNERS.find((d) => d.toLowerCase().startsWith(t)) ?? DESIGNERS[0]!;
  return {
    rid: 'story', serverQuery: t, narrowedWithin: 'Women',
    suggestions: [designer.toLowerCase(), `${designer.toLowerCase()} shoes`, `${designer.toLowerCase()} handbags`, `${designer.toLowerCase()} clothing`]
      .map((query) => ({ parameters: { query } })),
    products: ITEMS.map((item, i) => ({
      url: `/p/story-${i}`, img: picture(designer.split(' ').map((w) => w[0]).join('')), alt: `${designer} ${item.title}`,
      brand: designer, title: item.title, price: item.price, oldPrice: item.oldPrice, onePrice: item.oldPrice === undefined,
    })),
  };
}

/** header.md §7: the HC auto-suggest answer, a list of strings. */
export function hcFixture(term: string): string[] {
  const t = term.toLowerCase();
  return [`${t} pillow`, `${t} throw`, `${t} duvet cover`, `${t} bedding`];
}

export type FetchMode = 'answer' | 'empty' | 'pending';

/** Replaces window.fetch for one story; returns the function that puts it back. */
export function stubSearchFetch(mode: FetchMode): () => void {
  const real = window.fetch;
  window.fetch = ((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const term = url.searchParams.get('term') ?? '';
    if (mode === 'pending') return new Promise<Response>(() => {});
    const body = mode === 'empty'
      ? (url.pathname.includes('auto-suggest') ? [] : { suggestions: [], products: [] })
      : url.pathname.includes('auto-suggest') ? hcFixture(term) : typeaheadFixture(term);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
  return () => { window.fetch = real; };
}

/** Makes the element see a phone (PHONE_QUERY matches) whatever the canvas width. */
export function stubPhone(): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => {
    if (query !== PHONE_QUERY) return real.call(window, query);
    const phone = {
      matches: true, media: query, onchange: null,
      addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
    };
    return phone as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => { window.matchMedia = real; };
}
