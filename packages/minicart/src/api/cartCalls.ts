import { attempt, type ApiResult, type CartResponse } from '@nm/core';
import { fetchCart, fetchCount } from './cart';

/**
 * The cart and count calls as typed results, for the panels. The throwing
 * versions (cart.ts) serve the bridge and the count refresh in the initial
 * script, which keeps these wrappers out of it.
 */
export const getCart = (signal?: AbortSignal): Promise<ApiResult<CartResponse>> =>
  attempt('POST /dt/api/getCart', () => fetchCart(signal));

export const getCount = (signal?: AbortSignal): Promise<ApiResult<number>> =>
  attempt('GET /cart/api/count', () => fetchCount(signal));
