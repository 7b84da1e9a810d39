import {
  $config,
  $count,
  $miniCartPanel,
  $session,
  ErrorBoundary,
  formatMoney,
  siteRoute,
  Skeleton,
  useStore,
} from '@nm/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flyoutHtml } from '../../model/banner';
import { FLYOUT_NOT_RESERVED_NOTE, subtotalLabel } from '../../model/cart';
import { flyoutIsEmpty } from '../../model/constants';
import { FLYOUT_EMPTY_TEXT, FLYOUT_FALLBACK_LINK, FLYOUT_FALLBACK_TEXT } from '../../model/strings';
import { $bag } from '../../state/bag';
import { $banner, $deliveryMessages } from '../../state/flyout';
import { $flyoutHtml } from '../../state/flyoutStore';
import { startFlyoutDismissal } from '../../state/flyoutDismissal';
import { $flyoutClosing } from '../../state/flyoutTimers';
import { $flyoutLoading, loadFlyoutOnOpen } from '../../state/openPanel';
import { CheckoutButton } from './BagSummary';
import { useWhileOpen } from './useWhileOpen';

export interface FlyoutPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

type PopoverElement = HTMLDivElement & { showPopover(options?: { source?: HTMLElement }): void; hidePopover(): void };

/**
 * header.md §2 "Desktop mini cart button" panel: a manual popover in the
 * top layer (above any z-index, outside any overflow:hidden header), placed
 * under the button; not modal, so the page stays usable.
 */
export function FlyoutPanel({ id, anchor, onPointerEnter, onPointerLeave }: FlyoutPanelProps) {
  const panel = useStore($miniCartPanel);
  const html = useStore($flyoutHtml);
  const loading = useStore($flyoutLoading);
  // header.md §4: closing fades for 300 ms (state/flyoutTimers.ts) before the popover leaves the top layer.
  const closing = useStore($flyoutClosing);
  const banner = useStore($banner);
  const bag = useStore($bag);
  const count = useStore($count);
  const session = useStore($session);
  const messages = useStore($deliveryMessages);
  const ref = useRef<PopoverElement>(null);

  useWhileOpen(panel.open, (signal) => {
    void loadFlyoutOnOpen(signal);
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (panel.open) {
      const box = anchor?.getBoundingClientRect();
      // Placed under the button by writing the popover's style (the DOM, not React state: no second render).
      if (box)
        Object.assign(element.style, {
          top: `${Math.round(box.bottom)}px`,
          right: `${Math.max(8, Math.round(window.innerWidth - box.right))}px`,
        });
      if (!element.matches(':popover-open')) element.showPopover(anchor ? { source: anchor } : undefined);
      return;
    }
    if (!closing && element.matches(':popover-open')) element.hidePopover();
  }, [panel.open, closing, anchor]);

  useEffect(() => (panel.open ? startFlyoutDismissal(anchor) : undefined), [panel.open, anchor]);

  const items = useMemo(() => flyoutHtml(html), [html]);
  const empty = flyoutIsEmpty(loading, count);
  // No HTML once loading is over (a failed load) shows the fallback panel.
  const fallback = !loading && !items;
  const isGuestUser = !session.customer.isLoggedin;
  const cart = siteRoute('cart', useStore($config));

  return (
    <div
      ref={ref}
      id={id}
      popover="manual"
      role="region"
      aria-label="Shopping Bag"
      className={`flyout${!panel.open && closing ? ' flyout--closing' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <ErrorBoundary tag="nm-minicart flyout">
        {banner && <div className="flyout__banner" dangerouslySetInnerHTML={banner} />}
        {empty ? (
          <p className="flyout__empty">{FLYOUT_EMPTY_TEXT}</p>
        ) : (
          <>
            <CheckoutButton
              className="flyout__checkout"
              totalItems={bag.totalItems}
              totalPrice={bag.flyoutTotalPrice}
              isGuestUser={isGuestUser}
            />
            {loading && !items ? (
              <div className="flyout__loading" aria-hidden="true">
                <Skeleton height="90px" />
                <Skeleton height="90px" />
              </div>
            ) : items ? (
              <div className="flyout__items" dangerouslySetInnerHTML={items} />
            ) : (
              <div className="flyout__fallback">
                <p>{FLYOUT_FALLBACK_TEXT}</p>
                <a className="nm-link" href={cart}>
                  {FLYOUT_FALLBACK_LINK}
                </a>
              </div>
            )}
            {bag.flyoutTotalPrice !== null && (
              <p className="flyout__subtotal">
                <span>{subtotalLabel(bag.totalItems)}</span> <span>{formatMoney(bag.flyoutTotalPrice)}</span>
              </p>
            )}
            <CheckoutButton
              className="flyout__checkout"
              totalItems={bag.totalItems}
              totalPrice={bag.flyoutTotalPrice}
              isGuestUser={isGuestUser}
              withInstallments
            />
            {/* The fallback panel already offers "View shopping bag": once is enough. */}
            {!fallback && (
              <a className="nm-link flyout__view" href={cart}>
                {FLYOUT_FALLBACK_LINK}
              </a>
            )}
            {messages.length > 0 && (
              <ul className="flyout__delivery">
                {messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
            <p className="flyout__note">{FLYOUT_NOT_RESERVED_NOTE}</p>
          </>
        )}
      </ErrorBoundary>
    </div>
  );
}
