import {
  $count,
  $miniCartPanel,
  $mobileMiniCart,
  $session,
  ControlledPart,
  DESKTOP_QUERY,
  lazyPart,
  PHONE_QUERY,
  useMediaQuery,
  useStore,
  whenIdle,
} from '@nm/core';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { closeDelayOf, presentationOf, showsFlyoutButton } from '../model/constants';
import { iconAction } from '../model/iconClick';
import { pointerEnteredFlyout, pointerLeftFlyout, toggleFlyout } from '../state/flyoutTimers';
import { $panelOwner, openPanelFor, registerInstance } from '../state/owner';
import { CartIcon } from './CartIcon';
import { FlyoutButton } from './FlyoutButton';

/** `<nm-minicart>`'s properties (the public contract types the element from these: packages/bundle/src/public.ts). */
export interface MiniCartProps {
  /** Attribute `show-zero-value`: show the badge when the bag is empty ("0"). */
  showZeroValue: boolean;
  /** Attribute `presentation`: `"drawer"` (default) or `"flyout"`; any other value reads as `"drawer"`. */
  presentation: 'drawer' | 'flyout' | (string & {});
  /** Attribute `auto-close-ms` (default 10000): the desktop auto-close; 0 turns it off. */
  autoCloseMs: number;
}

/** The panels are their own chunk (ARCHITECTURE.md "What may be in the first script"). */
const panels = lazyPart(() => import('./panel/Panels'));

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
    return whenIdle(() => {
      void panels.preload().then(() => setWanted(true));
    }, 0);
  }, [owner]);

  const activate = (event: MouseEvent | KeyboardEvent, keyboard: boolean) => {
    // minicart.md §2: signed in with items opens the panel; otherwise the link goes to /cart/.
    if (iconAction(session.customer.isLoggedin, $count.get()) === 'navigate') return;
    event.preventDefault();
    openPanelFor(id, keyboard ? 'keyboard' : 'icon');
  };

  // header.md §4: the hover-open and the close after the pointer leaves are timed in state/flyoutTimers.ts,
  // one timer for the page's one panel, whichever instance shows it.
  const pointerEnter = () => pointerEnteredFlyout(id, desktop);
  const pointerLeave = () => pointerLeftFlyout(id, closeDelay);
  const toggle = () => toggleFlyout(id);

  const showMobileModal = phone && mobile !== null;
  const mountPanels = owner && (wanted || panel.open || showMobileModal);

  return (
    <>
      {flyout ? (
        <FlyoutButton
          buttonRef={setIcon}
          open={owner && panel.open}
          controls={flyoutId}
          onToggle={toggle}
          onPointerEnter={pointerEnter}
          onPointerLeave={pointerLeave}
        />
      ) : (
        <CartIcon
          iconRef={setIcon}
          showZeroValue={showZeroValue}
          opensPanel={mode === 'drawer' && session.customer.isLoggedin}
          onActivate={mode === 'drawer' ? activate : undefined}
        />
      )}
      {mountPanels && (
        <ControlledPart id={flyout ? flyoutId : undefined}>
          <panels.Component
            presentation={flyout ? 'flyout' : 'drawer'}
            autoCloseMs={closeDelay}
            icon={icon}
            flyoutId={flyoutId}
            onFlyoutPointerEnter={pointerEnter}
            onFlyoutPointerLeave={pointerLeave}
            showMobileModal={showMobileModal}
          />
        </ControlledPart>
      )}
    </>
  );
}
