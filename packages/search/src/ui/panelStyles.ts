/**
 * The panel's and the modals' CSS, in the interactive part's chunk rather
 * than the page's first script. Adopted into the element's shadow root when
 * that part mounts (a constructable sheet: allowed under a strict style-src).
 */
// A plain string (no css`` tag): importing the tag from core would split core's styles out of the first script.
export const PANEL_CSS = `
.overlay { position: fixed; inset: 0; z-index: 1; background: var(--_nm-color-overlay); }

.panel {
  position: relative; z-index: 2; box-sizing: border-box; padding: 20px 24px 24px;
  background: var(--_nm-color-bg); color: var(--_nm-color-text);
}
/* 6 px below the box: its 2 px focus ring (offset 1 px) stays whole above the panel. */
.panel--inline {
  position: absolute; top: calc(100% + 6px); left: 0;
  width: max(100%, 480px); max-width: calc(100vw - 32px); max-height: calc(100vh - 120px); overflow-y: auto;
  border: 1px solid var(--_nm-color-border); box-shadow: 0 12px 32px rgb(0 0 0 / 0.12); padding-right: 56px;
}
/*
 * From the first key the panel has its final width, whatever
 * the answer holds (loading, suggestions, products, both, none), so it never
 * moves or widens under the shopper. 24 + 200 (suggestions) + 32 + 3 × 160
 * tiles with 2 × 16 gaps + 24, and the 1 px borders = 794. HC answers are
 * text only: narrower.
 */
.panel--inline.panel--typing { width: min(794px, calc(100vw - 32px)); padding-right: 24px; }
.panel--inline.panel--typing.panel--text-only { width: min(480px, calc(100vw - 32px)); }
.panel--inline.panel--typing .listbox, .panel--inline.panel--typing .loading, .panel--inline.panel--typing .no-results { margin-top: 4px; }
.close {
  position: absolute; top: 8px; right: 8px; display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; padding: 0; border: 0; background: transparent; color: inherit; cursor: pointer;
}

.listbox { display: flex; flex-direction: column; gap: 24px; }
.results { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.group { display: flex; flex-direction: column; min-width: 0; }
.group__label {
  display: block; height: 20px; margin: 0 0 4px; font-size: 11px; line-height: 20px; font-weight: 700;
  letter-spacing: 0.1em; text-transform: uppercase; color: var(--_nm-color-muted);
}
/*
 * The hover and highlight tint reaches 8 px past the text on each side by
 * box-shadow, which (unlike a negative margin) adds nothing to the scrollable
 * width: nothing in the panel may scroll sideways.
 */
.option { padding: 6px 0; cursor: pointer; }
.option__text { min-width: 0; overflow-wrap: anywhere; }
.option:hover { background: #f5f5f5; box-shadow: -8px 0 0 #f5f5f5, 8px 0 0 #f5f5f5; }
.option--highlighted, .option--highlighted:hover { background: #efefef; box-shadow: -8px 0 0 #efefef, 8px 0 0 #efefef, -10px 0 0 var(--_nm-color-text); }
/* The typed part, weighted rather than painted. */
mark { background: transparent; color: inherit; font-weight: 700; }

/*
 * Product tiles: a fixed, picture-led width in every
 * combination; on a phone two equal columns filling a results column of
 * at most 440 px, centred (never tiles left in wide columns); on a desktop
 * three of 160 px beside the suggestions.
 */
.group--products { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px 16px; align-content: start; }
.search-modal--phone .results { width: 100%; max-width: 440px; margin-inline: auto; }
.group--products .group__label { grid-column: 1 / -1; margin-bottom: 0; }
.option--product {
  display: flex; flex-direction: column; gap: 10px; min-width: 0; padding: 0; margin: 0;
  color: inherit; text-decoration: none; border-radius: 0;
}
.option--product:hover, .option--product.option--highlighted { background: none; box-shadow: none; }
.option--product:hover .product__title, .option--product.option--highlighted .product__title { text-decoration: underline; text-underline-offset: 3px; }
.option--product.option--highlighted .product__image { outline: 2px solid var(--_nm-color-text); outline-offset: 2px; }
/* ProductImage fixes a pixel box (nothing shifts while it loads); the tile sets it by width and a 4:5 ratio instead. */
.product__image { display: block; width: 100% !important; height: auto !important; aspect-ratio: 4 / 5; object-fit: cover; background: #f5f2ee; }
.product__image.nm-image--none { display: flex; align-items: center; justify-content: center; color: #b9b1a8; }
.product__text { display: flex; flex-direction: column; gap: 3px; min-width: 0; font-size: 12px; line-height: 1.4; }
.product__brand, .product__title { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: break-word; }
.product__brand { font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
.product__title { color: var(--_nm-color-muted); }
.product__price { margin-top: 2px; }

@media (min-width: 768px) {
  .results--both { display: grid; grid-template-columns: minmax(140px, 200px) minmax(0, 1fr); column-gap: 32px; align-items: start; }
  .group--products { grid-template-columns: repeat(3, minmax(0, 160px)); justify-content: start; }
  .results--products-only .group--products { justify-content: center; }
}

/* The loading state is drawn in the answer's layout (Panel.tsx LoadingPlaceholder). */
.loading .group { gap: 14px; }
.loading .group--products { gap: 20px 16px; }
.loading .group__label { margin: 0; }
.loading__row { display: block; }
.tile-skeleton { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.tile-skeleton__image { display: block; aspect-ratio: 4 / 5; }

/* Recent searches: fixed rows, so the remove buttons (outside the listbox) sit beside theirs. */
.recent { position: relative; }
.option--recent { display: flex; align-items: center; height: 36px; padding: 0 40px 0 0; white-space: nowrap; }
.option--recent .option__text { overflow: hidden; text-overflow: ellipsis; overflow-wrap: normal; }
.recent__remove { position: absolute; top: 24px; right: 0; margin: 0; padding: 0; list-style: none; }
.recent__remove-button {
  display: flex; align-items: center; justify-content: center; width: 36px; height: 36px; padding: 0; border: 0;
  background: transparent; color: var(--_nm-color-muted); cursor: pointer;
}
.recent__remove-button:hover { color: var(--_nm-color-text); }
.recent__remove-button:focus-visible { outline-offset: -4px; }
.clear-history { margin-top: 16px; font-size: 12px; }
.no-results { margin: 0; }

.gender { display: flex; gap: 24px; margin: 0 0 16px; border-bottom: 1px solid var(--_nm-color-border); }
.gender__tab {
  padding: 8px 0; margin-bottom: -1px; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--_nm-color-muted);
  font: inherit; font-size: 12px; font-weight: 700; letter-spacing: 0.1em; cursor: pointer;
}
.gender__tab--active { color: var(--_nm-color-text); border-bottom-color: var(--_nm-color-text); }

.search-modal__body { display: flex; flex-direction: column; gap: 16px; padding: 16px 20px 24px; min-width: 0; }
.search-modal .panel { padding: 0; margin-top: 16px; }
.search-modal--collapsed { width: min(800px, calc(100% - 32px)); margin: 64px auto auto; }
.search-modal--collapsed .search-modal__body { padding: 20px 24px 28px; }
.camera-link {
  display: inline-flex; align-items: center; gap: 8px; align-self: flex-start; min-height: 44px; margin-top: 8px;
  font-size: 12px;
  color: inherit; font-weight: 700; letter-spacing: 0.08em; text-decoration: none;
}
`;
