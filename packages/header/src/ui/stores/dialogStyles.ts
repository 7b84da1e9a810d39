import { css, PHONE_QUERY } from '@nm/core';

/** The store-list dialog's content (the dialog frame is core's): a file of its own so it stays in the dialog's chunk. */
export const STORES_DIALOG_CSS = css`
.stores-dialog .nm-dialog__body { padding: 16px 20px 20px; overflow: auto; }
.stores-search__label { display: block; margin-bottom: 6px; font-weight: 600; }
.stores-search__row { display: flex; gap: 8px; }
.stores-search__input {
  flex: 1; min-width: 0; min-height: 44px; padding: 0 12px; box-sizing: border-box;
  border: 1px solid var(--_nm-color-muted); border-radius: var(--_nm-radius);
  background: var(--_nm-color-bg); color: var(--_nm-color-text); font: inherit;
}
.stores-search__submit, .store__choose {
  min-height: 44px; padding: 0 16px; border: 1px solid var(--_nm-color-accent); border-radius: var(--_nm-radius);
  background: var(--_nm-color-accent); color: var(--_nm-color-accent-text); font: inherit; font-weight: 600; cursor: pointer;
}
.store__choose[aria-pressed="true"] { background: var(--_nm-color-bg); color: var(--_nm-color-text); }
.stores-status { margin: 12px 0 0; min-height: 1.4em; color: var(--_nm-color-text); }
.stores-list { list-style: none; margin: 8px 0 0; padding: 0; }
.store {
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 12px 0; border-top: 1px solid var(--_nm-color-border);
}
.store__name { margin: 0; font-weight: 600; }
.store__meta { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 4px 0 0; color: var(--_nm-color-muted); }
.store__open { color: var(--_nm-color-text); }
@media ${PHONE_QUERY} {
  .store { flex-direction: column; align-items: stretch; }
}
`;
