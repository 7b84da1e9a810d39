import { css } from '@nm/core';

/**
 * The special offers tooltip. The header wraps OffersPrompt in an element
 * with `position: relative` beside the account button; the tooltip hangs
 * below it, right-aligned, with an arrow.
 */
export const OFFERS_TOOLTIP_CSS = css`
.offers-tooltip {
  position: absolute; top: calc(100% + 10px); right: 0; z-index: 20;
  display: grid; grid-template-columns: 1fr auto; gap: 8px 12px; align-items: start;
  width: max-content; max-width: min(300px, calc(100vw - 24px)); box-sizing: border-box; padding: 14px 12px 14px 16px;
  background: var(--_nm-color-accent); color: var(--_nm-color-accent-text);
  border-radius: var(--_nm-radius); box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); text-align: left;
}
.offers-tooltip::before {
  content: ''; position: absolute; top: -6px; right: 20px; width: 12px; height: 12px;
  background: inherit; transform: rotate(45deg);
}
.offers-tooltip__message { grid-column: 1; margin: 0; line-height: 1.4; }
.offers-tooltip__action {
  grid-column: 1; justify-self: start; color: inherit; font-weight: 700;
  text-decoration: underline; text-underline-offset: 3px;
}
.offers-tooltip__close {
  grid-column: 2; grid-row: 1 / span 2; display: flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; margin: -8px -4px 0 0; padding: 0; border: 0; background: transparent;
  color: inherit; cursor: pointer; border-radius: var(--_nm-radius);
}
.offers-tooltip a:focus-visible, .offers-tooltip button:focus-visible {
  outline: 2px solid var(--_nm-color-accent-text); outline-offset: 2px;
}
`;
