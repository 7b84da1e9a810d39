import {
  $miniCartPanel,
  $mobileMiniCart,
  closeMiniCart,
  Dialog,
  ErrorBoundary,
  RENDER_ERROR_TEXT,
  usePrimitivesSheet,
  useStore,
} from '@nm/core';
import { bagTitle } from '../../model/cart';
import { DrawerPanel } from './DrawerPanel';
import { FlyoutPanel } from './FlyoutPanel';
import { MobileAddedModal } from './MobileAddedModal';
import { usePanelStyles } from './styles';

export interface PanelsProps {
  presentation: 'drawer' | 'flyout';
  autoCloseMs: number;
  icon: HTMLElement | null;
  flyoutId: string;
  onFlyoutPointerEnter(): void;
  onFlyoutPointerLeave(): void;
  showMobileModal: boolean;
}

/**
 * minicart.md §2 "If rendering fails, the panel shows 'Sorry.. there was an
 * error'": when the drawer itself fails (not just its contents, which have
 * their own boundary inside the dialog), a plain drawer says so and closes
 * as usual.
 */
function DrawerFailed({ returnFocusTo }: { returnFocusTo: HTMLElement | null }) {
  const panel = useStore($miniCartPanel);
  return (
    <Dialog
      open={panel.open}
      onClose={(reason) => closeMiniCart(reason)}
      title={bagTitle('')}
      placement="drawer-right"
      returnFocusTo={returnFocusTo}
      closeLabel="Close shopping bag"
      className="bag-drawer"
    >
      <p className="nm-render-error" role="alert">
        {RENDER_ERROR_TEXT}
      </p>
    </Dialog>
  );
}

/**
 * The lazily loaded half of `<nm-minicart>`: everything that shows only
 * after a shopper acts (the panels and what they need: DOMPurify, date-fns).
 *
 * Each panel has its own error boundary: a failing panel never
 * takes the icon with it (the element's own boundary would replace the
 * whole element), and the next opening or the next `openMobileMiniCart`
 * renders it afresh (`resetKey`: the panel state, or the event's time).
 * Never the event's detail itself as a prop: React's development build reads
 * changed props to describe renders, and a hostile detail's getter would
 * throw inside React.
 */
export default function Panels(props: PanelsProps) {
  // The flyout's checkout button and links are primitives without a Dialog to adopt their sheet.
  usePrimitivesSheet();
  usePanelStyles();
  const panel = useStore($miniCartPanel);
  const mobile = useStore($mobileMiniCart);
  return (
    <>
      {props.presentation === 'flyout' ? (
        <ErrorBoundary tag="nm-minicart flyout" fallback={null} resetKey={panel}>
          <FlyoutPanel
            id={props.flyoutId}
            anchor={props.icon}
            onPointerEnter={props.onFlyoutPointerEnter}
            onPointerLeave={props.onFlyoutPointerLeave}
          />
        </ErrorBoundary>
      ) : (
        <ErrorBoundary
          tag="nm-minicart drawer"
          resetKey={panel}
          fallback={
            <ErrorBoundary tag="nm-minicart drawer fallback" fallback={null} resetKey={panel}>
              <DrawerFailed returnFocusTo={props.icon} />
            </ErrorBoundary>
          }
        >
          <DrawerPanel autoCloseMs={props.autoCloseMs} returnFocusTo={props.icon} />
        </ErrorBoundary>
      )}
      {props.showMobileModal && (
        <ErrorBoundary tag="nm-minicart added" fallback={null} resetKey={mobile?.at}>
          <MobileAddedModal returnFocusTo={props.icon} />
        </ErrorBoundary>
      )}
    </>
  );
}
