import type { PanelTrigger } from '../state/miniCartPanel';

/**
 * Events other teams can listen for, on `document`:
 *   document.addEventListener('nm:cart-changed', (e) => e.detail.count)
 * Every detail carries `v: 1`, the major version of @nm/widgets: a change
 * that breaks the contract is a major version, and bumps `v` with it
 * (docs/RELEASING.md; test/release/contract.test.ts holds the two together).
 */
export interface OutboundEventDetails {
  /** The item count or the subtotal changed (subtotal null until a cart has loaded). */
  'nm:cart-changed': { count: number; subtotal: number | null };
  /** The shopping-bag panel opened, and what opened it. */
  'nm:minicart-opened': { trigger: PanelTrigger };
  /** The shopping-bag panel closed, and what closed it. */
  'nm:minicart-closed': { trigger: PanelTrigger };
  /** minicart.md §4 "Shipping analytics labels". */
  'nm:item-removed': {
    itemId: string;
    productId?: string;
    origin: 'vendor' | 'store' | 'warehouse';
    deliveryReceived: 'customer' | 'store' | 'StoreCall';
    brand: string;
  };
  /** A search was submitted; `url` is where the browser is going. */
  'nm:search-submitted': { term: string; source: 'typed' | 'suggestion' | 'recent'; url: string };
  'nm:abandon-cart-shown': { trigger: 'exit-intent' | 'page-hidden' | 'idle' };
  'nm:abandon-cart-closed': { action: 'cancel' | 'close-button' | 'go-to-bag' };
  /** The shopper signed in or out, or the session resolved to someone else. No token, ever. */
  'nm:session-changed': { signedIn: boolean; firstName: string };
}

export type OutboundEventName = keyof OutboundEventDetails;
export type OutboundDetail<K extends OutboundEventName> = OutboundEventDetails[K] & { v: 1 };
/** The `v` every detail carries, as a value: `satisfies` keeps it the type's. */
export const OUTBOUND_EVENT_VERSION = 1 satisfies OutboundDetail<OutboundEventName>['v'];

/** One key per event of OutboundEventDetails (`satisfies` fails the build on a missing or an extra one). */
const OUTBOUND_EVENTS = {
  'nm:cart-changed': true,
  'nm:minicart-opened': true,
  'nm:minicart-closed': true,
  'nm:item-removed': true,
  'nm:search-submitted': true,
  'nm:abandon-cart-shown': true,
  'nm:abandon-cart-closed': true,
  'nm:session-changed': true,
} as const satisfies Record<OutboundEventName, true>;
export const OUTBOUND_EVENT_NAMES = Object.keys(OUTBOUND_EVENTS) as readonly OutboundEventName[];

/**
 * Raises one of our events for other teams. Dispatched on `document`,
 * bubbling and composed, so a listener on document or window hears it
 * whichever element raised it (r2wc's own events can do neither).
 */
export function emit<K extends OutboundEventName>(
  name: K,
  detail: OutboundEventDetails[K],
  target: Document = document,
): void {
  const event = new CustomEvent<OutboundDetail<K>>(name, {
    detail: { ...detail, v: OUTBOUND_EVENT_VERSION },
    bubbles: true,
    composed: true,
  });
  target.dispatchEvent(event);
}
