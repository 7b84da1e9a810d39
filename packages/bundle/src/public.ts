/**
 * The public contract, as types: what a host page's TypeScript sees when it
 * references dist/nm-widgets.d.ts.
 */
import type {
  BridgeCall, InboundEventDetails, MiniCartBridge, OutboundDetail, OutboundEventName, WidgetsConfigInput,
} from '../../core/src/index';

export type {
  BridgeCall, BridgeSnapshot, CartResponse, InboundEventDetails, InboundEventName, MiniCartBridge,
  OutboundDetail, OutboundEventDetails, OutboundEventName, WidgetsConfig, WidgetsConfigInput,
  Brand, Environment, Hosts, HostName, PanelTrigger,
} from '../../core/src/index';

/** `<nm-minicart>` */
export interface NmMiniCartElement extends HTMLElement {
  /** Attribute `show-zero-value`. */
  showZeroValue: boolean;
  /**
   * Attribute `presentation`: `"drawer"` (default; the icon opens a side drawer) or `"flyout"` (the desktop
   * "Shopping Bag" / "Checkout {n}" button opens a flyout under it). Any other value reads as `"drawer"`.
   */
  presentation: 'drawer' | 'flyout' | (string & {});
  /**
   * Attribute `auto-close-ms` (default 10000): on desktop the drawer closes itself after this long, paused while
   * the pointer is over it; the flyout closes this long after the pointer leaves. 0 turns it off.
   */
  autoCloseMs: number;
}

/** `<nm-search>` */
export interface NmSearchElement extends HTMLElement {
  /** Attribute `placeholder`: the text shown in the empty box (default "Search"). */
  placeholder: string;
  /** Attribute `camera-url`: where the phone modal's "SNAP. FIND. SHOP." link goes (default "/visual-search/"). */
  cameraUrl: string;
}

/** Before the bundle loads, `window.minicart` may be `{ q: [...] }`. */
export type MiniCartQueue = { q: BridgeCall[] };

export type OutboundEventMap = { [K in OutboundEventName]: CustomEvent<OutboundDetail<K>> };
export type InboundEventMap = { [K in keyof InboundEventDetails]: CustomEvent<InboundEventDetails[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'nm-minicart': NmMiniCartElement;
    'nm-search': NmSearchElement;
  }
  interface DocumentEventMap extends OutboundEventMap, InboundEventMap {}
  interface WindowEventMap extends OutboundEventMap, InboundEventMap {}
  interface HTMLElementEventMap extends InboundEventMap {}
  interface Window {
    minicart?: MiniCartBridge | MiniCartQueue;
    nmWidgetsConfig?: WidgetsConfigInput;
  }
}
