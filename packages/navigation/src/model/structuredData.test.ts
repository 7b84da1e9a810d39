import { describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdText, siteNavigationList } from './structuredData';

describe('structured data (header.md §2 "Structured data")', () => {
  const list = siteNavigationList(
    [
      { name: 'Shoes', url: '/c/shoes-cat1?navpath=cat000000_cat1' },
      { name: 'No page', url: '' },
      { name: 'Kids </script><b>', url: '/c/kids-cat2' },
    ],
    'https://www.example.com',
  );

  it('a SiteNavigationElement with name and absolute url per silo that has a page', () => {
    expect(list).toEqual({
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
          name: 'Kids </script><b>',
          url: 'https://www.example.com/c/kids-cat2',
        },
      ],
    });
  });

  it('the script text cannot close its element and reads back as the list', () => {
    const text = jsonLdText(list);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(list);
  });

  it('the policy rule accepts exactly what jsonLdText writes', () => {
    const text = jsonLdText(list);
    expect(checkJsonLd(text)).toBe(text);
    expect(() => checkJsonLd('alert(1)')).toThrow();
    expect(() => checkJsonLd(JSON.stringify(list))).toThrow(TypeError);
    expect(() =>
      checkJsonLd(jsonLdText({ ...list, itemListElement: [{ ...list.itemListElement[0]!, url: 'javascript:x' }] })),
    ).toThrow(TypeError);
    expect(() =>
      checkJsonLd('{"@context":"https://schema.org","@type":"ItemList","itemListElement":[],"x":"y"}'),
    ).toThrow(TypeError);
  });
});
