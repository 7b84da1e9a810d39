import { css, sheetFor, useElement } from '@nm/core';
import { useLayoutEffect } from 'react';

/**
 * The panels' CSS, in the lazily loaded chunk with them: adopted into the
 * element's shadow root when the panels first mount (a constructable sheet,
 * so strict CSP pages accept it), before anything of theirs is painted.
 */
export const PANEL_CSS = css`
/* The drawer's body */
.bag { display: flex; flex-direction: column; }
.summary { padding: 16px 20px; border-bottom: 1px solid var(--_nm-color-border); }
.summary__line { display: flex; justify-content: space-between; gap: 8px; margin: 0; font-size: 16px; font-weight: 600; }
.summary__line:focus { outline: none; }
.summary__line:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 2px; }
.summary__note { margin: 6px 0 12px; color: var(--_nm-color-muted); font-size: 12px; line-height: 1.4; }
.summary__actions { display: grid; gap: 8px; }
.summary__actions .nm-button, .checkout__button { width: 100%; box-sizing: border-box; }
.checkout { display: grid; gap: 6px; }
.checkout__installments:empty { display: none; }

.lines { list-style: none; margin: 0; padding: 0; }
.line { display: flex; gap: 14px; padding: 16px 20px; border-bottom: 1px solid var(--_nm-color-border); }
.line__image { flex: none; display: block; width: 100px; height: 125px; }
.line__details { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1; font-size: 13px; line-height: 1.35; }
.line--loading .line__details { gap: 10px; }
.line__designer { margin: 0; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; font-size: 12px; }
.line__name { color: inherit; text-decoration: none; }
.line__name:hover { text-decoration: underline; }
.line__meta { margin: 0; color: var(--_nm-color-muted); }
.line__price { margin-top: 2px; }
.line__promo { margin: 2px 0 0; color: var(--_nm-color-error); font-size: 12px; }
.line__notes { list-style: none; margin: 2px 0 0; padding: 0; font-size: 12px; color: var(--_nm-color-muted); }
.line__note--final { color: var(--_nm-color-text); font-weight: 700; }
.line__error { margin: 4px 0 0; color: var(--_nm-color-error); font-size: 12px; }
.line__remove { align-self: flex-start; margin-top: 4px; min-height: 24px; font-size: 12px; color: var(--_nm-color-text); }
.line__remove[aria-disabled="true"] { cursor: progress; color: var(--_nm-color-muted); }

.recs { padding: 16px 20px 24px; }
.recs__title { margin: 0 0 12px; font-size: 15px; font-weight: 600; }
.recs__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.recs__link { display: flex; gap: 8px; color: inherit; text-decoration: none; font-size: 12px; line-height: 1.3; }
.recs__text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.recs__brand { font-weight: 700; text-transform: uppercase; }

/* The flyout: a manual popover in the top layer, placed under the button. */
.flyout {
  position: fixed; inset: auto; margin: 0; box-sizing: border-box; width: 360px;
  max-height: calc(100vh - 80px); overflow-y: auto; padding: 16px;
  border: 1px solid var(--_nm-color-border); background: var(--_nm-color-bg); color: var(--_nm-color-text);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); font: inherit;
  opacity: 1; transition: opacity 300ms ease;
}
.flyout--closing { opacity: 0; }
.flyout > * + * { margin-top: 12px; }
.flyout__empty, .flyout__fallback p { margin: 0; }
.flyout__fallback { display: grid; gap: 8px; }
.flyout__loading { display: grid; gap: 8px; }
.flyout__items ul { list-style: none; margin: 0; padding: 0; }
.flyout__items li { display: flex; gap: 12px; padding: 10px 0; border-bottom: 1px solid var(--_nm-color-border); font-size: 13px; line-height: 1.35; }
.flyout__items img { width: 75px; height: 94px; object-fit: cover; flex: none; background: #f3f3f1; }
.flyout__items a { color: inherit; }
.flyout__items p { margin: 0 0 2px; }
.flyout__items s { color: var(--_nm-color-muted); }
.flyout__subtotal { display: flex; justify-content: space-between; font-weight: 600; margin: 0; }
.flyout__note { margin: 0; font-size: 12px; color: var(--_nm-color-muted); }
.flyout__delivery { margin: 0; padding: 0 0 0 18px; font-size: 12px; }
.flyout__view { display: inline-block; }
.flyout__banner { font-size: 13px; }
.flyout__banner a { color: inherit; }
.flyout__banner p { margin: 0 0 4px; }

/* The mobile add-to-bag modal */
.added { display: grid; gap: 12px; padding: 0 0 20px; }
.added .line { padding: 12px 20px; }
.added__count { margin: 0; padding: 0 20px; font-weight: 600; }
.added__actions { display: grid; gap: 8px; padding: 0 20px; }

@media (prefers-reduced-motion: reduce) {
  .flyout { transition: none; }
}
`;

export function usePanelStyles(): void {
  const { host } = useElement();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    const sheet = sheetFor(PANEL_CSS);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host]);
}
