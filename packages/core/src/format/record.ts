/** A plain JSON object (not null, not an array): the first check when decoding an answer, cookie or stored value. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
