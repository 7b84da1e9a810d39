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
  showMiniCartEvent: true,
  miniCartCloseEvent: true,
  updateMiniCartItemCountEvent: true,
  openMobileMiniCart: true,
} as const satisfies Record<InboundEventName, true>;
export const INBOUND_EVENT_NAMES = Object.keys(INBOUND_EVENTS) as readonly InboundEventName[];
