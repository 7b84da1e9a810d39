import { css } from '@nm/core';

export const MINICART_CSS = css`
:host { width: 44px; height: 44px; }
.cart-icon {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; color: var(--_nm-color-text); text-decoration: none;
  border-radius: var(--_nm-radius);
}
.bag-icon { display: block; width: 24px; height: 24px; }
.badge {
  position: absolute; top: 4px; right: 2px; min-width: 18px; height: 18px; padding: 0 5px;
  border-radius: 9px; background: var(--_nm-color-badge-bg); color: var(--_nm-color-badge-text);
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
}
`;
