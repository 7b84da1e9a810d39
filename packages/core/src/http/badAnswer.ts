/** A body that is not what the call promises (minicart.md §7 "never trust the shape"). */
export class BadAnswerError extends Error {
  override readonly name = 'BadAnswerError';
}

/** What a bad answer was, for its error message: "nothing", "a list", the start of a text, or its type. */
export function describeBody(data: unknown): string {
  if (data === null || data === undefined) return 'nothing';
  if (Array.isArray(data)) return 'a list';
  if (typeof data === 'string') return `text ${JSON.stringify(data.slice(0, 40))}`;
  return typeof data;
}
