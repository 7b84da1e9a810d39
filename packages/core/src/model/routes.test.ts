import { describe, expect, it } from 'vitest';
import { checkoutRoute, siteRoute, type SiteRoute } from './routes';

const current = { legacyRoutes: false };
const legacy = { legacyRoutes: true };

describe('header.md §2 "Routes and links", minicart.md §2: one cart, checkout and favourites table', () => {
  it.each<[SiteRoute, string]>([
    ['cart', '/cart/'],
    ['checkout', '/checkout'],
    ['favorites', '/favoriteitems'],
  ])('%s → %s', (route, address) => {
    expect(siteRoute(route, current)).toBe(address);
  });

  it.each<[SiteRoute, string]>([
    ['cart', '/checkout/cart.jsp?perCatId=&catqo=&co=true'],
    ['checkout', '/checkout.jsp'],
    ['favorites', '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1'],
  ])('with the legacyRoutes switch on, %s → the legacy %s', (route, address) => {
    expect(siteRoute(route, legacy)).toBe(address);
  });

  it.each<[string, boolean, boolean, string]>([
    ['signed in', true, false, '/checkout'],
    ['a guest', false, false, '/cart/'],
    ['signed in, legacy', true, true, '/checkout.jsp'],
    ['a guest, legacy', false, true, '/checkout/cart.jsp?perCatId=&catqo=&co=true'],
  ])('Checkout: %s → %s (header.md §2 "Guests go to /cart on checkout, signed-in users to /checkout")', (_label, signedIn, legacyRoutes, address) => {
    expect(checkoutRoute(signedIn, { legacyRoutes })).toBe(address);
  });
});
