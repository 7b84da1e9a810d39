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
 * The lazily loaded half of `<nm-minicart>`: everything that shows only
 * after a shopper acts (the panels and what they need: DOMPurify, date-fns).
 */
export default function Panels(props: PanelsProps) {
  usePanelStyles();
  return (
    <>
      {props.presentation === 'flyout'
        ? <FlyoutPanel id={props.flyoutId} anchor={props.icon} onPointerEnter={props.onFlyoutPointerEnter} onPointerLeave={props.onFlyoutPointerLeave} />
        : <DrawerPanel autoCloseMs={props.autoCloseMs} returnFocusTo={props.icon} />}
      {props.showMobileModal && <MobileAddedModal returnFocusTo={props.icon} />}
    </>
  );
}
