import { logErrorOnce } from '../log/log';
import { decodeCount } from '../state/countValue';
import { takeEarlyInboundEvents } from './earlyInbound';
import { INBOUND_EVENT_NAMES, type InboundEventName } from './inboundNames';

export * from './inboundNames';

export type InboundHandlers = { [K in InboundEventName]: (detail: unknown) => void };

/** Reads the count out of updateMiniCartItemCountEvent's detail; null when it holds none. */
export function countFromDetail(detail: unknown): number | null {
  const raw =
    typeof detail === 'object' && detail !== null ? (detail as { noOfItemsInCart?: unknown }).noOfItemsInCart : detail;
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
    const listener = (event: Event) => handle(handlers, name, event instanceof CustomEvent ? event.detail : undefined);
    win.addEventListener(name, listener, { capture: true });
    return () => win.removeEventListener(name, listener, { capture: true });
  });
  return () => listeners.forEach((remove) => remove());
}

/**
 * Hands the events the loader recorded before the entry ran (earlyInbound.ts)
 * to the handlers, in the order the page dispatched them, and stops the
 * recording: from here on listenForInboundEvents hears them.
 */
export function replayEarlyInboundEvents(win: Window, handlers: InboundHandlers): void {
  for (const [name, detail] of takeEarlyInboundEvents(win)) handle(handlers, name, detail);
}

function handle(handlers: InboundHandlers, name: InboundEventName, detail: unknown): void {
  try {
    handlers[name](detail);
  } catch (error) {
    logErrorOnce(`inbound:${name}`, `Handling ${name} failed`, error);
  }
}
