import { describe, expect, it } from 'vitest';
import {
  accountExtraLinks,
  accountMenuItems,
  checkoutFlowLink,
  greeting,
  hcLinks,
  loginUrlFor,
  nmCreditCardHref,
  panelButton,
  SIGN_IN_EMAIL_PATTERN,
  signInFailureMessage,
  signOutLabel,
  specialOffersQualifies,
  type MenuInput,
} from './account';

const base: MenuInput = { toggles: {}, countryPreference: 'US', signedIn: true, securityStatus: 'Authenticated' };
/** What the browser does with the pattern= attribute: anchored, with the v flag. */
const isSignInEmail = (value: string) => new RegExp(`^(?:${SIGN_IN_EMAIL_PATTERN})$`, 'v').test(value);
const pairs = (input: MenuInput) => accountMenuItems(input).map((i) => [i.label, i.href]);

describe('header.md §2 "Account menu": items in order', () => {
  it('Overview, Order History, Address Book, Payment Information on the account page (view=history, address, pay)', () => {
    expect(pairs(base)).toEqual([
      ['Overview', '/account/account.jsp'],
      ['Order History', '/account/account.jsp?view=history'],
      ['Address Book', '/account/account.jsp?view=address'],
      ['Payment Information', '/account/account.jsp?view=pay'],
    ]);
  });

  it('adds Special Offers (/specialoffers) with WKY_LINK_TO_SPECIAL_OFFERS_PAGE and a qualifying country, then NM Credit Card /c/NM/{hash}', () => {
    expect(
      pairs({ ...base, toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true }, nmCreditCardHash: 'h4sh' }).slice(4),
    ).toEqual([
      ['Special Offers', '/specialoffers'],
      ['NM Credit Card', '/c/NM/h4sh'],
    ]);
  });

  it('omits NM Credit Card without a configured hash', () => {
    expect(pairs(base).map(([label]) => label)).not.toContain('NM Credit Card');
    expect(nmCreditCardHref(undefined)).toBeNull();
    expect(nmCreditCardHref('')).toBeNull();
    expect(nmCreditCardHref('abc')).toBe('/c/NM/abc');
  });

  it('account pages are protected; the credit card page is not', () => {
    const items = accountMenuItems({
      ...base,
      toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true },
      nmCreditCardHash: 'x',
    });
    expect(items.map((i) => [i.label, i.protected])).toEqual([
      ['Overview', true],
      ['Order History', true],
      ['Address Book', true],
      ['Payment Information', true],
      ['Special Offers', true],
      ['NM Credit Card', false],
    ]);
  });

  it.each([
    ['US', true],
    ['us', true],
    [' US ', true],
    ['PR', true],
    ['GU', true],
    ['VI', true],
    ['AS', true],
    ['MP', true],
    ['CA', false],
    ['GB', false],
    ['FR', false],
    ['', false],
  ])('§5 Special Offers: country %j qualifies → %s (toggle on)', (country, shown) => {
    expect(specialOffersQualifies({ WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true }, country)).toBe(shown);
  });

  it('§5 Special Offers: never with the toggle off or not exactly true', () => {
    expect(specialOffersQualifies({}, 'US')).toBe(false);
    expect(specialOffersQualifies({ WKY_LINK_TO_SPECIAL_OFFERS_PAGE: false }, 'US')).toBe(false);
  });

  it.each([
    ['Ann', 'Not Ann? Sign Out'],
    ['Christopher', 'Not Christopher? Sign Out'],
    ['', 'Not you? Sign Out'],
  ])('"Not {name}? Sign Out" for %j', (name, label) => {
    expect(signOutLabel(name)).toBe(label);
  });
});

describe('header.md §6: order history route', () => {
  it.each([
    [true, true, 'Authenticated', '/order-history'],
    [true, true, 'Anonymous', '/account/account.jsp?view=history'],
    [true, true, undefined, '/account/account.jsp?view=history'],
    [true, false, 'Authenticated', '/account/account.jsp?view=history'],
    [false, true, 'Authenticated', '/account/account.jsp?view=history'],
    [false, false, undefined, '/account/account.jsp?view=history'],
  ])(
    'signed in %s, DT_ORDER_HISTORY %s, securityStatus %j → Order History %s',
    (signedIn, toggle, securityStatus, href) => {
      const history = accountMenuItems({
        ...base,
        signedIn,
        toggles: { DT_ORDER_HISTORY: toggle },
        securityStatus,
      }).find((i) => i.id === 'history');
      expect(history?.href).toBe(href);
    },
  );

  it("the menu's Order History follows the rule when signed in", () => {
    const items = accountMenuItems({ ...base, toggles: { DT_ORDER_HISTORY: true } });
    expect(items[1]).toEqual({ id: 'history', label: 'Order History', href: '/order-history', protected: true });
  });

  it('a guest\'s Order History is the protected account view; "My Orders" goes to /guest-order-history', () => {
    expect(accountMenuItems({ ...base, signedIn: false, toggles: { DT_ORDER_HISTORY: true } })[1]?.href).toBe(
      '/account/account.jsp?view=history',
    );
    expect(accountExtraLinks(false, { legacyRoutes: false }).map((l) => [l.label, l.href])).toEqual([
      ['My Orders', '/guest-order-history'],
      ['Match with a Style Advisor', '/c/cat78570743'],
      ['View Favorites', '/favoriteitems'],
    ]);
    expect(accountExtraLinks(true, { legacyRoutes: false }).map((l) => [l.label, l.href])).toEqual([
      ['Match with a Style Advisor', '/c/cat78570743'],
      ['View Favorites', '/favoriteitems'],
    ]);
  });

  it("the page's legacyRoutes switch: View Favorites goes to the legacy favourites (header.md §2)", () => {
    expect(accountExtraLinks(true, { legacyRoutes: true }).find((l) => l.id === 'favorites')?.href).toBe(
      '/myfavorites/myFavoriteItems.jsp?view=favItems&forOmniLN=1&favin=1',
    );
  });
});

describe('header.md §2: greeting and panel button', () => {
  it.each([
    [true, 'Ann', 'Hello, Ann', 'Your Account', '/account/account.jsp'],
    [true, '', 'Hello', 'Your Account', '/account/account.jsp'],
    [false, 'Ann', null, 'Sign In / Register', '/login'],
  ])('signed in %s, name %j', (signedIn, name, hello, label, href) => {
    expect(greeting(signedIn, name)).toEqual({ hello, link: { label, href } });
  });

  it.each([
    [true, 'Ann', 0, 'Welcome, Ann', null, 'Welcome, Ann'],
    [true, 'Ann', 1, 'Welcome, Ann', '1', 'Welcome, Ann, 1 notification'],
    [true, 'Ann', 3, 'Welcome, Ann', '3', 'Welcome, Ann, 3 notifications'],
    [true, 'Alexandra', 6, 'Welcome, Alexandra', '6', 'Welcome, Alexandra, 6 notifications'],
    [true, 'Ann', 99, 'Welcome, Ann', '99', 'Welcome, Ann, 99 notifications'],
    [true, 'Ann', 100, 'Welcome, Ann', '99+', 'Welcome, Ann, 99+ notifications'],
    [true, '', 2, 'Welcome', '2', 'Welcome, 2 notifications'],
    [false, '', 0, 'Sign In', null, 'Sign In'],
    [false, 'Ann', 3, 'Sign In', '3', 'Sign In, 3 notifications'],
    [false, '', -1, 'Sign In', null, 'Sign In'],
    [false, '', Number.NaN, 'Sign In', null, 'Sign In'],
    [false, '', 2.7, 'Sign In', '2', 'Sign In, 2 notifications'],
  ])(
    'signed in %s, name %j, count %s → %j, badge %j, name %j',
    (signedIn, name, count, label, badge, accessibleName) => {
      const button = panelButton(signedIn, name, count);
      expect([button.label, button.badge, button.accessibleName]).toEqual([label, badge, accessibleName]);
    },
  );

  it('on CART/CHECKOUT: "Sign In" to /login for a guest; "Welcome, {name}" to the account page signed in', () => {
    expect(checkoutFlowLink(false, '')).toEqual({ label: 'Sign In', href: '/login' });
    expect(checkoutFlowLink(true, 'Ann')).toEqual({ label: 'Welcome, Ann', href: '/account/account.jsp' });
    expect(checkoutFlowLink(true, '')).toEqual({ label: 'Welcome', href: '/account/account.jsp' });
  });
});

describe('protected-click rule (header.md §2 "/login?navpath=specialOffers")', () => {
  it.each([
    ['/specialoffers', '/login?navpath=specialOffers'],
    ['/account/account.jsp', '/login?navpath=%2Faccount%2Faccount.jsp'],
    ['/account/account.jsp?view=history', '/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Dhistory'],
    ['/account/account.jsp?view=pay', '/login?navpath=%2Faccount%2Faccount.jsp%3Fview%3Dpay'],
    ['/account/', '/login?navpath=%2Faccount%2F'],
    ['//evil.example/x', '/login'],
    ['/\\evil.example', '/login'],
    ['https://evil.example/', '/login'],
    ['javascript:alert(1)', '/login'],
  ])('a guest following %s goes to %s', (target, login) => {
    expect(loginUrlFor(target)).toBe(login);
  });
});

describe('header.md §2 "Sister-brand header variant"', () => {
  it('YOUR ACCOUNT to /account/ (protected) and the assistance site', () => {
    expect(hcLinks().map((l) => [l.label, l.href, l.protected])).toEqual([
      ['ASSISTANCE', 'https://assistance.horchow.com/', false],
      ['YOUR ACCOUNT', '/account/', true],
    ]);
  });

  it("the config's links.hcAssistance replaces our assistance address", () => {
    expect(hcLinks({ hcAssistance: 'https://help.example.test/hc' })[0]?.href).toBe('https://help.example.test/hc');
  });
});

describe('the account page (README "Config" links.accountPage; default /account/account.jsp)', () => {
  it.each<[string | undefined, string, string]>([
    [undefined, '/account/account.jsp', '/account/account.jsp?view=address'],
    ['/my-account', '/my-account', '/my-account?view=address'],
    ['/account?brand=nm', '/account?brand=nm', '/account?brand=nm&view=address'],
  ])('%s → overview %s, address %s', (accountPage, overview, address) => {
    const pages = accountPage ? { accountPage } : {};
    const items = accountMenuItems({ ...base, pages });
    expect(items.find((i) => i.id === 'overview')?.href).toBe(overview);
    expect(items.find((i) => i.id === 'address')?.href).toBe(address);
    expect(greeting(true, 'Ann', pages).link.href).toBe(overview);
    expect(checkoutFlowLink(true, 'Ann', pages).href).toBe(overview);
  });
});

describe('header.md §5: sign-in email pattern (2 to 6 letter ending)', () => {
  it.each([
    'ann@example.com',
    'a.b+c@mail.example.co',
    'x_y%z@sub.domain.museum',
    'ann@ex-ample.io',
    'ANN@EXAMPLE.COM',
    'a@b.abcdef',
    'first.last@neimanmarcus.com',
  ])('accepts %s', (email) => {
    expect(isSignInEmail(email)).toBe(true);
  });

  it.each([
    'ann@example.c',
    'ann@example.abcdefg',
    'ann@example.c0m',
    'ann@example',
    'annexample.com',
    '@example.com',
    'ann@.com',
    'ann@@example.com',
    'ann @example.com',
    'ann@example..com',
    '',
    'ann@example.com ',
  ])('rejects %j', (email) => {
    expect(isSignInEmail(email)).toBe(false);
  });

  it('is a valid pattern= attribute (compiled anchored with the v flag, as browsers do)', () => {
    expect(() => new RegExp(`^(?:${SIGN_IN_EMAIL_PATTERN})$`, 'v')).not.toThrow();
  });
});

describe('failed sign-in message (decision: the spec shows none)', () => {
  it.each([
    ['NotAuthorizedException', 'The email or password is incorrect. Please try again.'],
    ['UserNotFoundException', 'The email or password is incorrect. Please try again.'],
    ['InvalidParameter', 'The email or password is incorrect. Please try again.'],
    ['SessionUnavailable', 'We could not sign you in right now. Please try again later.'],
    ['NoJwtToken', 'We could not sign you in right now. Please try again later.'],
    ['Error', 'We could not sign you in right now. Please try again later.'],
  ])('%s → %s', (name, message) => {
    expect(signInFailureMessage(name)).toBe(message);
  });
});

describe('every link is named once, and says whether it needs a signed-in shopper', () => {
  it("the menu, the further links and the sister brand's, by id", () => {
    const menu = accountMenuItems({
      ...base,
      toggles: { WKY_LINK_TO_SPECIAL_OFFERS_PAGE: true },
      nmCreditCardHash: 'x',
    });
    const extra = accountExtraLinks(false, { legacyRoutes: false });
    expect([...menu, ...extra, ...hcLinks()].map((l) => [l.id, l.protected])).toEqual([
      ['overview', true],
      ['history', true],
      ['address', true],
      ['pay', true],
      ['specialOffers', true],
      ['nmCreditCard', false],
      ['myOrders', false],
      ['styleAdvisor', false],
      ['favorites', false],
      ['hcAssistance', false],
      ['hcAccount', true],
    ]);
  });
});
