import { css, PHONE_QUERY } from '@nm/core';

/** The account menu's and the lazy sign-in form's rules: a file of its own so they stay in the lazy area's chunk. */
export const ACCOUNT_PANEL_CSS = css`
.account__panel {
  position: absolute; top: 100%; right: 0; z-index: 20; width: 300px; max-width: calc(100vw - 16px);
  padding: 16px; background: var(--_nm-color-bg); color: var(--_nm-color-text);
  border: 1px solid var(--_nm-color-border); box-shadow: 0 4px 16px rgb(0 0 0 / 0.12);
}
.account__panel[hidden] { display: none; }
.account__hello { margin: 0 0 4px; font-weight: 700; }
.account__list { list-style: none; margin: 12px 0 0; padding: 12px 0 0; border-top: 1px solid var(--_nm-color-border); }
.account__list:first-of-type { border-top: 0; padding-top: 0; }
.account__link, .account__signout {
  display: flex; align-items: center; min-height: 32px; width: 100%; padding: 4px 0;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; text-align: start;
  text-decoration: none; cursor: pointer;
}
.account__link:hover, .account__signout:hover { text-decoration: underline; }
.account__greeting-link { font-weight: 700; }

.sign-in { display: grid; gap: 8px; margin: 12px 0 0; }
.sign-in__label { font-size: 13px; }
.sign-in__input {
  width: 100%; min-height: 40px; padding: 6px 8px; border: 1px solid var(--_nm-color-muted);
  border-radius: var(--_nm-radius); background: var(--_nm-color-bg); color: var(--_nm-color-text); font: inherit;
}
.sign-in__input:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 1px; }
.sign-in__error { margin: 0; color: var(--_nm-color-error); font-size: 13px; }
.sign-in__submit {
  min-height: 44px; padding: 0 16px; border: 0; border-radius: var(--_nm-radius);
  background: var(--_nm-color-accent); color: var(--_nm-color-accent-text); font: inherit; font-weight: 700;
  letter-spacing: 0.06em; cursor: pointer;
}
.sign-in__submit[aria-disabled="true"] { opacity: 0.7; cursor: progress; }

@media (pointer: coarse) {
  .account__link, .account__signout, .sign-in__input { min-height: 44px; }
}
@media ${PHONE_QUERY} {
  .account__panel { width: calc(100vw - 16px); max-width: 360px; }
}
`;
