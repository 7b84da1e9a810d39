import { resetLogOnce, sanitizeUnlessHandlers } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bannerHtml, flyoutHtml, FLYOUT_TAGS } from './banner';

/** DOMPurify needs a real DOM (happy-dom's parser lets script and iframe through): these run in Chromium. */
const html = (safe: { __html: unknown } | null) => (safe === null ? null : String(safe.__html));

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());
const errors = () => errorSpy.mock.calls.map((c) => String(c[0]));

/** Five spellings a text filter for " on…=" let through, and one that hides after a quoted ">". */
const SPELLINGS: Array<[string, string]> = [
  ['<svg/onload=…>', '<p>Free shipping</p><svg/onload=alert(1)>'],
  ['<img src="x"onerror="…">', '<p>Free shipping</p><img src="x"onerror="alert(1)">'],
  ["<img src='x'onerror='…'>", "<p>Free shipping</p><img src='x'onerror='alert(1)'>"],
  ['<svg///onload=…>', '<p>Free shipping</p><svg///onload=alert(1)>'],
  ['<details/open/ontoggle=…>', '<p>Free shipping</p><details/open/ontoggle=alert(1)>'],
  ['<img alt=">" onerror=…> (a ">" inside a quoted value)', '<p>Free shipping</p><img alt=">" onerror=alert(1) src=x>'],
];

describe('"discard it when it carries inline handlers": DOMPurify decides, from what it removed', () => {
  it.each(SPELLINGS)('DOMPurify alone discards %s, logging once the handler it removed', (_label, markup) => {
    expect(
      sanitizeUnlessHandlers(markup, { ALLOWED_TAGS: FLYOUT_TAGS, ALLOWED_ATTR: ['src', 'alt'] }, 'Test HTML'),
    ).toBeNull();
    expect(
      sanitizeUnlessHandlers(markup, { ALLOWED_TAGS: FLYOUT_TAGS, ALLOWED_ATTR: ['src', 'alt'] }, 'Test HTML'),
    ).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errors()[0]).toMatch(
      /Test HTML discarded: it carries inline handlers \((svg onload|img onerror|details ontoggle)\)/,
    );
  });

  it.each(SPELLINGS)('the banner with %s is discarded, not shown with the handler stripped', (_label, markup) => {
    expect(bannerHtml(markup)).toBeNull();
    expect(errors().filter((m) => m.includes('Mini-cart banner discarded'))).toHaveLength(1);
  });

  it.each(SPELLINGS)('the flyout HTML with %s is discarded (the fallback panel shows)', (_label, markup) => {
    expect(flyoutHtml(`<ul><li>Silk Dress</li></ul>${markup}`)).toBeNull();
    expect(errors().filter((m) => m.includes('Mini-cart flyout HTML discarded'))).toHaveLength(1);
  });

  it.each(SPELLINGS)('the text gate stops %s before any parse (no CSP report on a strict page)', (_label, markup) => {
    bannerHtml(markup);
    expect(errors()[0]).toContain('Mini-cart banner discarded before parsing');
  });

  it.each<[string, string]>([
    ['"on" in text', '<p>Free shipping on orders; online only. on=now</p>'],
    ['"on" in a word of an attribute value', '<p><a href="/c/sale" title="Shop online">Shop</a></p>'],
    ['"on=" inside a quoted value', '<p><a href="/c/sale" title="Sale on=now">Shop</a></p>'],
    ['an attribute whose name only contains "on"', '<p><a href="/c/sale" class="button">Shop</a></p>'],
  ])('%s keeps the banner (neither the gate nor DOMPurify sees a handler)', (_label, markup) => {
    expect(html(bannerHtml(markup))).toContain('</p>');
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('header.md §5, §7 sanitising the banner and the flyout HTML', () => {
  it('a good banner keeps whitelisted tags and loses the rest', () => {
    const out = html(
      bannerHtml('<div class="promo"><strong>Free shipping</strong><iframe src="/x"></iframe><style>p{}</style></div>'),
    );
    expect(out).toContain('<strong>Free shipping</strong>');
    expect(out).not.toMatch(/iframe|style/);
  });

  it('the flyout HTML loses scripts but keeps its items', () => {
    const out = html(
      flyoutHtml('<ul><li><img src="/a.jpg" alt=""><s>$10.00</s> $5.00</li></ul><script>alert(1)</script>'),
    );
    expect(out).toContain('<s>$10.00</s>');
    expect(out).toContain('src="/a.jpg"');
    expect(out).not.toMatch(/script/);
    expect(flyoutHtml('  ')).toBeNull();
  });
});

describe('URL policy inside the flyout and banner HTML', () => {
  it.each<[string, string]>([
    ['javascript:', 'javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['another origin', 'https://elsewhere.example/p'],
    ['a backslash host', '/\\elsewhere.example/p'],
    ['a protocol-relative host', '//elsewhere.example/p'],
  ])('a link to %s loses its href, keeps its text, logs once', (_label, url) => {
    const host = document.createElement('div');
    host.innerHTML = html(
      flyoutHtml(`<ul><li><a href="${url}">Silk Dress</a> <a href="/p/scarf">Scarf</a></li></ul>`),
    )!;
    const links = host.querySelectorAll('a');
    expect(links[0]!.hasAttribute('href')).toBe(false);
    expect(links[0]!.textContent).toBe('Silk Dress');
    expect(links[1]!.getAttribute('href')).toBe('/p/scarf');
  });

  it.each<[string, string]>([
    ['data:image/svg+xml', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('a picture from %s is dropped; the line stays', (_label, url) => {
    const host = document.createElement('div');
    host.innerHTML = html(flyoutHtml(`<ul><li><img src="${url}" alt="">Silk Dress</li></ul>`))!;
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('li')?.textContent).toBe('Silk Dress');
    expect(errors().filter((m) => m.includes('Mini-cart flyout HTML image: refused image URL'))).toHaveLength(1);
  });

  it('an off-site link in the banner loses its href, logged naming the banner', () => {
    const host = document.createElement('div');
    host.innerHTML = html(bannerHtml('<p><a href="https://elsewhere.example/sale">Sale</a></p>'))!;
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(errors()[0]).toContain('Mini-cart banner link: refused link URL');
  });
});
