import {
  BadAnswerError,
  cartProblem,
  cartQuantity,
  decodeCount,
  isCart,
  isRecord,
  sessionRequest,
  type CartResponse,
  type CartService,
} from '@nm/core';

/** minicart.md §7: POST /dt/api/getCart/{userId}, no body. */
const GET_CART_PATH = '/dt/api/getCart/{userId}';
/** minicart.md §7: GET /cart/api/count/{userId}, answers a number. */
const COUNT_PATH = '/cart/api/count/{userId}';

/**
 * A cart answer, decided at the boundary (what makes a cart: `cartProblem` in
 * core). `{}`, `{"foo":1}`, `{"shoppingCart":null}` or a negative or
 * infinite totalQuantity is a failure naming the cause, so the caller keeps
 * the cart and count it had, or shows the remove error.
 */
export function decodeCart(call: string, data: unknown): CartResponse {
  const problem = cartProblem(data);
  if (problem !== null) throw new BadAnswerError(`${call} answered no cart: ${problem}`);
  return data as CartResponse;
}

export async function fetchCart(signal?: AbortSignal): Promise<CartResponse> {
  const data = await sessionRequest<unknown>(GET_CART_PATH, { method: 'POST', signal });
  return decodeCart('POST /dt/api/getCart', data);
}

export async function fetchCount(signal?: AbortSignal): Promise<number> {
  const data = await sessionRequest<unknown>(COUNT_PATH, { signal });
  // Some deployments wrap the number ({ count }) or send it as text; the cart shape is accepted too.
  const count =
    decodeCount(data) ??
    (isRecord(data) ? decodeCount(data.count) : null) ??
    (isCart(data) ? cartQuantity(data) : null);
  if (count === null)
    throw new BadAnswerError(`${COUNT_PATH} answered ${JSON.stringify(data)?.slice(0, 60)}, not a count`);
  return count;
}

export const cartService: CartService = { fetchCart: () => fetchCart(), fetchCount: () => fetchCount() };
