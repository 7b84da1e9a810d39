import { logErrorOnce } from '../log/log';
import { decodeCount } from '../state/countValue';

/** Events the host page may dispatch at us (header.md §4, minicart.md §4). */
export interface InboundEventDetails {
  showMiniCartEvent: unknown;
  miniCartCloseEvent: unknown;
  /** `{ noOfItemsInCart: n }` or a bare `n`: a whole number from 0, or its digits as a string (as window.minicart.setCount). */
  updateMiniCartItemCountEvent: { noOfItemsInCart: number | string } | number | string;
  /** Carries the content of the mobile add-to-bag modal. */
  openMobileMiniCart: unknown;
}
export type InboundEventName = keyof InboundEventDetails;
/** One key per event of InboundEventDetails (`satisfies` fails the build on a missing or an extra one). */
const INBOUND_EVENTS = {
  showMiniCartEvent: true, miniCartCloseEvent: true, updateMiniCartItemCountEvent: true, openMobileMiniCart: true,
} as const satisfies Record<InboundEventName, true>;
export const INBOUND_EVENT_NAMES = Object.keys(INBOUND_EVENTS) as readonly InboundEventName[];

export type InboundHandlers = { [K in InboundEventName]: (detail: unknown) => void };

/** Reads the count out of updateMiniCartItemCountEvent's detail; null when it holds none. */
export function countFromDetail(detail: unknown): number | null {
  const raw = typeof detail === 'object' && detail !== null ? (detail as { noOfItemsInCart?: unknown }).noOfItemsInCart : detail;
  // The same reading as window.minicart.setCount (state/countValue.ts): 3 and "3" alike.
  return decodeCount(raw);
}

/**
 * Hears the host's events wherever they are dispatched: on window, on
 * document, or on any element, bubbling or not. A capturing listener on
 * window sees every event dispatched on a node in the document during the
 * capture phase, so one listener per name covers them all and hears each
 * event exactly once.
 */
export function listenForInboundEvents(win: Window, handlers: InboundHandlers): () => void {
  const listeners = INBOUND_EVENT_NAMES.map((name) => {
    const listener = (event: Event) => {
      try {
        handlers[name](event instanceof CustomEvent ? event.detail : undefined);
      } catch (error) {
        logErrorOnce(`inbound:${name}`, `Handling ${name} failed`, error);
      }
    };
    win.addEventListener(name, listener, { capture: true });
    return () => win.removeEventListener(name, listener, { capture: true });
  });
  return () => listeners.forEach((remove) => remove());
}
