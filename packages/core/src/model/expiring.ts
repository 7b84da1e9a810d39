/** header.md §3: several local-storage keys hold `{ value, expiryTime }`. */
export interface Expiring<T> {
  value: T;
  /** Milliseconds since the epoch. */
  expiryTime: number;
}

export function isExpiring(data: unknown): data is Expiring<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'value' in data &&
    typeof (data as { expiryTime?: unknown }).expiryTime === 'number'
  );
}
