import { $config, hostUrl, isCartResponse, sessionRequest, type CartResponse } from '@nm/core';
import { decodeCart } from './cart';
import { BadAnswerError, describeBody } from './badAnswer';
import { attempt, type ApiResult } from './result';

/**
 * The cart-items service's calls (minicart.md §7), on the API base host: only
 * the panels make them, so they stay out of the initial script.
 */
const api = (path: string) => hostUrl($config.get().hosts.api, path);

/** minicart.md §7: {base}/oco-cart-items/v3/{userId}/cart/item/{itemId}, option sourceApp=WN. */
export const REMOVE_PATH = '/oco-cart-items/v3/{userId}/cart/item/';
export const REMOVE_SOURCE_APP = 'WN';
/** minicart.md §7: {base}/oco-cart-items/v3/{userId}/cart/merge. */
export const MERGE_PATH = '/oco-cart-items/v3/{userId}/cart/merge';
/** The merge answer (minicart.md §3): two carts, either may be missing. */
export interface MergeAnswer {
  sessionItems: CartResponse | null;
  additionalItems: CartResponse | null;
}

export const getMerge = (signal?: AbortSignal): Promise<ApiResult<MergeAnswer>> =>
  attempt('GET cart/merge', async () => {
    const data = await sessionRequest<unknown>(api(MERGE_PATH), { signal });
    if (!isCartResponse(data)) throw new BadAnswerError(`GET cart/merge answered ${describeBody(data)}`);
    return {
      sessionItems: isCartResponse(data.sessionItems) ? data.sessionItems : null,
      additionalItems: isCartResponse(data.additionalItems) ? data.additionalItems : null,
    };
  });

export const postMerge = (signal?: AbortSignal): Promise<ApiResult<CartResponse>> =>
  attempt('POST cart/merge', async () => {
    const data = await sessionRequest<unknown>(api(MERGE_PATH), { method: 'POST', json: { replaceCart: false }, signal });
    return decodeCart('POST cart/merge', data);
  });

/** minicart.md §4, §5: a non-object answer is a failure like any other. */
export const removeCartItem = (itemId: string, signal?: AbortSignal): Promise<ApiResult<CartResponse>> =>
  attempt('DELETE cart/item', async () => {
    const data = await sessionRequest<unknown>(api(`${REMOVE_PATH}${encodeURIComponent(itemId)}`), {
      method: 'DELETE', searchParams: { sourceApp: REMOVE_SOURCE_APP }, signal,
    });
    return decodeCart('DELETE cart/item', data);
  });

