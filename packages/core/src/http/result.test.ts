import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BadAnswerError, describeBody } from './badAnswer';
import { attempt, isAbort, logFailure } from './result';

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('attempt: one call as a typed result', () => {
  it('the data on success; a thrown error as a failure naming the call', async () => {
    expect(await attempt('GET x', async () => 3)).toEqual({ ok: true, data: 3 });
    const error = new BadAnswerError('GET x answered nothing');
    expect(
      await attempt('GET x', async () => {
        throw error;
      }),
    ).toEqual({ ok: false, call: 'GET x', error });
    expect(error.name).toBe('BadAnswerError');
  });
});

describe('minicart.md §8, header.md §8: logs name what a bad answer was (describeBody)', () => {
  it.each<[string, unknown, string]>([
    ['null', null, 'nothing'],
    ['undefined', undefined, 'nothing'],
    ['a list', [1], 'a list'],
    ['text, cut at 40 characters', `${'x'.repeat(40)}yz`, `text "${'x'.repeat(40)}"`],
    ['a number', 5, 'number'],
    ['an object', {}, 'object'],
  ])('%s → %s', (_label, body, described) => {
    expect(describeBody(body)).toBe(described);
  });
});

describe('minicart.md §8, header.md §8: which failures are logged (to the console only, naming the widget and the call)', () => {
  it.each<[string, unknown, boolean]>([
    ['an AbortError DOMException', new DOMException('gone', 'AbortError'), false],
    ['an Error named AbortError (ky, a polyfill)', Object.assign(new Error('gone'), { name: 'AbortError' }), false],
    ['a TimeoutError DOMException', new DOMException('slow', 'TimeoutError'), true],
    ['an Error', new Error('AbortError'), true],
    ['a plain object named AbortError', { name: 'AbortError' }, true],
  ])('%s → logged: %s', (_label, error, logged) => {
    expect(isAbort(error)).toBe(!logged);
    logFailure({ ok: false, call: 'GET x', error }, 'Minicart');
    expect(errorSpy).toHaveBeenCalledTimes(logged ? 1 : 0);
    if (logged) expect(String(errorSpy.mock.calls[0]![0])).toContain('Minicart: GET x failed');
  });

  it('each failure is logged, with the widget it is from', () => {
    logFailure({ ok: false, call: 'GET giv-cards PROMO', error: new Error('500') }, 'Header');
    logFailure({ ok: false, call: 'GET giv-cards PROMO', error: new Error('500') }, 'Header');
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(String(errorSpy.mock.calls[0]![0])).toContain('Header: GET giv-cards PROMO failed');
  });

  it('a success is not logged', () => {
    logFailure({ ok: true, data: 1 }, 'Minicart');
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('isAbort: an aborted request (replaced, or its element gone) is not a failure', () => {
  it.each<[string, unknown, boolean]>([
    ['a DOMException named AbortError', new DOMException('x', 'AbortError'), true],
    ['an Error named AbortError', Object.assign(new Error('x'), { name: 'AbortError' }), true],
    ['a DOMException of another name', new DOMException('x', 'TimeoutError'), false],
    ['an Error', new Error('AbortError'), false],
    ['a plain object named AbortError', { name: 'AbortError' }, false],
    ['a string', 'AbortError', false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isAbort(error)).toBe(expected);
  });
});
