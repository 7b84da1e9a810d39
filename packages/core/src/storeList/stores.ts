import { toNumber } from '../format/number';
import { fieldText } from '../format/fieldText';
import { isRecord } from '../format/record';
import { BadAnswerError, describeBody } from '../http/badAnswer';
import { decodeCapped } from '../http/capped';
import { attempt, type ApiResult } from '../http/result';
import { hostUrl } from '../config/config';
import { sessionRequest } from '../state/api';
import { $config } from '../state/config';

/**
 * The store list both widgets read (minicart.md §3 and header.md §3 "Store";
 * §7 storesByAddressOrCoordinates): the mini-cart's curbside pickup and the
 * header's "Our Stores" panel decode the same answer, so they share one
 * decoder and one call. What each shows of it is in its own model/.
 */

/** minicart.md §3, header.md §3 Store, decoded. */
export interface Store {
  storeId: string;
  storeNumber: string;
  /** '' when the answer had none (the mini-cart looks it up; the header shows "Store {id}"). */
  name: string;
  /** Miles, null when the answer had none. */
  distance: number | null;
  /** storeServices.inStoreShopping.isOpen: open for in-store shopping today. */
  isOpen: boolean;
  /** skuAvailability.inventoryAvailable: the store has the SKU asked about. */
  inventoryAvailable: boolean;
}

/** One store; null for anything without a store id. Open and in stock only when the answer says true. */
export function decodeStore(raw: unknown): Store | null {
  if (!isRecord(raw)) return null;
  const storeId = fieldText(raw.storeId);
  if (!storeId) return null;
  const services = isRecord(raw.storeServices) ? raw.storeServices : {};
  const inStore = isRecord(services.inStoreShopping) ? services.inStoreShopping : {};
  const availability = isRecord(raw.skuAvailability) ? raw.skuAvailability : {};
  return {
    storeId,
    storeNumber: fieldText(raw.storeNumber),
    name: fieldText(raw.name),
    distance: toNumber(raw.distance),
    isOpen: inStore.isOpen === true,
    inventoryAvailable: availability.inventoryAvailable === true,
  };
}

/**
 * The most stores any store list keeps (docs/ARCHITECTURE.md "Caps on what a service answers"). The brand has
 * about 40 stores, and a 100-mile search finds a handful; 40,000 kept the page busy for seconds.
 */
export const STORES_CAP = 100;

/**
 * A list of stores, alone or wrapped ({ stores: [...] }), entries that are not stores dropped, at most
 * STORES_CAP kept (the rest logged once); anything else is a bad answer.
 */
export function decodeStores(call: string, data: unknown): Store[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.stores) ? data.stores : null;
  if (!list) throw new BadAnswerError(`${call} answered ${describeBody(data)}, not a list of stores`);
  return decodeCapped(call, list, STORES_CAP, decodeStore);
}

/** minicart.md §9, header.md §9: store search radius 100 miles. */
const STORE_RADIUS_MILES = 100;
const STORES_BY_ADDRESS_CALL = 'GET storesByAddressOrCoordinates';
/** Page-relative: both specs write it without a host (§7), like the mini-cart's other store calls. */
const STORES_BY_ADDRESS_PATH = '/dt/api/storeList/storesByAddressOrCoordinates';

/** GET /dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress={addr}&mileRadius=100, in the answer's order. */
export const getStoresByAddress = (address: string, signal?: AbortSignal): Promise<ApiResult<Store[]>> =>
  attempt(STORES_BY_ADDRESS_CALL, async () =>
    decodeStores(
      STORES_BY_ADDRESS_CALL,
      await sessionRequest<unknown>(STORES_BY_ADDRESS_PATH, {
        searchParams: { brand: 'NM', freeFormAddress: address, mileRadius: STORE_RADIUS_MILES },
        signal,
      }),
    ),
  );

/**
 * header.md §7 "GET stores site /info/{storeId}.json: returns name" (errors
 * logged by the caller): the name of the store dt_selected_store holds, for
 * the mini-cart's pickup line and the header's Our Stores button.
 */
export const getStoreName = (storeId: string, signal?: AbortSignal): Promise<ApiResult<string>> =>
  attempt('GET /info/{storeId}.json', async () => {
    const data = await sessionRequest<unknown>(
      hostUrl($config.get().hosts.stores, `/info/${encodeURIComponent(storeId)}.json`),
      { signal },
    );
    const name = isRecord(data) ? fieldText(data.name) : '';
    if (!name) throw new BadAnswerError(`GET /info/${storeId}.json answered ${describeBody(data)} without a name`);
    return name;
  });
