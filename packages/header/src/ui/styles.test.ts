import { describe, expect, it } from 'vitest';
import { HEADER_CSS, scopeHostCss } from './styles';

describe("composing the search's and the bag's sheets into the header's", () => {
  it.each([
    [':host { width: 44px; }', '.bag-host { width: 44px; }'],
    [':host([presentation="flyout"]) { width: auto; }', '.bag-host[presentation="flyout"] { width: auto; }'],
    [':host(:focus-within) { z-index: 1000; }', '.bag-host:focus-within { z-index: 1000; }'],
    [':host(:not(:defined)) { x: y; }', '.bag-host:not(:defined) { x: y; }'],
    ['.box { a: b; }', '.box { a: b; }'],
  ])('%s → %s', (input, output) => {
    expect(scopeHostCss(input, '.bag-host')).toBe(output);
  });

  it("leaves no rule of theirs on the header's own host", () => {
    const theirs = HEADER_CSS.slice(0, HEADER_CSS.indexOf('.header[data-theme="dark"]'));
    expect(theirs).not.toMatch(/:host/);
    expect(theirs).toContain('.search-host');
    expect(theirs).toContain('.bag-host');
  });
});
