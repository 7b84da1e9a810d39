import { attempt, BadAnswerError, describeBody, isRecord, sessionRequest, toNumber, type ApiResult } from '@nm/core';
import { STORE_RADIUS_MILES, type StoreListing } from '../model/stores';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function decodeStore(raw: unknown): StoreListing | null {
  if (!isRecord(raw)) return null;
  const storeId = text(raw.storeId);
  if (!storeId) return null;
  const services = isRecord(raw.storeServices) ? raw.storeServices : {};
  const inStore = isRecord(services.inStoreShopping) ? services.inStoreShopping : {};
  return {
    storeId,
    storeNumber: text(raw.storeNumber),
    name: text(raw.name) || `Store ${storeId}`,
    distance: toNumber(raw.distance),
    isOpen: inStore.isOpen === true,
  };
}

const CALL = 'GET storesByAddressOrCoordinates';
/** Page-relative, as the mini-cart's calls of the same path (header.md §7 writes it without a host). */
const PATH = '/dt/api/storeList/storesByAddressOrCoordinates';

/** GET /dt/api/storeList/storesByAddressOrCoordinates?brand=NM&freeFormAddress={addr}&mileRadius=100, nearest first. */
export const findStores = (address: string, signal?: AbortSignal): Promise<ApiResult<StoreListing[]>> =>
  attempt(CALL, async () => {
    const data = await sessionRequest<unknown>(PATH, { searchParams: { brand: 'NM', freeFormAddress: address, mileRadius: STORE_RADIUS_MILES }, signal });
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.stores) ? data.stores : null;
    if (!list) throw new BadAnswerError(`${CALL} answered ${describeBody(data)}, not a list of stores`);
    return list.map(decodeStore).filter((s): s is StoreListing => s !== null)
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  });
