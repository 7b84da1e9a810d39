import { logErrorOnce } from '../log/log';

/**
 * Decodes a list a service answered, keeping at most `cap` entries (docs/ARCHITECTURE.md "Caps on what a service
 * answers"). Entries are decoded in order until `cap` are kept, so a huge answer costs `cap` decodes, never its
 * length; what follows is dropped, with one line per call naming it, how many it answered and the cap. Entries
 * `decode` refuses (null) are left out and do not count.
 */
export function decodeCapped<T>(
  call: string,
  list: readonly unknown[],
  cap: number,
  decode: (entry: unknown) => T | null,
): T[] {
  const kept: T[] = [];
  let next = 0;
  while (next < list.length && kept.length < cap) {
    const entry = decode(list[next]);
    next += 1;
    if (entry !== null) kept.push(entry);
  }
  if (next < list.length) {
    logErrorOnce(
      `capped:${call}`,
      `${call} answered ${list.length} entries; only the first ${cap} are kept, the rest are dropped`,
    );
  }
  return kept;
}
