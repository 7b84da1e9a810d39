import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defaultConfig, mergeConfig, validateConfigInput } from './config';

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('links.nmCreditCardHash (header.md §2 "/c/NM/{hash}": NM Credit Card)', () => {
  it('is absent by default: the account menu then has no NM Credit Card item', () => {
    expect(defaultConfig('www.neimanmarcus.com').links).toEqual({});
    expect(mergeConfig('localhost').links).toEqual({});
  });

  it.each(['abc123', 'A-b_C', 'x'.repeat(64)])('keeps one path segment %s', (hash) => {
    expect(validateConfigInput({ links: { nmCreditCardHash: hash } }, 'test')).toEqual({
      links: { nmCreditCardHash: hash },
    });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a slash', 'ab/cd'],
    ['a query', 'ab?x=1'],
    ['empty', ''],
    ['too long', 'x'.repeat(65)],
    ['a number', 12345],
    ['a script URL', 'javascript:alert(1)'],
  ])('drops %s, naming the key', (_, hash) => {
    expect(validateConfigInput({ links: { nmCreditCardHash: hash } }, 'test')).toEqual({ links: {} });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('"links.nmCreditCardHash"'));
  });

  it('reports an unknown link key and a links value that is not an object, keeping the rest', () => {
    expect(validateConfigInput({ links: { other: 'x', nmCreditCardHash: 'h1' } }, 'test')).toEqual({
      links: { nmCreditCardHash: 'h1' },
    });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('"links.other"'));
    expect(validateConfigInput({ links: 'h1', brand: 'HC' }, 'test')).toEqual({ brand: 'HC' });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('"links" must be an object'));
  });

  it('later layers win key by key', () => {
    expect(mergeConfig('localhost', { links: { nmCreditCardHash: 'first' } }, { links: {} }).links).toEqual({
      nmCreditCardHash: 'first',
    });
    expect(
      mergeConfig('localhost', { links: { nmCreditCardHash: 'first' } }, { links: { nmCreditCardHash: 'second' } })
        .links,
    ).toEqual({ nmCreditCardHash: 'second' });
  });
});
