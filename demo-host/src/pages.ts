// Server-rendered storefront pages standing in for the legacy JSP site.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildCartResponse } from './cart-response';
import type { CartStore } from './cart-store';
import { findCategoryBySegment, listCategories } from './categories';
import { findProductByPathSegment, listProducts } from './catalogue';
import type { Product } from './catalogue';
import { readDemoSettings, withRequestOverrides } from './demo-settings';
import type { DemoSettings } from './demo-settings';
import { navigationPage } from './navigation-api';
import { resolveShopperSession } from './shopper-session';
import type { ShopperSession } from './shopper-session';
import { bagContent, checkoutContent } from './templates/bag';
import { categoryContent } from './templates/category';
import { hostileCsp, renderHostilePage } from './templates/hostile';
import { homeContent } from './templates/home';
import { loginContent } from './templates/login';
import { renderPage } from './templates/layout';
import { notFoundContent } from './templates/not-found';
import { productContent } from './templates/product';
import { assistanceContent, favouritesContent, storesContent } from './templates/service-pages';

export interface PagesOptions {
  carts: CartStore;
}

const FEATURED_COUNT = 12;

/** One product from each main-brand category in turn, so the home grid is varied. */
function featuredProducts(count: number = FEATURED_COUNT): Product[] {
  const byCategory = listCategories('NM').map((category) => listProducts({ category: category.name }));
  const featured: Product[] = [];
  for (let round = 0; featured.length < count && byCategory.some((list) => round < list.length); round++) {
    for (const list of byCategory) {
      const product = list[round];
      if (product && featured.length < count) featured.push(product);
    }
  }
  return featured;
}

export function sendHtml(reply: FastifyReply, markup: string, statusCode = 200): FastifyReply {
  return (
    reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      // Pages depend on the shopper's cookies and cart, so never cache them.
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(markup)
  );
}

export function renderNotFoundPage(session: ShopperSession, settings?: DemoSettings): string {
  return renderPage({ title: 'Page not found', session, content: notFoundContent(), ...(settings && { settings }) });
}

/**
 * This browser's demo settings (the control panel's cookie), with this
 * request's overrides: the HC host name (hc.localhost), `?brand=` and `?header=`.
 */
export const settingsOf = (request: FastifyRequest): DemoSettings =>
  withRequestOverrides(readDemoSettings(request.headers.cookie), {
    host: request.headers.host,
    query: queryOf(request),
  });

/** The request's query string, parsed. */
const queryOf = (request: FastifyRequest): URLSearchParams =>
  new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');

/** A same-site path to go on to (`/x`, never `//host` or a scheme), or undefined. */
function safeNavPath(value: string | null | undefined): string | undefined {
  if (!value || !/^\/(?![/\\])/.test(value)) return undefined;
  try {
    const url = new URL(value, 'http://demo.invalid');
    return url.origin === 'http://demo.invalid' ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

type PageHandler<P = Record<string, string>> = (
  request: FastifyRequest<{ Params: P }>,
  reply: FastifyReply,
) => Promise<FastifyReply>;

export const pageRoutes: FastifyPluginAsync<PagesOptions> = async (app, { carts }) => {
  const home: PageHandler = async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    return sendHtml(
      reply,
      renderPage({
        title: 'Luxury Fashion and Gifts',
        session,
        settings: settingsOf(request),
        content: homeContent(featuredProducts()),
        bodyClass: 'home-page',
        pageId: 'HOME',
      }),
    );
  };
  app.get('/', home);

  // Benchmark pair: the same page with and without the widgets, nothing else differs: /with-widgets has
  // <nm-header> (or, with the standalone header setting, <nm-search> and <nm-minicart>), /plain the same
  // markup without any widget asset, which is what a browser without JavaScript shows of the other.
  const benchmarkPage =
    (widgets: boolean): PageHandler =>
    async (request, reply) => {
      const session = resolveShopperSession(request, reply);
      return sendHtml(
        reply,
        renderPage({
          title: 'Benchmark page',
          session,
          settings: settingsOf(request),
          widgets,
          content: homeContent(featuredProducts()),
          bodyClass: 'benchmark-page',
          pageId: 'HOME',
        }),
      );
    };
  app.get('/plain', benchmarkPage(false));
  app.get('/with-widgets', benchmarkPage(true));

  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const product = findProductByPathSegment(request.params.slug);
    if (!product) return sendHtml(reply, renderNotFoundPage(session, settingsOf(request)), 404);
    return sendHtml(
      reply,
      renderPage({
        title: `${product.designerName} ${product.displayName}`,
        session,
        settings: settingsOf(request),
        content: productContent(product),
        activeCategory: product.category,
        bodyClass: 'product-page',
        pageId: 'PDP',
      }),
    );
  });

  app.get<{ Params: { slug: string } }>('/c/:slug', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const category = findCategoryBySegment(request.params.slug);
    // The navigation menus' other categories and designers (navigation-api.ts), else not found.
    const menuPage = category ? undefined : navigationPage(request.params.slug);
    if (menuPage)
      return sendHtml(
        reply,
        renderPage({ ...menuPage, session, settings: settingsOf(request), bodyClass: 'category-page', pageId: 'PLP' }),
      );
    if (!category) return sendHtml(reply, renderNotFoundPage(session, settingsOf(request)), 404);
    return sendHtml(
      reply,
      renderPage({
        title: category.name,
        session,
        settings: settingsOf(request),
        content: categoryContent(category, listProducts({ category: category.name })),
        activeCategory: category.name,
        bodyClass: 'category-page',
        pageId: 'PLP',
      }),
    );
  });

  // The spec links both /cart and /cart/ (and /checkout, /checkout/), and the legacy pages the config's
  // legacyRoutes switch sends shoppers to (header.md §2): /checkout/cart.jsp?… and /checkout.jsp.
  const bag: PageHandler = async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const cart = buildCartResponse(carts.lines(session.customerId));
    return sendHtml(
      reply,
      renderPage({
        title: 'Shopping Bag',
        session,
        settings: settingsOf(request),
        content: bagContent(cart),
        bodyClass: 'bag-page',
        pageId: 'CART',
      }),
    );
  };
  app.get('/cart', bag);
  app.get('/cart/', bag);
  app.get('/checkout/cart.jsp', bag);

  const checkout: PageHandler = async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const cart = buildCartResponse(carts.lines(session.customerId));
    return sendHtml(
      reply,
      renderPage({
        title: 'Checkout',
        session,
        settings: settingsOf(request),
        content: checkoutContent(cart),
        bodyClass: 'checkout-page',
        pageId: 'CHECKOUT',
      }),
    );
  };
  app.get('/checkout', checkout);
  app.get('/checkout/', checkout);
  app.get('/checkout.jsp', checkout);

  // View Favorites (header.md §2), today's address and the legacy one.
  const favourites: PageHandler = async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    return sendHtml(
      reply,
      renderPage({
        title: 'Favorites',
        session,
        settings: settingsOf(request),
        content: favouritesContent(),
        bodyClass: 'favourites-page',
      }),
    );
  };
  app.get('/favoriteitems', favourites);
  app.get('/myfavorites/myFavoriteItems.jsp', favourites);

  // The header's fallback "Sign In / Register" link and its protected-click target (/login?navpath=/account...):
  // the demo sign-in form (session-demo.js) as the page, going on to the navpath after signing in.
  app.get('/login', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    const next = safeNavPath(queryOf(request).get('navpath'));
    return sendHtml(
      reply,
      renderPage({
        title: 'Sign In',
        session,
        settings: settingsOf(request),
        content: loginContent(next),
        bodyClass: 'login-page',
        promoSignIn: false,
      }),
    );
  });

  // The two pages header.md §2 names for assistance and stores (page ids NMASSISTANCE and STORES).
  app.get('/assistance', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    return sendHtml(
      reply,
      renderPage({
        title: 'Assistance',
        session,
        settings: settingsOf(request),
        content: assistanceContent(),
        bodyClass: 'assistance-page',
        pageId: 'NMASSISTANCE',
      }),
    );
  });
  app.get('/stores', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    return sendHtml(
      reply,
      renderPage({
        title: 'Our Stores',
        session,
        settings: settingsOf(request),
        content: storesContent(),
        bodyClass: 'stores-page',
        pageId: 'STORES',
      }),
    );
  });

  app.get('/hostile', async (request, reply) => {
    const session = resolveShopperSession(request, reply);
    reply.header('content-security-policy', hostileCsp());
    return sendHtml(reply, renderHostilePage(session, settingsOf(request)));
  });
};
