/**
 * The panel's and the modals' CSS, in the interactive part's chunk rather
 * than the page's first script. Adopted into the element's shadow root when
 * that part mounts (a constructable sheet: allowed under a strict style-src).
 */
// A plain string (no css`` tag): importing the tag from core would split core's styles out of the first script.
export const PANEL_CSS = `
.overlay { position: fixed; inset: 0; z-index: 1; background: var(--_nm-color-overlay); }

.panel {
  position: relative; z-index: 2; box-sizing: border-box; padding: 16px 20px 20px;
  background: var(--_nm-color-bg); color: var(--_nm-color-text);
}
.panel--inline {
  position: absolute; top: calc(100% + 4px); left: 0;
  width: max(100%, 480px); max-height: calc(100vh - 120px); overflow-y: auto;
  border: 1px solid var(--_nm-color-border); box-shadow: 0 8px 24px rgb(0 0 0 / 0.12); padding-right: 48px;
}
/* Suggestions beside products, as wide as the viewport allows. */
.panel--inline.panel--results { width: min(800px, calc(100vw - 32px)); }
@media (min-width: 768px) {
  .panel--results .listbox { display: grid; grid-template-columns: minmax(180px, 2fr) 5fr; gap: 24px; align-items: start; }
  .panel--results .group--products { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
.close {
  position: absolute; top: 8px; right: 8px; display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; padding: 0; border: 0; background: transparent; color: inherit; cursor: pointer;
}
.listbox { display: flex; flex-direction: column; gap: 16px; }
.group { display: flex; flex-direction: column; }
.group--products { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
.group--products .group__label { grid-column: 1 / -1; }
.group__label {
  margin: 0 0 6px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_nm-color-muted);
}
.option { padding: 6px 8px; margin: 0 -8px; cursor: pointer; border-radius: var(--_nm-radius); }
.option:hover { background: #f3f3f3; }
.option--highlighted { background: #ececec; box-shadow: inset 3px 0 0 var(--_nm-color-text); }
.option--product { display: flex; flex-direction: column; gap: 6px; margin: 0; }
.product__text { display: flex; flex-direction: column; gap: 2px; font-size: 12px; line-height: 1.35; }
.product__brand { font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.product__title { color: var(--_nm-color-muted); }
.product__image { width: 96px; height: 120px; }
.clear-history { margin-top: 12px; font-size: 12px; }
.no-results { margin: 0; }
.loading { display: flex; flex-direction: column; gap: 10px; }
.loading__row { display: block; }

.gender { display: flex; gap: 24px; margin: 0 0 14px; border-bottom: 1px solid var(--_nm-color-border); }
.gender__tab {
  padding: 8px 0; margin-bottom: -1px; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--_nm-color-muted);
  font: inherit; font-size: 12px; font-weight: 700; letter-spacing: 0.1em; cursor: pointer;
}
.gender__tab--active { color: var(--_nm-color-text); border-bottom-color: var(--_nm-color-text); }

.search-modal__body { display: flex; flex-direction: column; gap: 16px; padding: 16px 20px; }
.search-modal .panel { padding: 16px 0 0; }
.search-modal--collapsed { width: min(720px, calc(100% - 32px)); margin: 64px auto auto; }
.camera-link {
  display: inline-flex; align-items: center; gap: 8px; align-self: flex-start; min-height: 44px;
  color: inherit; font-weight: 700; letter-spacing: 0.08em; text-decoration: none;
}
`;

let sheet: CSSStyleSheet | undefined;

export function adoptPanelStyles(root: ShadowRoot): void {
  sheet ??= (() => {
    const s = new CSSStyleSheet();
    s.replaceSync(PANEL_CSS);
    return s;
  })();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
