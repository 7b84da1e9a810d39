import { css, VISUALLY_HIDDEN } from '@nm/core';

/** The Our Stores button: the first paint's, in the header's own sheet. */
export const STORES_CSS = css`
.stores-button {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 8px;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; cursor: pointer;
  border-radius: var(--_nm-radius); white-space: nowrap;
}
.stores-button__icon { flex: none; }
/* The chosen store's name arrives after the first paint (a kept name, or /info/{id}.json): the button keeps one
   width whatever its label says, so the search and the parts beside it do not move when it comes (docs/header.md
   "The chosen store on the Our Stores button"). The pin and the label start where they did (at the box's end they
   moved left as the name came, itself a shift); a longer name is cut with an ellipsis, its whole text kept in the
   button's name. */
@media (min-width: 1200px) {
  .stores-button { width: 10em; }
  .stores-button > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
}
/* A narrow desktop (under 1200 px): the icon alone, the label kept in the button's name, as the account's. */
@media (max-width: 1199px) {
  .stores-button > span { ${VISUALLY_HIDDEN} }
}
`;
