import { describe, expect, it } from 'vitest';
import { checkoutRoute, siteRoute, type SiteRoute } from './routes';

const current = { legacyRoutes: false };
const legacy = { legacyRoutes: true };

describe('header.md §2 "Routes and links", minicart.md §2: one cart, checkout and favourites table', () => {
  it.each<[SiteRoute, string, string]>([
    ['cart', '/cart/', '/checkout/cart.jsp?perCatId=&catqo=&co=true'],
    ['checkout', '/checkout', '/checkout.jsp'],
    ['favorites', '/favoriteitems', '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1'],
  ])('%s → %s; with the legacyRoutes switch on, the legacy %s', (route, address, legacyAddress) => {
    expect(siteRoute(route, current)).toBe(address);
    expect(siteRoute(route, legacy)).toBe(legacyAddress);
  });

  it.each<[string, boolean, boolean, string]>([
    ['signed in', true, false, '/checkout'],
    ['a guest', false, false, '/cart/'],
    ['signed in, legacy', true, true, '/checkout.jsp'],
    ['a guest, legacy', false, true, '/checkout/cart.jsp?perCatId=&catqo=&co=true'],
  ])(
    'Checkout: %s → %s (header.md §2 "Guests go to /cart on checkout, signed-in users to /checkout")',
    (_label, signedIn, legacyRoutes, address) => {
      expect(checkoutRoute(signedIn, { legacyRoutes })).toBe(address);
    },
  );
});
