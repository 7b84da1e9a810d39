import { atom } from 'nanostores';
import { readJson, writeJson } from '../storage/webStorage';
import { logErrorOnce } from '../log/log';

/** minicart.md §9: the count survives page loads in session storage. */
export const COUNT_STORAGE_KEY = 'minicart_count';

export function isValidCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100_000;
}

/** Reads the stored count; a corrupt value is logged, cleared and read as 0. */
export function readStoredCount(): number {
  const stored = readJson<unknown>('session', COUNT_STORAGE_KEY);
  if (stored === null) return 0;
  const value = typeof stored === 'string' ? Number(stored) : stored;
  if (isValidCount(value)) return value;
  logErrorOnce('count-storage', `sessionStorage "${COUNT_STORAGE_KEY}" is not a count; using 0`);
  writeJson('session', COUNT_STORAGE_KEY, 0);
  return 0;
}

export const $count = atom<number>(0);

/**
 * Restores the count and keeps storage in step with it. Also re-reads it when
 * the page comes back from the back/forward cache, where another page of the
 * site may have changed the bag in the meantime.
 */
export function startCountPersistence(win: Window): () => void {
  $count.set(readStoredCount());
  const unlisten = $count.listen((count) => writeJson('session', COUNT_STORAGE_KEY, count));
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) $count.set(readStoredCount());
  };
  win.addEventListener('pageshow', onPageShow);
  return () => {
    unlisten();
    win.removeEventListener('pageshow', onPageShow);
  };
}
