import { isCurbside } from './notes';
import type { LineItem } from './lineItem';

type Origin = 'vendor' | 'store' | 'warehouse';
type DeliveryReceived = 'customer' | 'store' | 'StoreCall';

/** minicart.md §4: store ids 80 and 89 are the store-call case. */
const STORE_CALL_STORE_IDS: readonly string[] = ['80', '89'];
const DEFAULT_ANALYTICS_BRAND = 'NM';

export interface ShippingLabels {
  origin: Origin;
  deliveryReceived: DeliveryReceived;
  brand: string;
}

/**
 * minicart.md §4 "Shipping analytics labels": origin is vendor (drop-ship),
 * store (curbside at a non-special store) or warehouse; delivery-received is
 * customer, store (curbside) or StoreCall (curbside at store 80 or 89).
 */
export function shippingLabels(
  item: Pick<LineItem, 'dropShip' | 'shipmentType' | 'storeId'>,
  brand?: string,
): ShippingLabels {
  const curbside = isCurbside(item);
  const storeCall = curbside && STORE_CALL_STORE_IDS.includes(item.storeId);
  let origin: Origin = 'warehouse';
  if (item.dropShip) origin = 'vendor';
  else if (curbside && !storeCall) origin = 'store';
  const deliveryReceived: DeliveryReceived = storeCall ? 'StoreCall' : curbside ? 'store' : 'customer';
  return { origin, deliveryReceived, brand: brand || DEFAULT_ANALYTICS_BRAND };
}
