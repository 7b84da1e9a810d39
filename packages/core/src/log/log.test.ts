import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { logError, logErrorOnce, logWarning, resetLogOnce } from './log';

let error: MockInstance<typeof console.error>;
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  resetLogOnce();
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('one console voice for every widget', () => {
  it('an error names the widgets, with its cause when there is one', () => {
    const cause = new Error('boom');
    logError('Cart failed');
    logError('Count failed', cause);
    expect(error.mock.calls).toEqual([['[nm-widgets] Cart failed'], ['[nm-widgets] Count failed', cause]]);
  });

  it('a warning names the widgets too', () => {
    logWarning('Unknown attribute');
    expect(warn.mock.calls).toEqual([['[nm-widgets] Unknown attribute']]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logErrorOnce: once per key, whatever the message; another key logs again; reset forgets', () => {
    logErrorOnce('k1', 'first', 'why');
    logErrorOnce('k1', 'second');
    logErrorOnce('k2', 'third');
    expect(error.mock.calls).toEqual([['[nm-widgets] first', 'why'], ['[nm-widgets] third']]);
    resetLogOnce();
    logErrorOnce('k1', 'again');
    expect(error).toHaveBeenCalledTimes(3);
  });
});
