import { pageClock, webStorage, type Cancel, type Clock } from '@nm/core';
import { RECENT_TERM_DEBOUNCE_MS, RECENT_TERM_SESSION_KEY } from '../model/constants';

export interface RecentTermWriter {
  /** The box now holds this text. */
  typed(text: string): void;
  /** The field goes away: a pending write is dropped. */
  cancel(): void;
}

/**
 * header.md §9 "recent-term debounce 500 ms", with §3's session key
 * `recently_searched`. Our reading (docs/search.md): the term in the box is
 * written to session storage 500 ms after the shopper stops typing, so the
 * page knows the last term typed even when the shopper leaves without
 * searching. One write per pause, never one per key; a blank box writes
 * nothing (the last term stays).
 */
export function createRecentTermWriter(
  write: (term: string) => void = (term) => webStorage.writeJson('session', RECENT_TERM_SESSION_KEY, term),
  delayMs = RECENT_TERM_DEBOUNCE_MS,
  clock: Clock = pageClock,
): RecentTermWriter {
  let cancelTimer: Cancel | undefined;
  let last: string | null = null;
  return {
    typed(text) {
      cancelTimer?.();
      const term = text.trim();
      if (!term || term === last) return;
      cancelTimer = clock.after(delayMs, () => {
        last = term;
        write(term);
      });
    },
    cancel() {
      cancelTimer?.();
    },
  };
}
