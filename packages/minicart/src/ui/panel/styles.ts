import { css, useLazySheet } from '@nm/core';

/**
 * The panels' CSS, in the lazily loaded chunk with them: adopted into the
 * element's shadow root when the panels first mount (a constructable sheet,
 * so strict CSP pages accept it), before anything of theirs is painted.
 */
export const PANEL_CSS = css`
/* The drawer's body. Nothing in any panel scrolls sideways: every flex and grid child that
   holds text may shrink (min-width: 0) and long words wrap. */
.bag { display: flex; flex-direction: column; min-width: 0; }
/* The summary (subtotal, Checkout, View Bag) stays in view under the title while the lines and
   the recommendations scroll beneath it; the order stays the spec's (title, summary, list, recommendations). */
.summary {
  position: sticky; top: 0; z-index: 1; padding: 16px 20px 14px;
  background: var(--_nm-color-bg); border-bottom: 1px solid var(--_nm-color-border);
}
.summary__line { display: flex; justify-content: space-between; gap: 8px; margin: 0; font-size: 16px; font-weight: 600; }
.summary__line:focus { outline: none; }
.summary__line:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 2px; }
.summary__note { margin: 6px 0 12px; color: var(--_nm-color-muted); font-size: 12px; line-height: 1.4; }
/* Checkout and View Bag side by side: the sticky summary stays short. */
.summary__actions { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; }
.summary__actions .nm-button, .checkout__button { width: 100%; box-sizing: border-box; padding-left: 8px; padding-right: 8px; }
.checkout { display: grid; gap: 6px; }
.checkout__installments:empty { display: none; }
/* A failed load, the flyout's fallback wording with its link and a retry. */
.summary[data-state="unavailable"] .summary__line:not(:empty) { margin-bottom: 8px; }
.bag-fallback__text { margin: 0 0 12px; font-size: 14px; line-height: 1.45; }

.lines { list-style: none; margin: 0; padding: 0; }
.line { display: flex; gap: 14px; padding: 16px 20px; border-bottom: 1px solid var(--_nm-color-border); }
.line__image { flex: none; display: block; width: 100px; height: 125px; }
.line__details { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1; font-size: 13px; line-height: 1.35; overflow-wrap: anywhere; }
.line--loading .line__details { gap: 10px; }
.line__designer { margin: 0; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; font-size: 12px; }
.line__name { color: inherit; text-decoration: none; }
.line__name:hover { text-decoration: underline; text-underline-offset: 2px; }
.line__meta { margin: 0; color: var(--_nm-color-muted); }
.line__price { margin-top: 2px; }
.line__promo { margin: 2px 0 0; color: var(--_nm-color-error); font-size: 12px; }
.line__notes { list-style: none; margin: 2px 0 0; padding: 0; font-size: 12px; color: var(--_nm-color-muted); }
.line__note--final { color: var(--_nm-color-text); font-weight: 700; }
.line__error { margin: 4px 0 0; color: var(--_nm-color-error); font-size: 12px; }
/* Waiting for a message, the alert takes no room: out of the flow, so the column's gap does not count it. */
.line__error:empty { position: absolute; margin: 0; }
.line__remove { align-self: flex-start; margin-top: 4px; min-height: 24px; font-size: 12px; color: var(--_nm-color-text); }
.line__remove[aria-disabled="true"] { cursor: progress; color: var(--_nm-color-muted); }
/* The line an add to bag just put in the bag, marked in words ("Just added") and by a rule. */
.line--added { background: #f6f4ef; box-shadow: inset 3px 0 0 var(--_nm-color-accent); }
.line__added {
  display: inline-flex; align-items: center; gap: 6px; margin: 0 0 2px;
  font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
}
.line__added::before { content: ""; width: 6px; height: 6px; border-radius: 50%; background: var(--_nm-color-accent); }

.recs { padding: 20px 20px 28px; }
.recs__title { margin: 0 0 14px; font-size: 12px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
/* Two columns that may shrink (minmax(0, 1fr)), each an image over its text: never wider than the drawer. */
.recs__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px 16px; }
.recs__item { min-width: 0; }
.recs__link { display: flex; flex-direction: column; gap: 8px; color: inherit; text-decoration: none; font-size: 12px; line-height: 1.35; }
.recs__link:hover .recs__name { text-decoration: underline; text-underline-offset: 2px; }
.recs__text { display: flex; flex-direction: column; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.recs__brand { font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }

/* The flyout: a manual popover in the top layer, placed under the button. */
.flyout {
  position: fixed; inset: auto; margin: 0; box-sizing: border-box; width: 360px;
  max-height: calc(100vh - 80px); overflow: hidden auto; padding: 16px 20px;
  border: 1px solid var(--_nm-color-border); background: var(--_nm-color-bg); color: var(--_nm-color-text);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); font: inherit; overflow-wrap: anywhere;
  opacity: 1; transition: opacity 300ms ease;
}
.flyout--closing { opacity: 0; }
.flyout > * + * { margin-top: 12px; }
.flyout__empty, .flyout__fallback p { margin: 0; }
.flyout__fallback { display: grid; gap: 8px; }
.flyout__loading { display: grid; gap: 8px; }
/*
 * The mini-cart API's server HTML (demo-host/src/api-minicart.ts: ul.mc-items > li.mc-item >
 * image link + .mc-item__details of <p>s: designer in <strong>, the name link, size/colour, QTY, the price with
 * the retail price in <s>, then monogram, replenish and Final Sale) in the drawer's visual system: no bullets,
 * designers in capitals, names not underlined, sale prices in the sale colour beside the struck retail price, the
 * drawer's line rhythm. Written against the elements, not only the classes, so a server that drops them looks
 * the same.
 */
.flyout__items ul { list-style: none; margin: 0; padding: 0; }
.flyout__items li {
  display: flex; gap: 14px; padding: 14px 0; border-bottom: 1px solid var(--_nm-color-border);
  font-size: 13px; line-height: 1.35;
}
.flyout__items li:first-child { padding-top: 4px; }
.flyout__items li > a:first-child { flex: none; display: block; }
.flyout__items img { display: block; width: 75px; height: 94px; object-fit: cover; flex: none; background: #f3f3f1; }
.flyout__items li > div { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1; }
.flyout__items p { margin: 0; }
.flyout__items li > div > p:first-child, .flyout__items li > p:first-of-type {
  font-size: 12px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase;
}
.flyout__items li > div > p:first-child strong, .flyout__items li > p:first-of-type strong { font-weight: inherit; }
.flyout__items a { color: inherit; text-decoration: none; }
.flyout__items a:hover { text-decoration: underline; text-underline-offset: 2px; }
.flyout__items p:has(> s) { color: var(--_nm-color-error); }
.flyout__items s { color: var(--_nm-color-muted); margin-right: 4px; }
.flyout__subtotal { display: flex; justify-content: space-between; gap: 8px; font-size: 15px; font-weight: 600; margin: 0; }
.flyout__note { margin: 0; font-size: 12px; line-height: 1.4; color: var(--_nm-color-muted); }
.flyout__delivery { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; font-size: 12px; }
.flyout__view { display: inline-block; font-size: 13px; }
.flyout__banner { font-size: 13px; padding: 10px 12px; background: #f6f4ef; text-align: center; }
.flyout__banner a { color: inherit; }
.flyout__banner p { margin: 0 0 4px; }
.flyout__banner p:last-child { margin-bottom: 0; }
.flyout__banner ul { list-style: none; margin: 0; padding: 0; }

/* The mobile add-to-bag modal */
.added { display: grid; gap: 12px; padding: 0 0 20px; min-width: 0; }
.added .line { padding: 12px 20px; }
.added__count { margin: 0; padding: 0 20px; font-weight: 600; }
.added__actions { display: grid; gap: 8px; padding: 0 20px; }

/*
 * minicart.md §9 "text breakpoint 600px": at 600 px and below the panels' type and spacing go compact (16 px side
 * padding instead of 20, smaller line and note text), so a 320 px drawer gives the line text its room.
 */
@media (max-width: 600px) {
  .summary, .line, .recs, .added .line { padding-left: 16px; padding-right: 16px; }
  .added__count, .added__actions { padding-left: 16px; padding-right: 16px; }
  .summary { padding-top: 12px; padding-bottom: 12px; }
  .summary__line { font-size: 15px; }
  .summary__note { margin: 4px 0 10px; font-size: 11px; }
  .line { gap: 12px; padding-top: 12px; padding-bottom: 12px; }
  .line__details { font-size: 12px; }
  .recs__list { gap: 16px 12px; }
}

@media (prefers-reduced-motion: reduce) {
  .flyout { transition: none; }
}
`;

/** The panels' sheet, added to the element's shadow root once (core useLazySheet). */
export function usePanelStyles(): void {
  useLazySheet(PANEL_CSS);
}
