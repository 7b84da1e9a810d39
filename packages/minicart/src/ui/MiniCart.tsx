import { useStore } from '@nanostores/react';
import {
  $count, $miniCartPanel, $mobileMiniCart, $session, closeMiniCart, DESKTOP_QUERY, openMiniCart, PHONE_QUERY,
  useMediaQuery,
} from '@nm/core';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { closeDelayOf, HOVER_OPEN_DELAY_MS, presentationOf, showsFlyoutButton } from '../model/constants';
import { iconAction } from '../model/iconClick';
import { inSimplifiedVariation, setFlyoutCloseTimer } from '../state/flyoutStore';
import { claimPanel, $panelOwner, registerInstance } from '../state/owner';
import { CartIcon } from './CartIcon';
import { FlyoutButton } from './FlyoutButton';

export type { Presentation } from '../model/constants';

export interface MiniCartProps {
  showZeroValue: boolean;
  presentation: string;
  autoCloseMs: number;
}

const loadPanels = () => import('./panel/Panels');
const Panels = lazy(loadPanels);

/**
 * `<nm-minicart>`: the icon (always, in the initial script) and, for the
 * one instance that owns the panel, the lazily loaded panels.
 */
export function MiniCart({ showZeroValue, presentation, autoCloseMs }: MiniCartProps) {
  const id = useMemo(() => Symbol('nm-minicart'), []);
  useEffect(() => registerInstance(id), [id]);
  const owner = useStore($panelOwner) === id;
  const panel = useStore($miniCartPanel);
  const mobile = useStore($mobileMiniCart);
  const session = useStore($session);
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [icon, setIcon] = useState<HTMLElement | null>(null);
  const flyoutId = useId();
  const mode = presentationOf(presentation);
  // header.md §2: the flyout button is the desktop one; phones get the icon linking to the cart.
  const flyout = showsFlyoutButton(mode, phone);
  const closeDelay = closeDelayOf(autoCloseMs);

  // The panel code arrives while the browser is idle after first render, so the first open is quick.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!owner) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => { void loadPanels().then(() => setWanted(true)); });
    return () => cancel(handle);
  }, [owner]);

  const activate = (event: MouseEvent | KeyboardEvent, keyboard: boolean) => {
    // minicart.md §2: signed in with items opens the panel; otherwise the link goes to /cart/.
    if (iconAction(session.customer.isLoggedin, $count.get()) === 'navigate') return;
    event.preventDefault();
    claimPanel(id);
    openMiniCart(keyboard ? 'keyboard' : 'icon');
  };

  // Flyout timers (header.md §4): hover-open after 500 ms (variation), close 10 s after the pointer leaves.
  const timers = useRef<{ open?: ReturnType<typeof setTimeout>; close?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => () => { clearTimeout(timers.current.open); clearTimeout(timers.current.close); }, []);
  const pointerEnter = () => {
    clearTimeout(timers.current.close);
    setFlyoutCloseTimer(null);
    if (!desktop || $miniCartPanel.get().open || !inSimplifiedVariation()) return;
    timers.current.open = setTimeout(() => { claimPanel(id); openMiniCart('hover'); }, HOVER_OPEN_DELAY_MS);
  };
  const pointerLeave = () => {
    clearTimeout(timers.current.open);
    if (!$miniCartPanel.get().open || closeDelay <= 0) return;
    clearTimeout(timers.current.close);
    const handle = setTimeout(() => closeMiniCart('timer'), closeDelay);
    setFlyoutCloseTimer(Number(handle));
    timers.current.close = handle;
  };
  useEffect(() => {
    if (!panel.open) clearTimeout(timers.current.close);
  }, [panel.open]);

  const toggleFlyout = () => {
    if ($miniCartPanel.get().open) { closeMiniCart('icon'); return; }
    claimPanel(id);
    openMiniCart('icon');
  };

  const showMobileModal = phone && mobile !== null;
  const mountPanels = owner && (wanted || panel.open || showMobileModal);

  return (
    <>
      {flyout
        ? <FlyoutButton buttonRef={setIcon} open={owner && panel.open} controls={flyoutId} onToggle={toggleFlyout} onPointerEnter={pointerEnter} onPointerLeave={pointerLeave} />
        : <CartIcon iconRef={setIcon} showZeroValue={showZeroValue} opensPanel={mode === 'drawer' && session.customer.isLoggedin} onActivate={mode === 'drawer' ? activate : undefined} />}
      {mountPanels && (
        <Suspense fallback={null}>
          <Panels
            presentation={flyout ? 'flyout' : 'drawer'}
            autoCloseMs={closeDelay}
            icon={icon}
            flyoutId={flyoutId}
            onFlyoutPointerEnter={pointerEnter}
            onFlyoutPointerLeave={pointerLeave}
            showMobileModal={showMobileModal}
          />
        </Suspense>
      )}
    </>
  );
}
