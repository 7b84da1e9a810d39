import type { Brand } from '../config/env';
import { css } from './css';

export { css };

/**
 * Brand design tokens. Components read the private `--_nm-*` names; a host
 * page overrides the public `--nm-*` names (custom properties inherit into
 * shadow roots and `all: initial` does not reset them).
 */
const BRAND_TOKENS: Record<Brand, Record<string, string>> = {
  NM: {
    'font-family': '"Helvetica Neue", Helvetica, Arial, sans-serif',
    'font-size': '14px',
    'color-text': '#111111',
    'color-muted': '#5c5c5c',
    'color-bg': '#ffffff',
    'color-accent': '#000000',
    'color-accent-text': '#ffffff',
    'color-badge-bg': '#000000',
    'color-badge-text': '#ffffff',
    'color-border': '#d9d9d9',
    'color-error': '#c4001a',
    'color-focus': '#0b5fff',
    'color-overlay': 'rgb(0 0 0 / 0.5)',
    radius: '0px',
  },
  HC: {
    'font-family': 'Georgia, "Times New Roman", serif',
    'font-size': '14px',
    'color-text': '#2b2622',
    'color-muted': '#6b625b',
    'color-bg': '#ffffff',
    'color-accent': '#5a3e2b',
    'color-accent-text': '#ffffff',
    'color-badge-bg': '#5a3e2b',
    'color-badge-text': '#ffffff',
    'color-border': '#dcd3cb',
    'color-error': '#b00020',
    'color-focus': '#0b5fff',
    'color-overlay': 'rgb(43 38 34 / 0.5)',
    radius: '2px',
  },
};

export const TOKEN_NAMES = Object.keys(BRAND_TOKENS.NM);

function tokensCss(brand: Brand): string {
  const tokens = Object.entries(BRAND_TOKENS[brand])
    .map(([name, value]) => `--_nm-${name}: var(--nm-${name}, ${value});`)
    .join('\n  ');
  return `:host {\n  ${tokens}\n}`;
}

/**
 * Every element starts from nothing: `all: initial` stops the page's
 * inherited styles. Text properties are also set `!important`, because a
 * page rule such as `* { font: 30px serif !important }` matches the host
 * element itself, and only an important rule from inside the shadow root
 * outranks an important rule from the page. Layout properties (display,
 * margin, position) stay ordinary so the page can still place and hide us.
 */
/**
 * Out of sight, still read and still the name of what holds it: the
 * declarations of `.nm-visually-hidden`, for a sheet whose label is hidden
 * only at some widths (inside its own media or container query).
 */
export const VISUALLY_HIDDEN =
  'position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0;';

const BASE_CSS = css`
:host {
  all: initial;
  display: inline-block;
  vertical-align: middle;
  contain: layout style;
  box-sizing: border-box !important;
  font-family: var(--_nm-font-family) !important;
  font-size: var(--_nm-font-size) !important;
  font-weight: 400 !important;
  font-style: normal !important;
  line-height: 1.4 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-shadow: none !important;
  color: var(--_nm-color-text) !important;
  visibility: visible;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 2px; }
.nm-visually-hidden { ${VISUALLY_HIDDEN} }
.nm-render-error { margin: 0; padding: 4px 8px; color: var(--_nm-color-error); font-size: 13px; }
`;

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable sheet per distinct CSS text, shared by every instance on the page. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * An element's own CSS texts, in cascade order: the brand's tokens, the base, the element's. The shared
 * primitives (core ui/styles.ts) go between the base and the element's once a part that uses them mounts
 * (`adoptAfterBase`): only lazy parts (panels, dialogs) draw them, so the first script does not carry them.
 */
export function ownCss(brand: Brand, elementCss: string): string[] {
  return [tokensCss(brand), BASE_CSS, elementCss];
}

/** The brand, base and element sheets, as constructable sheets (allowed under `style-src 'self'`). */
export function ownSheets(brand: Brand, elementCss: string): CSSStyleSheet[] {
  return ownCss(brand, elementCss).map(sheetFor);
}

/**
 * Adopts the brand, base and element sheets into a shadow root, in place of
 * the ones it had (another brand's tokens): what stood between the base and
 * the element's sheet (the primitives) stays there, and what the parts added
 * after it stays after.
 */
export function adoptStyles(root: ShadowRoot, brand: Brand, elementCss: string): void {
  const [tokens, base, element] = ownSheets(brand, elementCss) as [CSSStyleSheet, CSSStyleSheet, CSSStyleSheet];
  const current = [...root.adoptedStyleSheets];
  const at = current.indexOf(base);
  const end = current.indexOf(element);
  const between = at >= 0 && end > at ? current.slice(at + 1, end) : [];
  const after = end >= 0 ? current.slice(end + 1) : [];
  root.adoptedStyleSheets = [tokens, base, ...between, element, ...after];
}

/** Adds a sheet right after the base (the primitives: before the element's own rules, which may refine them), once. */
export function adoptAfterBase(root: ShadowRoot, sheet: CSSStyleSheet): void {
  const sheets = [...root.adoptedStyleSheets];
  if (sheets.includes(sheet)) return;
  sheets.splice(sheets.indexOf(sheetFor(BASE_CSS)) + 1, 0, sheet);
  root.adoptedStyleSheets = sheets;
}
