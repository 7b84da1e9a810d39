/**
 * A field that should be text, decoded: a string trimmed, a finite number as
 * its digits (ids and numbers arrive both ways), anything else ''. The
 * decoders of the store list, the cart's lines and the header's offers read
 * their text fields with it. (A file of its own: record.ts is in the first
 * script, these decoders are not.)
 */
export const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
