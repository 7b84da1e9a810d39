import { css } from '@nm/core';

/** The Women / Men buttons (initial script: part of the header's first paint). */
export const GENDER_NAV_CSS = css`
.gender-nav { display: inline-flex; gap: 4px; }
.gender-nav__button {
  min-height: 44px; padding: 0 12px; border: 0; border-bottom: 2px solid transparent;
  background: transparent; color: var(--_nm-color-text); font: inherit; letter-spacing: 0.04em;
  text-transform: uppercase; cursor: pointer;
}
.gender-nav__button[aria-pressed="true"] { border-bottom-color: currentColor; font-weight: 700; }
/* A narrow desktop: the search needs the room (../styles.ts). */
@media (max-width: 1023px) { .gender-nav__button { padding: 0 6px; } }
`;
