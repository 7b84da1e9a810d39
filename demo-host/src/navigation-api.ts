// The navigation service stand-in (header.md §7) and the pages its
// links reach. The tree is navigation-data.ts's; docs/navigation-demo.md says
// what every field holds.
//
//   GET /navigation/v2/silos/NM/US/desktop   { silos: [...] }   the menus of header.md §3
//   GET /navigation/v2/silos/NM/US/mobile    the same tree (the stand-in does not trim it for phones)
//     ?gender=W|M      the women's (default) or the men's menu; any other value is a 400
//     global-assets    request header, required: `true` (the drawers' promo content in
//                      attributes.promoPath and .cms) or `false` (none); missing or anything
//                      else is a 400 naming the header. Echoed on the answer.
//     other query parameters (the spec's "optional extra parameter", which it does not name)
//                      are accepted, never change the tree, and are echoed in x-nav-extra.
//   Another brand, country or device: 404. The fault switch (api-minicart.ts) names the
//   call 'navigation': fail, timeout, 502once, malformed, non-object.
//
// Every category url is /c/{slug}-{categoryId}?navpath=cat000000_..., designers'
// /c/designers-{name}-cat{id}; pages.ts answers the ids the demo's category
// list does not know with navigationPage() below.

import type { FastifyPluginAsync } from 'fastify';
import { html } from './html';
import type { HtmlFragment } from './html';
import { sendJson, sendProblem } from './identity/reply';
import { addLatencyHook } from './latency';
import { DESIGNERS_SILO_ID, findNavPage, navigationSilos } from './navigation-data';
import type { NavGender, NavPage } from './navigation-data';
import { designerLetter } from './navigation-data-designers';
import { pluralize } from './format';
import { productGrid } from './templates/product-grid';

export interface NavigationApiOptions {
  latencyMs?: number;
}

const GLOBAL_ASSETS_HEADER = 'global-assets';
/** The query parameters the stand-in reads itself; every other one is the "extra parameter", echoed. */
const OWN_PARAMETERS = new Set(['gender', 'latency']);

type Query = Record<string, string | string[] | undefined>;

function genderOf(value: Query[string]): NavGender | undefined {
  if (value === undefined) return 'W';
  const gender = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return gender === 'W' || gender === 'M' ? gender : undefined;
}

function extraParameters(query: Query): string {
  const extra = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (OWN_PARAMETERS.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) extra.append(name, one);
  }
  return extra.toString();
}

export const navigationApiRoutes: FastifyPluginAsync<NavigationApiOptions> = async (app, { latencyMs = 0 }) => {
  addLatencyHook(app, latencyMs);

  app.get<{ Params: { brand: string; country: string; device: string }; Querystring: Query }>(
    '/navigation/v2/silos/:brand/:country/:device',
    async (request, reply) => {
      const { brand, country, device } = request.params;
      if (brand !== 'NM' || country !== 'US' || (device !== 'desktop' && device !== 'mobile')) {
        return sendProblem(
          reply,
          404,
          `No menu for ${brand}/${country}/${device}: the stand-in serves NM/US/desktop and NM/US/mobile`,
        );
      }
      const gender = genderOf(request.query.gender);
      if (!gender) return sendProblem(reply, 400, 'gender must be W or M');
      const flag = String(request.headers[GLOBAL_ASSETS_HEADER] ?? '')
        .trim()
        .toLowerCase();
      if (flag !== 'true' && flag !== 'false') {
        return sendProblem(
          reply,
          400,
          `The ${GLOBAL_ASSETS_HEADER} header is required: true (with the drawers' promo content) or false`,
        );
      }
      reply.header(GLOBAL_ASSETS_HEADER, flag).header('x-nav-gender', gender).header('vary', GLOBAL_ASSETS_HEADER);
      const extra = extraParameters(request.query);
      if (extra) reply.header('x-nav-extra', extra);
      return sendJson(reply, { silos: navigationSilos(gender, flag === 'true') });
    },
  );
};

// ---------------------------------------------------------------------------
// The pages: GET /c/{slug}-{id} for a category of the menus (pages.ts).

const DESIGNERS_INDEX_URL = `/c/designers-${DESIGNERS_SILO_ID}?navpath=cat000000_${DESIGNERS_SILO_ID}`;

function breadcrumb(page: NavPage): HtmlFragment {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / ${page.trail.map((step) => html`<a href="${step.url}">${step.name}</a> / `)}<span>${page.name}</span></nav>`;
}

/** A group with more categories than this (the 155 designers A-Z) is a link alone: its page lists them. */
const MAX_SUB_LINKS = 20;

function categoryLinks(page: NavPage): HtmlFragment | false {
  return (
    page.links.length > 0 &&
    html`<nav class="subcategory-nav" aria-label="${page.name} categories">
  <ul class="subcategory-nav__list">
${page.links.map(
  (
    link,
  ) => html`    <li><a href="${link.url}">${link.name}</a>${link.links.length > 0 && link.links.length <= MAX_SUB_LINKS && html`<ul>${link.links.map((sub) => html`<li><a href="${sub.url}">${sub.name}</a></li>`)}</ul>`}</li>
`,
)}  </ul>
</nav>`
  );
}

/** The designers by letter, as the A-Z page lists them. */
function designerIndex(page: NavPage): HtmlFragment | false {
  if (page.designers.length === 0) return false;
  const letters = new Map<string, NavPage['designers'][number][]>();
  for (const designer of page.designers) {
    const letter = designerLetter(designer.name);
    letters.set(letter, [...(letters.get(letter) ?? []), designer]);
  }
  return html`<section class="designer-index" aria-label="Designers">
${[...letters].map(
  ([letter, designers]) => html`  <h2 class="designer-index__letter" id="designers-${letter}">${letter}</h2>
  <ul class="designer-index__list">
${designers.map(
  (designer) => html`    <li>${designer.url ? html`<a href="${designer.url}">${designer.name}</a>` : designer.name}</li>
`,
)}  </ul>
`,
)}</section>`;
}

function emptyState(page: NavPage): HtmlFragment {
  if (page.note !== undefined) return html`<p class="empty-state">${page.note}</p>`;
  if (page.designer !== undefined) {
    return html`<p class="empty-state">Nothing from ${page.designer} is in stock right now; new pieces arrive each season. See every house in <a href="${DESIGNERS_INDEX_URL}">Designers A To Z</a>.</p>`;
  }
  const parent = page.trail[page.trail.length - 1];
  return html`<p class="empty-state">Nothing in ${page.name} right now.${parent && html` Browse <a href="${parent.url}">${parent.name}</a>.`}</p>`;
}

/**
 * The page of a menu category whose url segment (`{slug}-{categoryId}`) ends in
 * the id of one, or undefined: its products from the seeded catalogue, its
 * categories as links, the designers it lists, or words saying why it is empty.
 */
export function navigationPage(segment: string): { title: string; content: HtmlFragment } | undefined {
  const page = findNavPage(segment);
  if (!page) return undefined;
  const products = page.products();
  const listsDesigners = page.designers.length > 0;
  const count =
    products.length > 0 || (!listsDesigners && page.note === undefined)
      ? pluralize(products.length, 'item')
      : listsDesigners
        ? pluralize(page.designers.length, 'designer')
        : '';
  return {
    title: page.name,
    content: html`${breadcrumb(page)}
<header class="category-header">
  <h1 class="page-title">${page.name}</h1>
  ${count && html`<p class="category-header__count">${count}</p>`}
</header>
${categoryLinks(page)}
${products.length > 0 && page.note !== undefined && html`<p class="category-intro">${page.note}</p>`}
${designerIndex(page)}
${products.length > 0 ? productGrid(products) : !listsDesigners && emptyState(page)}`,
  };
}
