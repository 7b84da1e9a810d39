import { useStore } from '@nanostores/react';
import {
  $firstName, $miniCartPanel, closeMiniCart, Dialog, DESKTOP_QUERY, ErrorBoundary, useMediaQuery,
} from '@nm/core';
import { useRef, useState } from 'react';
import { bagTitle } from '../../model/cart';
import { loadDrawerOnOpen } from '../../state/openPanel';
import { usePausableTimer } from '../usePausableTimer';
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

  // minicart.md §2: on desktop the panel closes itself, the timer paused while the pointer is over it.
  const timer = usePausableTimer(panel.open && desktop && autoCloseMs > 0, autoCloseMs, () => closeMiniCart('timer'));
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
        const enter = () => timer.pause();
        const leave = () => timer.resume();
        area.addEventListener('pointerenter', enter);
        area.addEventListener('pointerleave', leave);
        detach.current = () => { area.removeEventListener('pointerenter', enter); area.removeEventListener('pointerleave', leave); };
      }}
    >
      <ErrorBoundary tag="nm-minicart panel" resetKey={signal}>
        {signal && <BagContents signal={signal} />}
      </ErrorBoundary>
    </Dialog>
  );
}
