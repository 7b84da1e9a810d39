import { describe, expect, it } from 'vitest';
import { sanitizeBanner, shouldDiscardBanner } from './sanitize';

/*
 * The discard rule is plain text matching and is proved here. What DOMPurify
 * keeps and strips is proved in sanitize.browser.test.ts, in real Chromium:
 * DOMPurify does not work on happy-dom (it strips allowed tags and leaves
 * <script> in; cure53/DOMPurify#1457, capricorn86/happy-dom#1629), so a
 * happy-dom test of the whitelist would test happy-dom.
 */

describe('header.md §5, minicart.md §5 "The minicart banner HTML is discarded if it contains 403, 404, Oops, IP or JavaScript"', () => {
  it.each<[string, string]>([
    ['403 page', '<h1>403 Forbidden</h1>'],
    ['404 page', '<p>Error 404: page not found</p>'],
    ['404 at the very start', '404'],
    ['403 in an attribute', '<img src="/errors/403.png">'],
    ['Oops', '<p>Oops! Something went wrong.</p>'],
    ['OOPS upper case', '<b>OOPS</b>'],
    ['oops lower case, inside a word', 'whoops, try again'],
    ['IP block page', '<p>Your IP has been blocked</p>'],
    ['IP followed by punctuation', 'Blocked IP.'],
    ['IP address label', '<span>IP: 10.0.0.1</span>'],
    ['JavaScript', '<noscript>Please enable JavaScript</noscript>'],
    ['javascript: URL', '<a href="javascript:alert(1)">Sale</a>'],
    ['JAVASCRIPT upper case', '<p>JAVASCRIPT REQUIRED</p>'],
    ['jAvAsCrIpT mixed case URL', '<a href="jAvAsCrIpT:void(0)">x</a>'],
    ['403 inside a longer number', '<p>$1403 off</p>'],
    ['404 inside a longer number', '<p>Earn 4040 points</p>'],
    ['404 inside a word', '<p>ERR404</p>'],
    ['403 in a path without a boundary', '<img src="/img/banner403b.png">'],
  ])('%s → discarded', (_label, html) => {
    expect(shouldDiscardBanner(html)).toBe(true);
    expect(sanitizeBanner(html)).toBeNull();
  });

  // Only IP needs a word boundary (sanitize.ts): a promotional banner that
  // merely contains the letters I and P is shown.
  it.each<[string, string]>([
    ['"FREE SHIPPING" (contains the letters IP)', '<b>FREE SHIPPING</b> on all orders'],
    ['"Shipping tips" lower case', '<p>Shipping tips</p>'],
    ['"SHIP IT" spaced', '<p>SHIP IT TODAY</p>'],
    ['"VIP" (IP inside a word)', '<p>VIP ACCESS</p>'],
    ['"IPHONE" (IP at the start of a word)', '<p>IPHONE CASES</p>'],
    ['numbers near but not 403 or 404', '<p>Save $40.30 on 4 0 4 items</p>'],
    ['"zip" code', '<p>Enter your ZIP code</p>'],
    ['"ip" in lower case as a word is not the IP marker', '<p>rip ip hooray</p>'],
  ])('%s → kept', (_label, html) => {
    expect(shouldDiscardBanner(html)).toBe(false);
    expect(sanitizeBanner(html)).not.toBeNull();
  });

  it.each<[string, unknown]>([
    ['empty string', ''],
    ['whitespace only', '  \n\t '],
    ['null', null],
    ['undefined', undefined],
    ['a number', 404],
    ['an object', { html: '<b>Sale</b>' }],
  ])('%s → no banner', (_label, value) => {
    expect(sanitizeBanner(value)).toBeNull();
  });
});
