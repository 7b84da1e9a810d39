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
}

/** Before the bundle loads, `window.minicart` may be `{ q: [...] }`. */
export type MiniCartQueue = { q: BridgeCall[] };

export type OutboundEventMap = { [K in OutboundEventName]: CustomEvent<OutboundDetail<K>> };
export type InboundEventMap = { [K in keyof InboundEventDetails]: CustomEvent<InboundEventDetails[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'nm-minicart': NmMiniCartElement;
  }
  interface DocumentEventMap extends OutboundEventMap, InboundEventMap {}
  interface WindowEventMap extends OutboundEventMap, InboundEventMap {}
  interface HTMLElementEventMap extends InboundEventMap {}
  interface Window {
    minicart?: MiniCartBridge | MiniCartQueue;
    nmWidgetsConfig?: WidgetsConfigInput;
  }
}
