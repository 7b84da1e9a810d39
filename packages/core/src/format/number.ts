/**
 * minicart.md §5: "Price may arrive as a string and is converted to a
 * number." Accepts numbers and strings such as "1,250.00" or "$99"; anything
 * else (NaN, objects, empty strings) is null, never NaN.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s,$₹]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}
