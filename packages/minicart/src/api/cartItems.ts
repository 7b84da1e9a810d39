import {
  $config,
  attempt,
  BadAnswerError,
  cartProblem,
  describeBody,
  hostUrl,
  isRecord,
  sessionRequest,
  type ApiResult,
  type CartResponse,
} from '@nm/core';
import { cartShipments } from '../model/cart';
import { decodeCart } from './cart';

/**
 * The cart-items service's calls (minicart.md §7), on the API base host: only
 * the panels make them, so they stay out of the initial script.
 */
const api = (path: string) => hostUrl($config.get().hosts.api, path);

/** minicart.md §7: {base}/oco-cart-items/v3/{userId}/cart/item/{itemId}, option sourceApp=WN. */
const REMOVE_PATH = '/oco-cart-items/v3/{userId}/cart/item/';
const REMOVE_SOURCE_APP = 'WN';
/** minicart.md §7: {base}/oco-cart-items/v3/{userId}/cart/merge. */
const MERGE_PATH = '/oco-cart-items/v3/{userId}/cart/merge';
/** The merge answer (minicart.md §3): two carts, either may be missing. */
export interface MergeAnswer {
  sessionItems: CartResponse | null;
  additionalItems: CartResponse | null;
}

/**
 * Each of the two is a cart or null (core's `cartProblem`). An answer that
 * gives the flow nothing to show (no session cart with shipments, no
 * additional cart) is a failure naming both causes, not a silent empty bag.
 */
function decodeMerge(data: unknown): MergeAnswer {
  if (!isRecord(data)) throw new BadAnswerError(`GET cart/merge answered ${describeBody(data)}`);
  const sessionProblem = cartProblem(data.sessionItems);
  const additionalProblem = cartProblem(data.additionalItems);
  const sessionItems = sessionProblem === null ? (data.sessionItems as CartResponse) : null;
  const additionalItems = additionalProblem === null ? (data.additionalItems as CartResponse) : null;
  if (!additionalItems && !(sessionItems && cartShipments(sessionItems).length > 0)) {
    throw new BadAnswerError(
      `GET cart/merge answered no cart to show: sessionItems ${sessionProblem ?? 'has no shipments'}; additionalItems ${String(additionalProblem)}`,
    );
  }
  return { sessionItems, additionalItems };
}

export const getMerge = (signal?: AbortSignal): Promise<ApiResult<MergeAnswer>> =>
  attempt('GET cart/merge', async () => decodeMerge(await sessionRequest<unknown>(api(MERGE_PATH), { signal })));

export const postMerge = (signal?: AbortSignal): Promise<ApiResult<CartResponse>> =>
  attempt('POST cart/merge', async () => {
    const data = await sessionRequest<unknown>(api(MERGE_PATH), {
      method: 'POST',
      json: { replaceCart: false },
      signal,
    });
    return decodeCart('POST cart/merge', data);
  });

/** minicart.md §4, §5: a non-object answer is a failure like any other. */
export const removeCartItem = (itemId: string, signal?: AbortSignal): Promise<ApiResult<CartResponse>> =>
  attempt('DELETE cart/item', async () => {
    const data = await sessionRequest<unknown>(api(`${REMOVE_PATH}${encodeURIComponent(itemId)}`), {
      method: 'DELETE',
      searchParams: { sourceApp: REMOVE_SOURCE_APP },
      signal,
    });
    return decodeCart('DELETE cart/item', data);
  });
