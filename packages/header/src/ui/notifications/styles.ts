import { css } from '@nm/core';

/** The notification badge (initial script: it is part of the account button's first paint). */
export const NOTIFICATION_BADGE_CSS = css`
.nm-notification-badge {
  display: inline-block; min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box;
  border-radius: 9px; background: var(--_nm-color-badge-bg); color: var(--_nm-color-badge-text);
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center; vertical-align: middle;
}
`;
