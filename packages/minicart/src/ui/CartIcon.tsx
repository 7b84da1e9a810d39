import { $config, $count, $countKnown, siteRoute, useStore } from '@nm/core';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { badgeText, cartIconLabel } from '../model/iconLabel';
import { BagIcon } from './BagIcon';

/** The icon's name while the count is not known yet. */
const UNKNOWN_COUNT_LABEL = 'Shopping Bag';

export interface CartIconProps {
  showZeroValue: boolean;
  /** Whether activating the icon opens the panel rather than following the link (aria-haspopup). */
  opensPanel?: boolean;
  /** Called on click and on Enter; call preventDefault on the event to keep the browser on the page. */
  onActivate?(event: MouseEvent | KeyboardEvent, keyboard: boolean): void;
  iconRef?: Ref<HTMLAnchorElement>;
}

/** The bag icon with its count badge: a link to the cart (core siteRoute) that may open the panel instead. */
export function CartIcon({ showZeroValue, opensPanel = false, onActivate, iconRef }: CartIconProps) {
  const count = useStore($count);
  // Until the count is known (session storage, the bridge, an event, the count call or a cart), no number at all:
  // a first visit must not flash "0" before the 1 s count refresh answers 4.
  const known = useStore($countKnown);
  const badge = known ? badgeText(count, showZeroValue) : null;
  const cart = siteRoute('cart', useStore($config));
  return (
    <a
      ref={iconRef}
      className="cart-icon"
      href={cart}
      aria-label={known ? cartIconLabel(count) : UNKNOWN_COUNT_LABEL}
      aria-haspopup={opensPanel ? 'dialog' : undefined}
      onClick={(event) => onActivate?.(event, false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onActivate?.(event, true);
      }}
    >
      <BagIcon />
      {badge !== null && (
        <span className="badge" aria-hidden="true" data-count={count}>
          {badge}
        </span>
      )}
    </a>
  );
}
