// The search results page at /s/ (header.md §2), and the older variant's form
// target /search.jsp (the <nm-header> fallback form's action), which redirects
// there with the same query.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml, settingsOf } from './pages';
import { searchProducts, type SearchGender } from './search-index';
import { resolveShopperSession } from './shopper-session';
import { renderPage } from './templates/layout';
import { searchResultsContent } from './templates/search-results';

/** The gender the widget stored (dt_gender cookie), so a change of tab reloads a different search. */
function genderFromCookie(request: FastifyRequest): SearchGender | undefined {
  const match = /(?:^|;\s*)dt_gender=([WM])(?:;|$)/.exec(request.headers.cookie ?? '');
  return match?.[1] as SearchGender | undefined;
}

export const searchPageRoutes: FastifyPluginAsync = async (app) => {
  const results = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = resolveShopperSession(request, reply);
    const settings = settingsOf(request);
    const queryString = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const params = [...new URLSearchParams(queryString)];
    const term = (new URLSearchParams(queryString).get('q') ?? '').trim();
    // The gender buttons are NM-only (HC's auto-suggest takes no gender).
    const gender = settings.brand === 'NM' ? genderFromCookie(request) : undefined;
    const matches = searchProducts(term, { brand: settings.brand, ...(gender && { gender }) });
    return sendHtml(
      reply,
      renderPage({
        title: term ? `${term}: search results` : 'Search',
        session,
        settings,
        searchTerm: term,
        content: searchResultsContent({ term, params, matches, brand: settings.brand, ...(gender && { gender }) }),
        bodyClass: 'search-page',
        pageId: 'SRP',
      }),
    );
  };
  app.get('/s/', results);
  app.get('/s', async (request, reply) => reply.redirect(`/s/${request.url.slice(2)}`, 301));
  // A page without JavaScript searches through the header's fallback form: GET /search.jsp?q=... → /s/?q=...
  app.get('/search.jsp', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/s/${query}`, 302);
  });
};
