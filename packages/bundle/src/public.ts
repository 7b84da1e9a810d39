/**
 * The public contract as types, the source of dist/nm-widgets.d.ts: what a host page's TypeScript sees. Owns the
 * element types (each HTMLElement plus its component's props), the events a page hears and sends, the
 * window.minicart and window.nmSession bridges and the config a page may pass. Leaves the definitions to core and
 * to each widget's props (imported by path, so the type bundler inlines them), the runtime to loader.ts, entry.ts
 * and start.ts, and the versioned package and its contract report to packages/widgets.
 */
import type { OutboundDetail, OutboundEventName, SessionBridge, WidgetsConfigInput } from '../../core/src/index';
import type { BridgeCall, InboundEventDetails, MiniCartBridge } from '../../core/src/boot/index';
// The one place that reaches into other packages by path: tsup's type bundler inlines what relative imports
// reach and leaves a bare `@nm/*` import in dist/nm-widgets.d.ts, which a host page could not resolve.
import type { MiniCartProps } from '../../minicart/src/index';
import type { SearchBoxProps } from '../../search/src/index';
import type { HeaderProps } from '../../header/src/index';
import type { AbandonCartModalProps } from '../../abandon-cart/src/index';

export type {
  BridgeCall,
  BridgeSnapshot,
  InboundEventDetails,
  InboundEventName,
  MiniCartBridge,
} from '../../core/src/boot/index';
export type {
  CartResponse,
  SessionBridge,
  SessionSnapshot,
  SignInOutcome,
  IdentityConfig,
  OutboundDetail,
  OutboundEventDetails,
  OutboundEventName,
  WidgetsConfig,
  WidgetsConfigInput,
  Brand,
  Environment,
  Hosts,
  HostName,
  PanelTrigger,
} from '../../core/src/index';

/**
 * `<nm-minicart>`. Its properties are the component's props, the one source the element definition
 * (packages/minicart/src/element.ts) also types its attributes from; each attribute's name, default and
 * description are in custom-elements.json.
 */
export type NmMiniCartElement = HTMLElement & MiniCartProps;

/** `<nm-search>`: its properties are the component's props, as for `<nm-minicart>`. */
export type NmSearchElement = HTMLElement & Required<SearchBoxProps>;

/** `<nm-header>`: its properties are the component's props, as for `<nm-minicart>`. */
export type NmHeaderElement = HTMLElement & HeaderProps;

/** `<nm-abandon-cart-modal>`: its properties are the component's props, as for `<nm-minicart>`. */
export type NmAbandonCartModalElement = HTMLElement & AbandonCartModalProps;

/** Before the bundle loads, `window.minicart` may be `{ q: [...] }`. */
export type MiniCartQueue = { q: BridgeCall[] };

export type OutboundEventMap = { [K in OutboundEventName]: CustomEvent<OutboundDetail<K>> };
export type InboundEventMap = { [K in keyof InboundEventDetails]: CustomEvent<InboundEventDetails[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'nm-minicart': NmMiniCartElement;
    'nm-search': NmSearchElement;
    'nm-header': NmHeaderElement;
    'nm-abandon-cart-modal': NmAbandonCartModalElement;
  }
  interface DocumentEventMap extends OutboundEventMap, InboundEventMap {}
  interface WindowEventMap extends OutboundEventMap, InboundEventMap {}
  interface HTMLElementEventMap extends InboundEventMap {}
  interface Window {
    minicart?: MiniCartBridge | MiniCartQueue;
    /** Defined by the bundle at start-up; its methods load the session chunk when first needed. */
    nmSession?: SessionBridge;
    nmWidgetsConfig?: WidgetsConfigInput;
  }
}
