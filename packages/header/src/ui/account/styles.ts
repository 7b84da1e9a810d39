import { css, PHONE_QUERY, VISUALLY_HIDDEN } from '@nm/core';

/**
 * The account area (header.md §2 "Account menu", "Your account panel button",
 * "Inline sign-in form", the HC variant). ACCOUNT_CSS is the first paint's (the
 * button, the HC links; in the header's own sheet); ACCOUNT_PANEL_CSS is the
 * menu's and the lazy sign-in form's, adopted by the lazy area when it mounts. Targets are 44 px tall on touch (pointer: coarse) and
 * at least 24 px otherwise; focus is the base sheet's outline, kept visible on
 * the dark badge by its offset. On a phone and a narrow desktop (under 1200 px) the button is its icon and
 * badge: the label stays in the button's name (visually hidden), as there is no room beside the logo and the search.
 */
export const ACCOUNT_CSS = css`
.account { position: relative; display: inline-flex; align-items: center; }
.account__button, .account__plain, .account__hc-link {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 8px;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; text-decoration: none;
  cursor: pointer; border-radius: var(--_nm-radius); white-space: nowrap;
}
/* "Welcome, " and a first name of at most 11 characters (header.md §5) fit whole. */
.account__label { max-width: 22ch; overflow: hidden; text-overflow: ellipsis; }
/* Without script the button's <noscript> link is drawn instead (AccountFirstPaint.tsx AccountButton). */
@media (scripting: none) { .account__button { display: none; } }
.account__button[aria-expanded="true"] .account__label { text-decoration: underline; text-underline-offset: 4px; }
.account__icon { display: block; width: 22px; height: 22px; flex: none; }
.account__badge {
  min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: var(--_nm-color-badge-bg); color: var(--_nm-color-badge-text);
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
}
.account__hc { display: inline-flex; align-items: center; gap: 8px; }
.account__hc-link { font-size: 12px; letter-spacing: 0.08em; }
.account__hc-icon { display: none; }
/* A phone: the HC links are their icons, 44 px targets, the words their names (AccountFirstPaint.tsx HcLinkBody). */
@media ${PHONE_QUERY} {
  .account__hc { gap: 0; }
  .account__hc-link { justify-content: center; width: 44px; padding: 0; }
  .account__hc-icon { display: block; width: 22px; height: 22px; flex: none; }
  .account__hc-label { ${VISUALLY_HIDDEN} }
}
@media (max-width: 1199px) {
  .account__label { ${VISUALLY_HIDDEN} }
}
`;
