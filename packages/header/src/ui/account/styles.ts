import { css } from '@nm/core';

/**
 * The account area (header.md §2 "Account menu", "Your account panel button",
 * "Inline sign-in form", the HC variant). The header shell adopts it with its
 * own sheet; it includes the lazy sign-in form's few rules so that chunk needs
 * no sheet of its own. Targets are 44 px tall on touch (pointer: coarse) and
 * at least 24 px otherwise; focus is the base sheet's outline, kept visible on
 * the dark badge by its offset.
 */
export const ACCOUNT_CSS = css`
.account { position: relative; display: inline-flex; align-items: center; }
.account__button, .account__plain, .account__hc-link {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 8px;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; text-decoration: none;
  cursor: pointer; border-radius: var(--_nm-radius); white-space: nowrap;
}
.account__label { max-width: 16ch; overflow: hidden; text-overflow: ellipsis; }
.account__button[aria-expanded="true"] .account__label { text-decoration: underline; text-underline-offset: 4px; }
.account__icon { display: block; width: 22px; height: 22px; flex: none; }
.account__badge {
  min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: var(--_nm-color-badge-bg); color: var(--_nm-color-badge-text);
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
}
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
.account__hc { display: inline-flex; align-items: center; gap: 8px; }
.account__hc-link { font-size: 12px; letter-spacing: 0.08em; }

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
@media (max-width: 767px) {
  .account__label { max-width: 11ch; }
  .account__panel { width: calc(100vw - 16px); max-width: 360px; }
}
`;
