// What this browser has chosen on the demo control panel (/demo/): the toggles
// and A/B variations the widgets read, the bag's presentation, the brand, the
// profile country and the cart, checkout and favourites routes. Kept in one cookie per browser, so parallel test browsers and
// two people demoing on one host never disturb each other; every page's
// config block and <nm-minicart> attributes are built from it.
// The shopper (guest / signed in) stays in the cstmr cookies the widgets read,
// and the faults in the demo_faults cookie the fault switch reads.

import type { BrandCode } from './categories';
import { parseCookies } from './shopper-session';

const DEMO_SETTINGS_COOKIE = 'demo_settings';

export interface ToggleOption {
  /** Exactly as the widgets read it (header.md §9, plus our HIDE_SNAP_FIND_SHOP). */
  name: string;
  widget: 'search' | 'minicart' | 'header';
  what: string;
}

/** Every toggle the widgets read (settings.test.ts checks this list against the packages' constants). */
export const TOGGLE_OPTIONS: readonly ToggleOption[] = [
  {
    name: 'TYPEAHEAD',
    widget: 'search',
    what: 'Type-ahead suggestions and products (US profile only); off, the older search form.',
  },
  { name: 'HP_GENDER', widget: 'search', what: 'WOMEN / MEN buttons in the search panel (US profile, NM only).' },
  { name: 'SRP_GENDER', widget: 'search', what: 'WOMEN / MEN buttons, as the results page toggle.' },
  { name: 'GENDER_TYPEAHEAD', widget: 'search', what: 'WOMEN / MEN buttons, as the type-ahead toggle.' },
  { name: 'GENDERLESS_SRP', widget: 'search', what: 'Hides WOMEN / MEN even when one of the three above is on.' },
  {
    name: 'COLLAPSED_SEARCH_BAR',
    widget: 'search',
    what: 'Desktop: a Search button that opens the search in a modal.',
  },
  {
    name: 'RECENTLY_SEARCHED',
    widget: 'search',
    what: 'Keeps the term typed in session storage recently_searched, 500 ms after typing stops.',
  },
  {
    name: 'HIDE_SNAP_FIND_SHOP',
    widget: 'search',
    what: 'Phone search modal: hides the "SNAP. FIND. SHOP." camera link (our name; the spec gives none).',
  },
  {
    name: 'ADD_TO_CART_V2',
    widget: 'minicart',
    what: 'New add-to-bag flow: the flyout state starts fresh instead of being restored from local storage.',
  },
  { name: 'DT_MINICART', widget: 'minicart', what: 'Sent to the mini-cart API as smcToggle.' },
  {
    name: 'GIFT_FINDER_ICON',
    widget: 'header',
    what: 'The gift finder icon (to /quiz/gift-finder), desktop and phone.',
  },
  { name: 'MEN_DARKMODE', widget: 'header', what: 'The header turns dark while the chosen gender is Men.' },
  {
    name: 'STICKY_HEADER_DESKTOP',
    widget: 'header',
    what: 'Desktop: the header hides while scrolling down and comes back, shadowed, on the way up.',
  },
  {
    name: 'WKY_LINK_TO_SPECIAL_OFFERS_PAGE',
    widget: 'header',
    what: 'Account menu: the Special Offers item (qualifying countries).',
  },
  {
    name: 'DT_ORDER_HISTORY',
    widget: 'header',
    what: 'Account menu: Order History goes to /order-history for signed-in customers.',
  },
  {
    name: 'PROMO_NOTIFICATIONS',
    widget: 'header',
    what: 'Notification badge: special offers count (the offers call).',
  },
  {
    name: 'GIFT_CARD_NOTIFICATIONS',
    widget: 'header',
    what: 'Notification badge: gift cards (the giv-cards call, card class PROMO).',
  },
  {
    name: 'INCIRCLE_NOTIFICATIONS',
    widget: 'header',
    what: 'Notification badge: loyalty points cards (the giv-cards call, card class POINT).',
  },
  {
    name: 'BLUECORE_ABANDONCART',
    widget: 'header',
    what: 'The abandon-cart modal (desktop, US, items in the bag; once a day). /demo/abandon-cart turns it on with a 15 s idle time.',
  },
  {
    name: 'ABANDON_CART_RECS',
    widget: 'header',
    what: 'The abandon-cart modal asks for recommendations and shows their carousel; off, the reminder alone.',
  },
  { name: 'SPECIAL_OFFERS_PROMPT', widget: 'header', what: 'The special offers tooltip under the account button.' },
];

export interface AbTestOption {
  name: string;
  widget: 'search' | 'minicart' | 'header';
  variations: readonly string[];
  what: string;
}

export const AB_TEST_OPTIONS: readonly AbTestOption[] = [
  {
    name: 'ABTEST_TYPEAHEAD',
    widget: 'search',
    variations: ['a', 'b'],
    what: 'Variation b turns the type-ahead on even with TYPEAHEAD off.',
  },
  {
    name: 'SIMPLIFIED_MINICART',
    widget: 'minicart',
    variations: ['a', 'b'],
    what: 'Variation b: hovering the bag opens the flyout (desktop), and the mini-cart API gets smcEnabled.',
  },
  {
    name: 'ABTEST_HP_GENDER',
    widget: 'header',
    variations: ['a', 'b'],
    what: "Variation b shows the header's WOMEN / MEN nav even with the three gender toggles off (US, NM).",
  },
];

const PRESENTATIONS = ['drawer', 'flyout'] as const;
type Presentation = (typeof PRESENTATIONS)[number];
const BRANDS: readonly BrandCode[] = ['NM', 'HC'];
/**
 * The pages' header: `element`, one `<nm-header page-id>` with plain fallback
 * markup inside (the default); `standalone`, the hand-made header
 * with `<nm-search>` and `<nm-minicart>` in it, for pages that only want those
 * two (the end-to-end suites of the standalone elements run against it).
 */
const HEADER_MODES = ['element', 'standalone'] as const;
type HeaderMode = (typeof HEADER_MODES)[number];
/**
 * The cart, checkout and favourites addresses the widgets send shoppers to:
 * today's, or with `legacy` the legacy pages (the config's `legacyRoutes`).
 */
const ROUTE_SETS = ['current', 'legacy'] as const;
type RouteSet = (typeof ROUTE_SETS)[number];
/**
 * Where the pages take the bundle from: `static`, the build (dist/ at /static/); `cdn`, the release `npm run
 * release` wrote (release/cdn/ at /cdn/), through its major version's loader, as a page on the CDN does.
 */
const BUNDLE_SOURCES = ['static', 'cdn'] as const;
type BundleSource = (typeof BUNDLE_SOURCES)[number];
/** profile.countryPreference: the type-ahead and the gender buttons are for US profiles only. */
export const COUNTRIES = ['US', 'CA', 'GB', 'IN'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface DemoSettings {
  /** The toggles that are on; every other one is off. */
  toggles: readonly string[];
  /** Test name → variation; a test not listed is not running for this browser. */
  abTests: Readonly<Record<string, string>>;
  presentation: Presentation;
  brand: BrandCode;
  country: Country;
  header: HeaderMode;
  routes: RouteSet;
  bundle: BundleSource;
}

/** What a browser that never opened the panel gets: the demo's long-standing config (type-ahead on). */
export const DEFAULT_SETTINGS: DemoSettings = {
  toggles: ['TYPEAHEAD'],
  abTests: {},
  presentation: 'drawer',
  brand: 'NM',
  country: 'US',
  header: 'element',
  routes: 'current',
  bundle: 'static',
};

const TOGGLE_NAMES = new Set(TOGGLE_OPTIONS.map((option) => option.name));

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Reads settings from any untrusted object (the cookie's JSON, a form): unknown
 * names and values are dropped, missing keys take their defaults.
 */
function normaliseSettings(input: unknown): DemoSettings {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const toggles = Array.isArray(source['toggles'])
    ? TOGGLE_OPTIONS.map((option) => option.name).filter((name) => (source['toggles'] as unknown[]).includes(name))
    : [...DEFAULT_SETTINGS.toggles];
  const abTests: Record<string, string> = {};
  const rawTests =
    typeof source['abTests'] === 'object' && source['abTests'] !== null
      ? (source['abTests'] as Record<string, unknown>)
      : {};
  for (const test of AB_TEST_OPTIONS) {
    const variation = rawTests[test.name];
    if (typeof variation === 'string' && test.variations.includes(variation)) abTests[test.name] = variation;
  }
  return {
    toggles,
    abTests,
    presentation: oneOf(PRESENTATIONS, source['presentation'], DEFAULT_SETTINGS.presentation),
    brand: oneOf(BRANDS, source['brand'], DEFAULT_SETTINGS.brand),
    country: oneOf(COUNTRIES, source['country'], DEFAULT_SETTINGS.country),
    header: oneOf(HEADER_MODES, source['header'], DEFAULT_SETTINGS.header),
    routes: oneOf(ROUTE_SETS, source['routes'], DEFAULT_SETTINGS.routes),
    bundle: oneOf(BUNDLE_SOURCES, source['bundle'], DEFAULT_SETTINGS.bundle),
  };
}

/**
 * Per-request overrides of the cookie's settings, so a link or a test can ask
 * for one page without touching the browser's cookie: `?brand=HC|NM`,
 * `?header=element|standalone`, `?bundle=static|cdn`, and the HC host name (any host starting with
 * `hc.`, e.g. hc.localhost:8080), which shows the sister brand.
 */
export function withRequestOverrides(
  settings: DemoSettings,
  request: { host?: string | undefined; query?: URLSearchParams },
): DemoSettings {
  const hostBrand: BrandCode | undefined = /^hc\./i.test(request.host ?? '') ? 'HC' : undefined;
  const brand = oneOf(BRANDS, request.query?.get('brand')?.toUpperCase(), hostBrand ?? settings.brand);
  const header = oneOf(HEADER_MODES, request.query?.get('header'), settings.header);
  const bundle = oneOf(BUNDLE_SOURCES, request.query?.get('bundle'), settings.bundle);
  return brand === settings.brand && header === settings.header && bundle === settings.bundle
    ? settings
    : { ...settings, brand, header, bundle };
}

/** The settings in this request's cookie, or the defaults. */
export function readDemoSettings(cookieHeader: string | undefined): DemoSettings {
  const raw = parseCookies(cookieHeader).get(DEMO_SETTINGS_COOKIE);
  if (raw === undefined) return DEFAULT_SETTINGS;
  try {
    return normaliseSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie value that stores the settings (cleared when they are the defaults). */
export function settingsCookie(settings: DemoSettings): string {
  if (isDefault(settings)) return `${DEMO_SETTINGS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return `${DEMO_SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify(settings))}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

function isDefault(settings: DemoSettings): boolean {
  return JSON.stringify(normaliseSettings(settings)) === JSON.stringify(DEFAULT_SETTINGS);
}

/**
 * The form the panel posts (application/x-www-form-urlencoded): a checkbox per
 * toggle (`toggle=NAME`, repeated), `ab.NAME=a|b|` per test, and one field each for
 * presentation, brand, country, header and routes. A missing checkbox is a toggle turned off.
 * presentation, brand, country, header and bundle. A missing checkbox is a toggle turned off.
 */
export function settingsFromForm(form: URLSearchParams): DemoSettings {
  const toggles = form.getAll('toggle').filter((name) => TOGGLE_NAMES.has(name));
  const abTests: Record<string, string> = {};
  for (const test of AB_TEST_OPTIONS) abTests[test.name] = form.get(`ab.${test.name}`) ?? '';
  return normaliseSettings({
    toggles,
    abTests,
    presentation: form.get('presentation'),
    brand: form.get('brand'),
    country: form.get('country'),
    header: form.get('header'),
    routes: form.get('routes'),
    bundle: form.get('bundle'),
  });
}

/** The part of the widgets' config the settings decide (widget-config.ts merges it into the block). */
export function configFromSettings(settings: DemoSettings): {
  brand: BrandCode;
  toggles: Record<string, boolean>;
  abTests: Record<string, string>;
  profile: { countryPreference: Country };
  legacyRoutes: boolean;
} {
  return {
    brand: settings.brand,
    toggles: Object.fromEntries(settings.toggles.map((name) => [name, true])),
    abTests: { ...settings.abTests },
    profile: { countryPreference: settings.country },
    legacyRoutes: settings.routes === 'legacy',
  };
}
