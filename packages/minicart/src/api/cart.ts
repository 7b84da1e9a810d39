import { cartQuantity, isCartResponse, sessionRequest, toNumber, type CartResponse, type CartService } from '@nm/core';
import { BadAnswerError, describeBody } from './badAnswer';

/** minicart.md §7: POST /dt/api/getCart/{userId}, no body. */
export const GET_CART_PATH = '/dt/api/getCart/{userId}';
/** minicart.md §7: GET /cart/api/count/{userId}, answers a number. */
export const COUNT_PATH = '/cart/api/count/{userId}';

export function decodeCart(call: string, data: unknown): CartResponse {
  if (!isCartResponse(data)) throw new BadAnswerError(`${call} answered ${describeBody(data)}, not a cart`);
  return data;
}

export async function fetchCart(signal?: AbortSignal): Promise<CartResponse> {
  const data = await sessionRequest<unknown>(GET_CART_PATH, { method: 'POST', signal });
  return decodeCart('POST /dt/api/getCart', data);
}

export async function fetchCount(signal?: AbortSignal): Promise<number> {
  const data = await sessionRequest<unknown>(COUNT_PATH, { signal });
  // Some deployments wrap the number ({ count }) or send it as text; the cart shape is accepted too.
  const count = toNumber(data) ?? toNumber((data as { count?: unknown } | null)?.count) ?? (isCartResponse(data) ? cartQuantity(data) : null);
  if (count === null || !Number.isInteger(count) || count < 0) throw new BadAnswerError(`${COUNT_PATH} answered ${JSON.stringify(data)?.slice(0, 60)}, not a count`);
  return count;
}

export const cartService: CartService = { fetchCart: () => fetchCart(), fetchCount: () => fetchCount() };
