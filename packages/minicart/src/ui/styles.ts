import { css } from '@nm/core';

/** The icon and the flyout button: in the initial script. The panels bring their own sheet (panel/styles.ts). */
export const MINICART_CSS = css`
/* As wide as what it shows: the 44 px icon, or the flyout's "Shopping Bag" / "Checkout {n}" button. Not from the
   presentation attribute: React 19 sets presentation as a property, the attribute stays absent, and a 44 px host
   left the button drawn past it (cut off at a container's edge). */
:host { width: fit-content; min-width: 44px; height: 44px; }
.cart-icon {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; color: var(--_nm-color-text); text-decoration: none;
  border-radius: var(--_nm-radius);
}
.bag-icon { display: block; width: 24px; height: 24px; flex: none; }
.badge {
  position: absolute; top: 4px; right: 2px; min-width: 18px; height: 18px; padding: 0 5px;
  border-radius: 9px; background: var(--_nm-color-badge-bg); color: var(--_nm-color-badge-text);
  font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
}

/* header.md §2: the desktop mini cart button of the flyout presentation. */
.flyout-button {
  display: inline-flex; align-items: center; gap: 6px; height: 44px; padding: 0 10px; white-space: nowrap;
  border: 0; background: transparent; color: var(--_nm-color-text); font: inherit; cursor: pointer;
  border-radius: var(--_nm-radius);
}
/* Without script its <noscript> link to the bag is drawn instead (FlyoutButton.tsx). */
@media (scripting: none) { button.flyout-button { display: none; } }
.flyout-button[aria-expanded="true"] { text-decoration: underline; text-underline-offset: 4px; }
/* The label is at least as wide as "Shopping Bag" (its data-room, drawn unseen and nameless under it): when the
   count arrives, about a second after the page (the 1000 ms refresh), "Checkout 3" is 17 px narrower, and the
   parts beside the button, and at 1440 px the header's search, moved sideways with it (a layout shift). */
.flyout-button__label { display: inline-flex; flex-direction: column; }
.flyout-button__label::after {
  content: attr(data-room); content: attr(data-room) / "";
  display: block; height: 0; overflow: hidden; visibility: hidden;
}
`;
