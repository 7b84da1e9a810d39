/**
 * One console voice for every widget. Bad input must be reported once with a
 * message naming its cause; repeating the same complaint on every render or
 * every retry buries the first one, so messages are de-duplicated by key.
 */
const PREFIX = '[nm-widgets]';
const reported = new Set<string>();

export function logError(message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`${PREFIX} ${message}`);
  else console.error(`${PREFIX} ${message}`, cause);
}

export function logWarning(message: string): void {
  console.warn(`${PREFIX} ${message}`);
}

/** Logs `message` only the first time `key` is seen in this page's life. */
export function logErrorOnce(key: string, message: string, cause?: unknown): void {
  if (reported.has(key)) return;
  reported.add(key);
  logError(message, cause);
}

/** For tests: forget what has been reported. */
export function resetLogOnce(): void {
  reported.clear();
}
