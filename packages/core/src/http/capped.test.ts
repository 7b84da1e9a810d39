import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import { decodeCapped } from './capped';

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

const evenOrNull = (entry: unknown) => (typeof entry === 'number' && entry % 2 === 0 ? entry : null);

describe('decodeCapped: a service\'s list, at most `cap` kept (docs/ARCHITECTURE.md "Caps on what a service answers")', () => {
  it.each([
    ['under the cap', [0, 2, 4], 5, [0, 2, 4], false],
    ['exactly the cap', [0, 2, 4], 3, [0, 2, 4], false],
    ['over the cap', [0, 2, 4, 6, 8], 3, [0, 2, 4], true],
    ['refused entries do not count', [1, 0, 3, 2, 5, 4], 3, [0, 2, 4], false],
    ['refused entries past the cap still say the list was longer', [0, 2, 4, 1], 3, [0, 2, 4], true],
    ['empty', [], 3, [], false],
  ])('%s', (_name, list, cap, kept, logged) => {
    expect(decodeCapped('GET /things', list, cap, evenOrNull)).toEqual(kept);
    expect(errorSpy).toHaveBeenCalledTimes(logged ? 1 : 0);
  });

  it('decodes no further than it keeps: a 40,000-entry answer costs `cap` decodes', () => {
    const decode = vi.fn((entry: unknown) => entry);
    expect(
      decodeCapped(
        'GET /stores',
        Array.from({ length: 40_000 }, (_, i) => i),
        100,
        decode,
      ),
    ).toHaveLength(100);
    expect(decode).toHaveBeenCalledTimes(100);
  });

  it('logs once per call, naming it, the length and the cap', () => {
    decodeCapped('GET /stores', [1, 2, 3], 2, (e) => e);
    decodeCapped('GET /stores', [1, 2, 3, 4], 2, (e) => e);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]![0])).toBe(
      '[nm-widgets] GET /stores answered 3 entries; only the first 2 are kept, the rest are dropped',
    );
  });
});
