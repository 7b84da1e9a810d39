/**
 * The site's cart, checkout and favourites pages, the one table every widget
 * links or goes to them through (header.md §2 "Routes and links", minicart.md
 * §2 "Routes"). The page's `legacyRoutes` switch (README "Config") sends
 * shoppers to the legacy pages §2 also lists instead.
 *
 * The specs write each page both ways ("/cart (also /cart/)", "/checkout/
 * (also written /checkout)"): one address each, a form both documents name,
 * `/cart/` (also the abandon-cart button's literal, §5) and `/checkout`
 * (header.md's only spelling of it). docs/header.md "Cart, checkout and
 * favourites".
 */
export type SiteRoute = 'cart' | 'checkout' | 'favorites';

const CURRENT: Record<SiteRoute, string> = {
  cart: '/cart/',
  checkout: '/checkout',
  favorites: '/favoriteitems',
};

const LEGACY: Record<SiteRoute, string> = {
  cart: '/checkout/cart.jsp?perCatId=&catqo=&co=true',
  checkout: '/checkout.jsp',
  favorites: '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1',
};

/** The page's switch, as the config carries it (`$config`). */
export interface RouteSwitch {
  legacyRoutes: boolean;
}

/** Where a route is on this page: today's address, or the legacy one when the page's switch is on. */
export function siteRoute(route: SiteRoute, config: RouteSwitch): string {
  return (config.legacyRoutes ? LEGACY : CURRENT)[route];
}

/** A Checkout button's target: signed in, checkout; a guest, the cart (header.md §2, minicart.md §6). */
export function checkoutRoute(signedIn: boolean, config: RouteSwitch): string {
  return siteRoute(signedIn ? 'checkout' : 'cart', config);
}
