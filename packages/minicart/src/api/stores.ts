import {
  $config, attempt, BadAnswerError, describeBody, hostUrl, isRecord, sessionRequest, toNumber, webStorage, type ApiResult,
} from '@nm/core';
import type { Store } from '../model/pickupStore';

/** minicart.md §9: store search radius 100 miles. */
const STORE_RADIUS_MILES = 100;
/** minicart.md §3: the all-stores cache in session storage. */
const ALL_STORES_KEY = 'allStoresAddr_nm';
/** minicart.md §7 leaves the all-stores file's path unshown; it sits beside /info/{storeId}.json on the stores site. */
const ALL_STORES_PATH = '/info/allStores.json';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function decodeStore(raw: unknown): Store | null {
  if (!isRecord(raw)) return null;
  const storeId = text(raw.storeId);
  if (!storeId) return null;
  const services = isRecord(raw.storeServices) ? raw.storeServices : {};
  const inStore = isRecord(services.inStoreShopping) ? services.inStoreShopping : {};
  const availability = isRecord(raw.skuAvailability) ? raw.skuAvailability : {};
  return {
    storeId,
    storeNumber: text(raw.storeNumber),
    name: text(raw.name),
    distance: toNumber(raw.distance),
    isOpen: inStore.isOpen === true,
    inventoryAvailable: availability.inventoryAvailable === true,
  };
}

/** A list of stores, alone or wrapped ({ stores: [...] }); anything else is a bad answer. */
function decodeStores(call: string, data: unknown): Store[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.stores) ? data.stores : null;
  if (!list) throw new BadAnswerError(`${call} answered ${describeBody(data)}, not a list of stores`);
  return list.map(decodeStore).filter((s): s is Store => s !== null);
}

/*
 * minicart.md §7 writes these three calls without `{base}`, like getCart and
 * count: they are page-relative (only the oco-cart-items calls carry the API
 * base host), so they go to the page's own origin.
 */
const STORES_PATH = '/dt/api/stores';
const STORES_BY_ADDRESS_PATH = '/dt/api/storeList/storesByAddressOrCoordinates';
const DELIVERY_PATH = '/dt/api/deliveryShip';

/** GET /dt/api/stores?brandCode=nm&freeFormAddress={zip}&skuId={sku}&quantity={qty} */
export const getStoresForSku = (zip: string, skuId: string, quantity: number, signal?: AbortSignal): Promise<ApiResult<Store[]>> =>
  attempt('GET /dt/api/stores', async () => decodeStores('GET /dt/api/stores', await sessionRequest<unknown>(STORES_PATH, {
    searchParams: { brandCode: 'nm', freeFormAddress: zip, skuId, quantity }, signal,
  })));

/** GET /dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress={addr}&mileRadius=100 */
export const getStoresByAddress = (address: string, signal?: AbortSignal): Promise<ApiResult<Store[]>> =>
  attempt('GET storesByAddressOrCoordinates', async () => decodeStores('GET storesByAddressOrCoordinates',
    await sessionRequest<unknown>(STORES_BY_ADDRESS_PATH, {
      searchParams: { brand: 'NM', freeFormAddress: address, mileRadius: STORE_RADIUS_MILES }, signal,
    })));

/** GET /info/{storeId}.json on the stores site: the store's name. */
export const getStoreName = (storeId: string, signal?: AbortSignal): Promise<ApiResult<string>> =>
  attempt('GET /info/{storeId}.json', async () => {
    const data = await sessionRequest<unknown>(hostUrl($config.get().hosts.stores, `/info/${encodeURIComponent(storeId)}.json`), { signal });
    const name = isRecord(data) ? text(data.name) : '';
    if (!name) throw new BadAnswerError(`GET /info/${storeId}.json answered ${describeBody(data)} without a name`);
    return name;
  });

/** The all-stores address file, read once per session and kept in session storage (minicart.md §3). */
export const getAllStores = (signal?: AbortSignal): Promise<ApiResult<Store[]>> =>
  attempt('GET all-stores file', async () => {
    const cached = webStorage.readJson<unknown>('session', ALL_STORES_KEY);
    if (Array.isArray(cached)) return cached.map(decodeStore).filter((s): s is Store => s !== null);
    const stores = decodeStores('GET all-stores file', await sessionRequest<unknown>(hostUrl($config.get().hosts.stores, ALL_STORES_PATH), { signal }));
    webStorage.writeJson('session', ALL_STORES_KEY, stores);
    return stores;
  });

/** POST /dt/api/deliveryShip { zipCode, skuIds } → sameDayDelivery.available. */
export const checkDelivery = (zipCode: string, skuIds: string[], signal?: AbortSignal): Promise<ApiResult<boolean>> =>
  attempt('POST /dt/api/deliveryShip', async () => {
    const data = await sessionRequest<unknown>(DELIVERY_PATH, { method: 'POST', json: { zipCode, skuIds }, signal });
    if (!isRecord(data)) throw new BadAnswerError(`POST /dt/api/deliveryShip answered ${describeBody(data)}`);
    const sameDay = isRecord(data.sameDayDelivery) ? data.sameDayDelivery : {};
    return sameDay.available === true;
  });
