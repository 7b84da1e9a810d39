import { afterEach, describe, expect, it } from 'vitest';
import { fallbackSilos } from '../model/fallback';
import { JSON_LD_ID, publishSiteNavigation, siteNavigationJsonLd } from './structuredData';

describe('publishSiteNavigation (header.md §2 "Structured data")', () => {
  afterEach(() => {
    document.getElementById(JSON_LD_ID)?.remove();
  });

  it('one ld+json script in the head, rewritten after a gender switch', () => {
    publishSiteNavigation(document, fallbackSilos('W'));
    publishSiteNavigation(document, fallbackSilos('W'));
    const scripts = document.querySelectorAll(`#${JSON_LD_ID}`);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(script.type).toBe('application/ld+json');
    expect(JSON.parse(script.text).itemListElement).toHaveLength(12);
    publishSiteNavigation(document, fallbackSilos('M'));
    expect(JSON.parse(script.text).itemListElement[10]).toMatchObject({
      '@type': 'SiteNavigationElement',
      position: 11,
      name: 'Sale',
    });
  });

  it('the server helper writes the same text', () => {
    const text = siteNavigationJsonLd([{ name: 'Shoes', url: '/c/shoes-cat1' }], 'https://www.example.com');
    expect(JSON.parse(text).itemListElement[0].url).toBe('https://www.example.com/c/shoes-cat1');
  });
});
