/**
 * Story-only fixtures (used by element.stories.tsx, never by the bundle): a
 * stand-in type-ahead service inside the page, so every story is driven by
 * fixed data and no server.
 */
import { PHONE_QUERY } from '@nm/core';
import { http, HttpResponse } from 'msw';

const DESIGNERS = ['Maison Verlaine', 'Aldo Castellani', 'Odile Marchetti'];
type Shape = 'jacket' | 'boots' | 'pumps' | 'bag' | 'dress';
const ITEMS: ReadonlyArray<{ title: string; price: number; oldPrice?: number; shape: Shape; colour: string }> = [
  { title: 'Tweed Jacket', price: 2795, shape: 'jacket', colour: '1f2a44' },
  { title: 'Suede Knee Boots', price: 845, oldPrice: 1295, shape: 'boots', colour: '8a6a4f' },
  { title: 'Leather Pointed-Toe Pumps', price: 1495, shape: 'pumps', colour: '9e2b25' },
  { title: 'Quilted Shoulder Bag', price: 2595, shape: 'bag', colour: '2f4a3a' },
];
const DRESSES: ReadonlyArray<{ brand: string; title: string; price: number; oldPrice?: number; colour: string }> = [
  { brand: 'Soren Halvorsen', title: 'Silk Midi Dress', price: 645, colour: '8e4a25' },
  { brand: 'Vittoria Sanseverino', title: 'Bias-Cut Silk Slip Dress', price: 5695, colour: '1c1c1c' },
  { brand: 'Lucca Bellandi', title: 'Tulle Party Dress', price: 207, oldPrice: 295, colour: 'b89b72' },
  { brand: 'Odile Marchetti', title: 'Pleated Chiffon Gown', price: 3890, colour: '3b3f58' },
];

/**
 * Product pictures for stories: a silhouette per kind of product on a warm
 * ground, as the demo host draws its own. They are served by MSW at a
 * same-site path (the `parameters.msw.handlers` below), because the core
 * URL policy takes only http(s) pictures (inline SVG can carry script).
 */
const SHAPES: Record<Shape, (fill: string) => string> = {
  jacket: (f) => `<path d="M160 115l-75 40 20 110 35-10v155h120V255l35 10 20-110-75-40-40 70z" fill="${f}"/>`,
  boots: (f) => `<path d="M170 110h70v210l70 40v30H150l20-60z" fill="${f}"/>`,
  pumps: (f) =>
    `<path d="M70 340q50-10 100-60 40-40 95-45 35 0 45 35v30q-70 30-150 70-50 15-90 0z" fill="${f}"/><path d="M285 300h22l-8 110h-10z" fill="#2b2b2b"/>`,
  bag: (f) =>
    `<path d="M150 200q0-80 50-80t50 80" fill="none" stroke="${f}" stroke-width="14"/><rect x="100" y="195" width="200" height="180" rx="18" fill="${f}"/>`,
  dress: (f) => `<path d="M178 100h8l6 40h16l6-40h8v45l12 45 70 220H100l70-220 8-45z" fill="${f}"/>`,
};
const pictureSvg = (shape: Shape, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="#ece5dc"/>${SHAPES[shape](`#${colour}`)}</svg>`;
const pictureUrl = (shape: Shape, colour: string) => `/story-images/search/${shape}-${colour}.svg`;

/** MSW handlers answering the story pictures (add to a story's `parameters.msw.handlers`). */
export const pictureHandlers = [
  http.get('/story-images/search/:name', ({ params }) => {
    const [shape, colour] = String(params.name)
      .replace(/\.svg$/, '')
      .split('-') as [Shape, string];
    if (!(shape in SHAPES) || !/^[0-9a-f]{6}$/.test(colour ?? '')) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(pictureSvg(shape, colour), { headers: { 'content-type': 'image/svg+xml' } });
  }),
];

/**
 * header.md §3: the type-ahead payload for a term. "dress" (and words
 * starting with it) answers products only, as the demo service does; any
 * other term answers a designer's suggestions and four products.
 */
function typeaheadFixture(term: string) {
  const t = term.toLowerCase();
  if (t.startsWith('dres') || t.startsWith('silk')) {
    return {
      rid: 'story',
      serverQuery: t,
      narrowedWithin: 'Women',
      suggestions: [],
      products: DRESSES.map((d, i) => ({
        url: `/p/story-dress-${i}`,
        img: pictureUrl('dress', d.colour),
        alt: `${d.brand} ${d.title}`,
        brand: d.brand,
        title: d.title,
        price: d.price,
        oldPrice: d.oldPrice,
        onePrice: d.oldPrice === undefined,
      })),
    };
  }
  const designer =
    DESIGNERS.find((d) =>
      d
        .toLowerCase()
        .split(' ')
        .some((w) => w.startsWith(t.split(' ')[0] ?? '')),
    ) ?? DESIGNERS[0]!;
  const name = designer.toLowerCase();
  return {
    rid: 'story',
    serverQuery: t,
    narrowedWithin: 'Women',
    suggestions: [name, `${name} shoes`, `${name} handbags`, `${name} clothing`].map((query) => ({
      parameters: { query },
    })),
    products: ITEMS.map((item, i) => ({
      url: `/p/story-${i}`,
      img: pictureUrl(item.shape, item.colour),
      alt: `${designer} ${item.title}`,
      brand: designer,
      title: item.title,
      price: item.price,
      oldPrice: item.oldPrice,
      onePrice: item.oldPrice === undefined,
    })),
  };
}

/** header.md §7: the HC auto-suggest answer, a list of strings. */
function hcFixture(term: string): string[] {
  const t = term.toLowerCase();
  return [`${t} pillow`, `${t} throw`, `${t} duvet cover`, `${t} bedding`];
}

/**
 * How the stand-in service answers: at once, with nothing, never, or at
 * once for the first term and never after (to hold an instant answer from
 * the page's cache on screen).
 */
export type FetchMode = 'answer' | 'empty' | 'pending' | 'first-only';

/**
 * An answer that never comes, and stays on its way: its headers arrive and its body never does. A fetch that never
 * settles times out after core's 3000 ms (which covers only the wait for the headers), and the story would then
 * show the failure instead of the state it names.
 */
const neverAnswered = () =>
  Promise.resolve(new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'application/json' } }));

/** Replaces window.fetch for one story; returns the function that puts it back. */
export function stubSearchFetch(mode: FetchMode): () => void {
  const real = window.fetch;
  let answered = 0;
  window.fetch = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.searchParams.has('term')) return real(input);
    const term = url.searchParams.get('term') ?? '';
    if (mode === 'pending' || (mode === 'first-only' && answered++ > 0)) return neverAnswered();
    const body =
      mode === 'empty'
        ? url.pathname.includes('auto-suggest')
          ? []
          : { suggestions: [], products: [] }
        : url.pathname.includes('auto-suggest')
          ? hcFixture(term)
          : typeaheadFixture(term);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return () => {
    window.fetch = real;
  };
}

/** Makes the element see a phone (PHONE_QUERY matches) whatever the canvas width. */
export function stubPhone(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (query !== PHONE_QUERY) return real.call(window, query);
    const phone = {
      matches: true,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
    return phone;
  };
  return () => {
    window.matchMedia = real;
  };
}
