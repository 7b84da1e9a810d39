/** header.md §3 "countryPreference (default US)", §9 "default country US". */
const DEFAULT_COUNTRY = 'US';

/** A country as the rules compare it: trimmed and upper-cased; blank is no country. */
const code = (value: string | undefined): string | undefined => value?.trim().toUpperCase() || undefined;

/**
 * The shopper's country, the one rule every country rule reads (the
 * type-ahead, the gender choice, Special Offers, the abandon-cart reminder):
 * the page's config (`profile` / `profileData.countryPreference`), else the
 * profile cookie's `ucaProfileData.countryPreference`, else US. The page
 * wins because it is the page that knows which storefront it is (a
 * Canadian shopper browsing the US site is a US storefront's shopper).
 */
export function shopperCountry(pageCountry: string | undefined, cookieCountry: string | undefined): string {
  return code(pageCountry) ?? code(cookieCountry) ?? DEFAULT_COUNTRY;
}
