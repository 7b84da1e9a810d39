/** A whole number from 0, below 100000 (a count's bounds, whatever its source). */
export function isValidCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100_000;
}

/**
 * The one reading of "a count" wherever one comes in from outside: the
 * bridge's `setCount`, `updateMiniCartItemCountEvent`, a cart's
 * `shoppingCart.totalQuantity` and the count service. A whole number from 0
 * (below 100000), as a number or as a string of digits (JSP pages print
 * values into scripts as text, so `"3"` and `3` mean the same count). Nothing
 * else is a count: not `-1`, `1.5`, `"1e2"`, `"0x10"`, `Infinity`, `true`, `[3]`.
 */
export function decodeCount(value: unknown): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!/^\d{1,6}$/.test(text)) return null;
    const n = Number(text);
    return isValidCount(n) ? n : null;
  }
  return isValidCount(value) ? value : null;
}

/** For log lines: what a refused value was, without dumping a whole object. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  const primitive = value as boolean | bigint | symbol;
  return `${typeof primitive} ${String(primitive)}`;
}
