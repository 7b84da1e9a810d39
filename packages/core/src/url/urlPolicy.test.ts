import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log/log';
import { $config } from '../state/config';
import { mergeConfig } from '../config/config';
import { safeImageUrl, safeLinkUrl } from './urlPolicy';
import { writable } from '../testing/writable';

const origin = location.origin;

beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig(location.hostname, { hosts: { nav: 'https://nav.example.com' } }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('URL policy: links are http(s) on the page origin or a configured host', () => {
  it.each<[unknown, string | undefined]>([
    ['/p/silk-dress', '/p/silk-dress'],
    ['/p/a?x=1', '/p/a?x=1'],
    [`${origin}/p/a`, `${origin}/p/a`],
    ['https://nav.example.com/c/shoes', 'https://nav.example.com/c/shoes'],
    ['  /p/trimmed  ', '/p/trimmed'],
    ['p/relative', 'p/relative'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['//elsewhere.example/p', undefined],
    ['/\\elsewhere.example/p', undefined],
    ['\\\\elsewhere.example', undefined],
    ['https://elsewhere.example/p', undefined],
    ['http://nav.example.com.evil.example/', undefined],
    ['', undefined],
    [42, undefined],
    [null, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(safeLinkUrl(raw)).toBe(expected);
  });

  it('logs a refused link once, naming it and the reason', () => {
    safeLinkUrl('https://elsewhere.example/p', 'Recommendations');
    safeLinkUrl('https://elsewhere.example/p', 'Recommendations');
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toMatch(
      /Recommendations: refused link URL "https:\/\/elsewhere\.example\/p" \(leaves the site/,
    );
  });

  it('logs nothing for an accepted or missing link', () => {
    safeLinkUrl('/p/a');
    safeLinkUrl(undefined);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('URL policy: images are any http(s) URL, nothing else', () => {
  it.each<[unknown, string | undefined]>([
    ['https://cdn.images.example/a.jpg', 'https://cdn.images.example/a.jpg'],
    ['/images/a.jpg', '/images/a.jpg'],
    ['//cdn.images.example/a.jpg', '//cdn.images.example/a.jpg'],
    ['data:image/svg+xml,<svg onload=alert(1)>', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['javascript:alert(1)', undefined],
    ['/\\elsewhere.example/a.jpg', undefined],
    [{}, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(safeImageUrl(raw)).toBe(expected);
  });
});

describe('the allowed link origins follow the config', () => {
  it('a host added to the config is allowed from then on, and one removed is refused', () => {
    writable($config).set(mergeConfig(location.hostname, { hosts: { nav: 'https://nav.example.com' } }));
    expect(safeLinkUrl('https://nav.example.com/a')).toBe('https://nav.example.com/a');
    writable($config).set(mergeConfig(location.hostname, { hosts: { nav: 'https://nav2.example.com' } }));
    expect(safeLinkUrl('https://nav2.example.com/a')).toBe('https://nav2.example.com/a');
    expect(safeLinkUrl('https://nav.example.com/a')).toBeUndefined();
  });

  it('blank text is no link (not the page itself)', () => {
    expect(safeLinkUrl('   ')).toBeUndefined();
    expect(safeImageUrl(' \n ')).toBeUndefined();
  });
});

describe('URL policy log lines, whole (mutation run survivors)', () => {
  const lines = () => vi.mocked(console.error).mock.calls.map((call) => String(call[0]));

  it('names the caller (default "A service"), the kind, the URL cut at 80 characters and the reason', () => {
    const long = `https://elsewhere.example/${'a'.repeat(100)}`;
    safeLinkUrl(long);
    safeImageUrl('javascript:alert(1)');
    safeLinkUrl('/\\evil.example', 'The cart');
    safeLinkUrl('ftp://files.example/x', 'The cart');
    expect(lines()).toEqual([
      `[nm-widgets] A service: refused link URL ${JSON.stringify(long.slice(0, 80))} (leaves the site for https://elsewhere.example); the link is left out`,
      '[nm-widgets] A service: refused image URL "javascript:alert(1)" (scheme javascript:); the image is left out',
      '[nm-widgets] The cart: refused link URL "/\\\\evil.example" (not a plain URL); the link is left out',
      '[nm-widgets] The cart: refused link URL "ftp://files.example/x" (scheme ftp:); the link is left out',
    ]);
  });

  it('an empty configured host adds nothing: a link to another origin is still refused', () => {
    writable($config).set(mergeConfig(location.hostname, { hosts: { nav: '', api: 'not a url' } }));
    expect(safeLinkUrl('https://nav.example.com/c')).toBeUndefined();
    expect(safeLinkUrl('/c')).toBe('/c');
  });
});
