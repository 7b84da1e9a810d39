import {
  $config,
  attempt,
  BadAnswerError,
  decodeStores,
  describeBody,
  hostUrl,
  isRecord,
  sessionRequest,
  webStorage,
  type ApiResult,
  type Store,
} from '@nm/core';

/** minicart.md §3: the all-stores cache in session storage. */
const ALL_STORES_KEY = 'allStoresAddr_nm';
/** minicart.md §7 leaves the all-stores file's path unshown; it sits beside /info/{storeId}.json on the stores site. */
const ALL_STORES_PATH = '/info/allStores.json';

/*
 * minicart.md §7 writes these calls without `{base}`, like getCart and
 * count: they are page-relative (only the oco-cart-items calls carry the API
 * base host), so they go to the page's own origin.
 */
const STORES_PATH = '/dt/api/stores';
const DELIVERY_PATH = '/dt/api/deliveryShip';

/** GET /dt/api/stores?brandCode=nm&freeFormAddress={zip}&skuId={sku}&quantity={qty} */
export const getStoresForSku = (
  zip: string,
  skuId: string,
  quantity: number,
  signal?: AbortSignal,
): Promise<ApiResult<Store[]>> =>
  attempt('GET /dt/api/stores', async () =>
    decodeStores(
      'GET /dt/api/stores',
      await sessionRequest<unknown>(STORES_PATH, {
        searchParams: { brandCode: 'nm', freeFormAddress: zip, skuId, quantity },
        signal,
      }),
    ),
  );

/** GET /info/{storeId}.json on the stores site (core's: the header's Our Stores button asks it too). */
export { getStoreName } from '@nm/core';

/** The all-stores address file, read once per session and kept in session storage (minicart.md §3). */
export const getAllStores = (signal?: AbortSignal): Promise<ApiResult<Store[]>> =>
  attempt('GET all-stores file', async () => {
    const cached = webStorage.readJson<unknown>('session', ALL_STORES_KEY);
    // Session storage is page-writable: the cached copy is capped like the answer it came from.
    if (Array.isArray(cached)) return decodeStores('session storage all-stores file', cached);
    const stores = decodeStores(
      'GET all-stores file',
      await sessionRequest<unknown>(hostUrl($config.get().hosts.stores, ALL_STORES_PATH), { signal }),
    );
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
