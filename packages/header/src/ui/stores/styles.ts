import { css, VISUALLY_HIDDEN } from '@nm/core';

/** The Our Stores button: the first paint's, in the header's own sheet. */
export const STORES_CSS = css`
.stores-button {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 8px;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; cursor: pointer;
  border-radius: var(--_nm-radius); white-space: nowrap;
}
.stores-button__icon { flex: none; }
/* A narrow desktop (under 1200 px): the icon alone, the label kept in the button's name, as the account's. */
@media (max-width: 1199px) {
  .stores-button > span { ${VISUALLY_HIDDEN} }
}
`;

