import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log/log';
import { sanitizeBanner, sanitizeHtml, sanitizeReport } from './sanitize';
import { sanitizeText } from './text';

/*
 * Real Chromium (project "browser"): DOMPurify is not supported on happy-dom,
 * where it keeps <script> and drops allowed tags (cure53/DOMPurify#1457).
 */

/** Renders sanitised markup the way React's dangerouslySetInnerHTML would. */
function render(html: { __html: string | TrustedHTML } | null): HTMLElement {
  const host = document.createElement('div');
  if (html) host.innerHTML = html.__html as string;
  return host;
}

describe('header.md §5, minicart.md §5 "… and is sanitised against a whitelist of tags"', () => {
  it('keeps <b> and <a href>', () => {
    const out = render(sanitizeBanner('<b>Free</b> returns. <a href="/c/sale-cat123">Shop the sale</a>'));
    expect(out.querySelector('b')?.textContent).toBe('Free');
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/c/sale-cat123');
    expect(link?.textContent).toBe('Shop the sale');
  });

  it.each<[string, string, string, string]>([
    ['<script>', '<p>Gift wrap</p><script>window.__pwned = 1</script>', 'script', 'Gift wrap'],
    ['an inline style', '<p style="position:fixed;inset:0">Gift wrap</p>', '[style]', 'Gift wrap'],
    ['an <iframe>', '<p>Gift wrap</p><iframe src="https://evil.example/"></iframe>', 'iframe', 'Gift wrap'],
    [
      'a <form>',
      '<form action="https://evil.example"><input name="pw"></form><p>Gift wrap</p>',
      'form, input',
      'Gift wrap',
    ],
    ['a data- attribute', '<p data-track="x">Gift wrap</p>', '[data-track]', 'Gift wrap'],
    ['a <style> block', '<style>body{display:none}</style><p>Gift wrap</p>', 'style', 'Gift wrap'],
  ])('strips %s and keeps the text', (_label, html, forbidden, text) => {
    const out = render(sanitizeBanner(html));
    expect(out.querySelectorAll(forbidden)).toHaveLength(0);
    expect(out.textContent).toContain(text);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each<[string, string]>([
    ['an onerror handler', '<p>Gift wrap</p><img src="/x.png" onerror="window.__pwned = 1">'],
    ['an onclick on a link', '<a href="/sale" onclick="window.__pwned = 1">Gift wrap</a>'],
    ['<svg/onload=…>', '<p>Gift wrap</p><svg/onload=window.__pwned=1>'],
  ])('discards the whole banner for %s (inline handlers), logged once', (_label, html) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    resetLogOnce();
    expect(sanitizeBanner(html, 'Test banner')).toBeNull();
    expect(sanitizeBanner(html, 'Test banner')).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]?.[0])).toContain('Test banner discarded');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    spy.mockRestore();
  });

  it('keeps an image with its src and alt', () => {
    const img = render(sanitizeHtml('<img src="/banner.jpg" alt="Holiday" onerror="x()">')).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/banner.jpg');
    expect(img?.getAttribute('alt')).toBe('Holiday');
    expect(img?.hasAttribute('onerror')).toBe(false);
  });
});

describe('minicart.md §2 "designerName (sanitised of markup before display)"', () => {
  it.each<[string, unknown, string]>([
    ['tags stripped, entities decoded', '<b>Gucci</b> &amp; Co', 'Gucci & Co'],
    ['no markup at all', 'Saint Laurent', 'Saint Laurent'],
    ['surrounding whitespace trimmed', '  Prada  ', 'Prada'],
    ['runs of whitespace collapsed', '<p>Dolce</p>\n\n<p>&amp;   Gabbana</p>', 'Dolce & Gabbana'],
    ['&nbsp; read as a space', 'Tom&nbsp;Ford', 'Tom Ford'],
    ['a line break keeps the words apart', 'Tom Ford<br>Eyewear', 'Tom Ford Eyewear'],
    ['numeric entities', 'Chlo&#233;', 'Chloé'],
    ['script content dropped', '<script>alert(1)</script>Dior', 'Dior'],
    ['an img with onerror leaves nothing', '<img src=x onerror=alert(1)>Fendi', 'Fendi'],
    ['an encoded tag stays literal text', 'A &lt;b&gt;bold&lt;/b&gt; name', 'A <b>bold</b> name'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a number', 42, '42'],
  ])('%s', (_label, input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it.each([
    '<b>Gucci</b>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:x">Loewe</a>',
    '<svg><script>x</script></svg>Celine',
  ])('never returns markup: %s', (input) => {
    const text = sanitizeText(input);
    expect(text).not.toMatch(/</);
    // Rendered as text (as React does), it creates no element.
    const host = document.createElement('div');
    host.textContent = text;
    expect(host.children).toHaveLength(0);
  });
});

describe('sanitizeReport: the inline handlers DOMPurify removed, whatever their spelling', () => {
  beforeEach(() => {
    resetLogOnce();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string, string]>([
    ['<svg/onload=…>', '<svg/onload=alert(1)>', 'svg onload'],
    ['<img src="x"onerror="…">', '<img src="x"onerror="alert(1)">', 'img onerror'],
    ["<img src='x'onerror='…'>", "<img src='x'onerror='alert(1)'>", 'img onerror'],
    ['<svg///onload=…>', '<svg///onload=alert(1)>', 'svg onload'],
    ['<details/open/ontoggle=…>', '<details/open/ontoggle=alert(1)>', 'details ontoggle'],
    ['<img alt=">" onerror=…>', '<img alt=">" onerror=alert(1) src=x>', 'img onerror'],
    ['an onclick on a kept link', '<a href="/sale" onclick="alert(1)">Sale</a>', 'a onclick'],
  ])('%s → reported as %s', (_label, markup, handler) => {
    expect(sanitizeReport(`<p>Gift wrap</p>${markup}`).handlers).toContain(handler);
  });

  it.each([
    '<p>Gift wrap</p>',
    '<p>Shop on sale</p><a href="/c/x" title="on=x">x</a>',
    '<script>x()</script><p>Gift wrap</p>',
  ])('nothing to report for %s', (markup) => {
    expect(sanitizeReport(markup).handlers).toEqual([]);
  });

  it('the URL policy acts inside our calls only: DOMPurify used directly is untouched', () => {
    expect(String(sanitizeHtml('<a href="https://elsewhere.example/p">x</a>').__html)).not.toContain('elsewhere');
    expect(DOMPurify.sanitize('<a href="https://elsewhere.example/p">x</a>')).toContain('https://elsewhere.example/p');
  });
});
