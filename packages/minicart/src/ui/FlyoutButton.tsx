import { $config, $count, $countKnown, siteRoute, useStore } from '@nm/core';
import type { Ref } from 'react';
import { flyoutButtonLabel } from '../model/iconLabel';
import { BagIcon } from './BagIcon';

export interface FlyoutButtonProps {
  open: boolean;
  controls: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onToggle(): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

/**
 * header.md §2: the desktop mini cart button, "Shopping Bag" or "Checkout {n}".
 * Without script (a first paint in a browser that runs none) the button could
 * not open anything: the same words are a link to the bag instead, in a
 * `<noscript>`, which a browser shows only then and React leaves empty.
 */
export function FlyoutButton({
  open,
  controls,
  buttonRef,
  onToggle,
  onPointerEnter,
  onPointerLeave,
}: FlyoutButtonProps) {
  const count = useStore($count);
  // "Checkout {n}" only for a known count; until then "Shopping Bag".
  const known = useStore($countKnown);
  const cart = siteRoute('cart', useStore($config));
  const body = (
    <>
      <BagIcon />
      {/* data-room: the width the label keeps (styles.ts), so "Checkout {n}" arriving moves nothing beside it. */}
      <span className="flyout-button__label" data-room={flyoutButtonLabel(0)}>
        {flyoutButtonLabel(known ? count : 0)}
      </span>
    </>
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="flyout-button"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        {body}
      </button>
      <noscript>
        <a className="flyout-button" href={cart}>
          {body}
        </a>
      </noscript>
    </>
  );
}
