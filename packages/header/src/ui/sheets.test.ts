import { adoptStyles, sheetFor } from '@nm/core';
import { describe, expect, it } from 'vitest';
import { applyHeaderSheets } from './sheets';
import { HEADER_CSS, STICKY_DESKTOP_CSS } from './styles';

describe('the header\'s sheets (docs/header.md "The brand attribute")', () => {
  it('re-adopts its own for the brand it shows and the sticky sheet, keeping what the parts added, after them', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, 'NM', HEADER_CSS); // as the element does at construction
    const nm = root.adoptedStyleSheets;
    const panel = sheetFor('.panel { color: red; }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, panel]; // a part's lazy sheet (core useLazySheet)

    const other = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(other, 'HC', HEADER_CSS);
    const hc = other.adoptedStyleSheets;
    expect(hc).not.toEqual(nm);

    applyHeaderSheets(root, 'HC', true);
    expect(root.adoptedStyleSheets).toEqual([...hc, sheetFor(STICKY_DESKTOP_CSS), panel]);

    applyHeaderSheets(root, 'NM', false);
    expect(root.adoptedStyleSheets).toEqual([...nm, panel]);
  });

  it("keeps the primitives where a part put them, after the base and before the header's own", () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, 'NM', HEADER_CSS);
    const [tokens, base, own] = root.adoptedStyleSheets;
    const primitives = sheetFor('.nm-button { color: blue; }');
    root.adoptedStyleSheets = [tokens!, base!, primitives, own!];
    applyHeaderSheets(root, 'HC', true);
    expect(root.adoptedStyleSheets.slice(1)).toEqual([base, primitives, own, sheetFor(STICKY_DESKTOP_CSS)]);
    expect(root.adoptedStyleSheets[0]).not.toBe(tokens);
  });
});
