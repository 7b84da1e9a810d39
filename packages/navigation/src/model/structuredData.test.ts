import { describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdText, siteNavigationList } from './structuredData';

describe('structured data (header.md §2 "Structured data")', () => {
  // Made in each test, not when the file is read, so that what each test runs is its own.
  const makeList = () =>
    siteNavigationList(
      [
        { name: 'Shoes', url: '/c/shoes-cat1?navpath=cat000000_cat1' },
        { name: 'No page', url: '' },
        { name: 'Kids </script><b> & more', url: '/c/kids-cat2' },
      ],
      'https://www.example.com',
    );

  it('a SiteNavigationElement with name and absolute url per silo that has a page', () => {
    expect(makeList()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'SiteNavigationElement',
          position: 1,
          name: 'Shoes',
          url: 'https://www.example.com/c/shoes-cat1?navpath=cat000000_cat1',
        },
        {
          '@type': 'SiteNavigationElement',
          position: 2,
          name: 'Kids </script><b> & more',
          url: 'https://www.example.com/c/kids-cat2',
        },
      ],
    });
  });

  it('the script text cannot close its element and reads back as the list', () => {
    const text = jsonLdText(makeList());
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('Kids \\u003c/script\\u003e\\u003cb\\u003e \\u0026 more');
    expect(JSON.parse(text)).toEqual(makeList());
  });

  it('the policy rule accepts exactly what jsonLdText writes, http and https', () => {
    const text = jsonLdText(makeList());
    expect(checkJsonLd(text)).toBe(text);
    const plain = jsonLdText(siteNavigationList([{ name: 'Sale', url: 'http://www.example.com/sale' }], 'http://x'));
    expect(checkJsonLd(plain)).toBe(plain);
  });

  /** What jsonLdText writes, with one thing changed, as the text a policy would be handed. */
  const written = (change: (list: Record<string, unknown>, item: Record<string, unknown>) => void): string => {
    const list = JSON.parse(jsonLdText(makeList())) as Record<string, unknown> & { itemListElement: object[] };
    change(list, list.itemListElement[1] as Record<string, unknown>);
    return JSON.stringify(list).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  };
  it.each([
    ['null', 'null'],
    ['a string', '"ItemList"'],
    ['an array', '[]'],
    ['another context', written((list) => (list['@context'] = 'https://evil.example'))],
    ['another type', written((list) => (list['@type'] = 'BreadcrumbList'))],
    ['no list of elements', written((list) => (list.itemListElement = {}))],
    ['an element of another type', written((_list, item) => (item['@type'] = 'Thing'))],
    ['a name that is not text', written((_list, item) => (item.name = 7))],
    ['a url that is not text', written((_list, item) => (item.url = ['https://www.example.com/']))],
    ['a javascript: url', written((_list, item) => (item.url = 'javascript:alert(1)'))],
    ['a url relative to the scheme', written((_list, item) => (item.url = '//evil.example/x'))],
    ['a url that only contains a web address', written((_list, item) => (item.url = 'x https://www.example.com/'))],
    ['a position that is not a whole number', written((_list, item) => (item.position = 1.5))],
  ])('refuses %s: not a site navigation list', (_what, text) => {
    expect(() => checkJsonLd(text)).toThrow(new TypeError('nm-widgets-jsonld: not a site navigation list'));
  });

  it.each([
    ['a field of its own', written((list) => (list.x = 'y'))],
    ['an element with a field of its own', written((_list, item) => (item.onclick = 'alert(1)'))],
    ['the same list, spaced', JSON.stringify(makeList(), null, 2)],
    ['the same list, with < unescaped', JSON.stringify(makeList())],
  ])('refuses %s: not written by siteNavigationList', (_what, text) => {
    expect(() => checkJsonLd(text)).toThrow(new TypeError('nm-widgets-jsonld: not written by siteNavigationList'));
  });

  it('refuses what is not JSON', () => {
    expect(() => checkJsonLd('alert(1)')).toThrow(SyntaxError);
  });
});
