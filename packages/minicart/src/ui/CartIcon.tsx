import { useStore } from '@nanostores/react';
import { $count } from '@nm/core';
import { badgeText, cartIconLabel } from '../model/iconLabel';
import { BagIcon } from './BagIcon';

export const CART_PATH = '/cart/';

export interface CartIconProps {
  showZeroValue: boolean;
}

/** The bag icon with its count badge. */
export function CartIcon({ showZeroValue }: CartIconProps) {
  const count = useStore($count);
  const badge = badgeText(count, showZeroValue);
  return (
    <a className="cart-icon" href={CART_PATH} aria-label={cartIconLabel(count)}>
      <BagIcon />
      {badge !== null && <span className="badge" aria-hidden="true" data-count={count}>{badge}</span>}
    </a>
  );
}
