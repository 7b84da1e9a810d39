import type { Category } from './types';

/**
 * header.md §2 "Structured data": a site navigation element list with name
 * and url per silo (none on the product page: the header's page rules).
 * schema.org: an ItemList of SiteNavigationElement, urls made absolute
 * against the page (search engines read them out of context). Silos without
 * a page of their own are left out.
 */
export interface SiteNavigationList {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  itemListElement: Array<{ '@type': 'SiteNavigationElement'; position: number; name: string; url: string }>;
}

export function siteNavigationList(
  silos: readonly Pick<Category, 'name' | 'url'>[],
  origin: string,
): SiteNavigationList {
  const items = silos.filter((silo) => silo.url !== '');
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((silo, index) => ({
      '@type': 'SiteNavigationElement',
      position: index + 1,
      name: silo.name,
      url: new URL(silo.url, origin).href,
    })),
  };
}

/**
 * The list as the text of a `<script type="application/ld+json">`: JSON with
 * `<`, `>` and `&` escaped, so no name can close the script element or open
 * a comment, whether the text is inserted at run time or written into a
 * server's template (the helper a server renders with, docs/navigation.md).
 */
export function jsonLdText(list: SiteNavigationList): string {
  return JSON.stringify(list).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The Trusted Types policy's rule (state/structuredData.ts): only text that
 * is a site navigation list as this module writes it is accepted as script;
 * anything else throws. The text must parse, be an ItemList of
 * SiteNavigationElements with string names and http(s) urls, and be exactly
 * what jsonLdText writes for it (so nothing extra rides along).
 */
export function checkJsonLd(text: string): string {
  const parsed: unknown = JSON.parse(text);
  const list = parsed as SiteNavigationList;
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    list['@context'] === 'https://schema.org' &&
    list['@type'] === 'ItemList' &&
    Array.isArray(list.itemListElement) &&
    list.itemListElement.every(
      (item) =>
        item['@type'] === 'SiteNavigationElement' &&
        typeof item.name === 'string' &&
        typeof item.url === 'string' &&
        /^https?:\/\//.test(item.url) &&
        Number.isInteger(item.position),
    );
  if (!ok) throw new TypeError('nm-widgets-jsonld: not a site navigation list');
  const canonical = jsonLdText({
    '@context': list['@context'],
    '@type': list['@type'],
    itemListElement: list.itemListElement.map(({ position, name, url }) => ({
      '@type': 'SiteNavigationElement',
      position,
      name,
      url,
    })),
  });
  if (canonical !== text) throw new TypeError('nm-widgets-jsonld: not written by siteNavigationList');
  return text;
}
