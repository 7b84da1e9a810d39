import {
  $firstName,
  $miniCartPanel,
  closeMiniCart,
  Dialog,
  DESKTOP_QUERY,
  ErrorBoundary,
  useMediaQuery,
  useStore,
} from '@nm/core';
import { useEffect, useRef, useState } from 'react';
import { bagTitle } from '../../model/cart';
import { armDrawerAutoClose, pointerEnteredDrawer, pointerLeftDrawer } from '../../state/drawerAutoClose';
import { loadDrawerOnOpen } from '../../state/openPanel';
import { BagContents } from './BagContents';
import { useWhileOpen } from './useWhileOpen';

export interface DrawerPanelProps {
  autoCloseMs: number;
  returnFocusTo: HTMLElement | null;
}

/** minicart.md §2 "Drawer presentation". */
export function DrawerPanel({ autoCloseMs, returnFocusTo }: DrawerPanelProps) {
  const panel = useStore($miniCartPanel);
  const firstName = useStore($firstName);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [signal, setSignal] = useState<AbortSignal | null>(null);

  useWhileOpen(panel.open, (openSignal) => {
    setSignal(openSignal);
    void loadDrawerOnOpen(openSignal);
  });

  // minicart.md §2: on desktop the panel closes itself (state/drawerAutoClose.ts), paused while the pointer is over it.
  const autoClose = panel.open && desktop ? autoCloseMs : 0;
  useEffect(() => (autoClose > 0 ? armDrawerAutoClose(autoClose) : undefined), [autoClose]);
  const detach = useRef<() => void>(() => {});

  return (
    <Dialog
      open={panel.open}
      onClose={(reason) => closeMiniCart(reason)}
      title={bagTitle(firstName)}
      placement="drawer-right"
      returnFocusTo={returnFocusTo}
      closeLabel="Close shopping bag"
      className="bag-drawer"
      onOpened={(dialog) => {
        // The panel, not the dialog element: the ::backdrop belongs to the dialog for hit testing.
        const area = dialog.firstElementChild as HTMLElement | null;
        detach.current();
        if (!area) return;
        const enter = pointerEnteredDrawer;
        const leave = pointerLeftDrawer;
        area.addEventListener('pointerenter', enter);
        area.addEventListener('pointerleave', leave);
        detach.current = () => {
          area.removeEventListener('pointerenter', enter);
          area.removeEventListener('pointerleave', leave);
        };
      }}
    >
      <ErrorBoundary tag="nm-minicart panel" resetKey={signal}>
        {signal && <BagContents signal={signal} />}
      </ErrorBoundary>
    </Dialog>
  );
}
