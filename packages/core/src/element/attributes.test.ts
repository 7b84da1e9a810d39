import { describe, expect, it, vi } from 'vitest';
import { attributeName, parseAttribute, type PropSpec } from './attributes';

const spec = <T>(kind: PropSpec['kind'], def: T): PropSpec<T> => ({ kind, default: def });

describe('ARCHITECTURE.md Traps (r2wc): "<nm-x open> passes undefined, not true" — boolean attributes follow HTML', () => {
  it.each<[string, string | null, boolean, boolean]>([
    ['present with no value (<nm-minicart open>)', '', false, true],
    ['present as open="open"', 'open', false, true],
    ['present as "true"', 'true', false, true],
    ['"false" written by a template engine', 'false', true, false],
    ['absent, default false', null, false, false],
    ['absent, default true: absence still means false', null, true, false],
  ])('%s → %s', (_label, value, def, expected) => {
    const onInvalid = vi.fn();
    expect(parseAttribute(spec('boolean', def), value, onInvalid)).toBe(expected);
    expect(onInvalid).not.toHaveBeenCalled();
  });
});

describe('ARCHITECTURE.md Traps (r2wc): "removing an attribute leaves the old value" — removal returns the default', () => {
  it.each<[PropSpec['kind'], unknown]>([
    ['string', 'drawer'],
    ['number', 10_000],
    ['json', { a: 1 }],
  ])('%s attribute removed (null) → default, without complaint', (kind, def) => {
    const onInvalid = vi.fn();
    expect(parseAttribute(spec(kind, def), null, onInvalid)).toBe(def);
    expect(onInvalid).not.toHaveBeenCalled();
  });
});

describe('minicart.md §9 numeric attributes (e.g. auto-close 10000 ms)', () => {
  it.each<[string, number]>([
    ['10000', 10_000],
    ['0', 0],
    ['-5', -5],
    ['2.5', 2.5],
    [' 300 ', 300],
    ['1e3', 1000],
  ])('%j → %d', (value, expected) => {
    const onInvalid = vi.fn();
    expect(parseAttribute(spec('number', 10_000), value, onInvalid)).toBe(expected);
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it.each(['', '   ', 'abc', '10s', 'NaN', 'Infinity'])('%j → default, and onInvalid names the value', (value) => {
    const onInvalid = vi.fn();
    expect(parseAttribute(spec('number', 10_000), value, onInvalid)).toBe(10_000);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toContain(`"${value}"`);
  });
});

describe('JSON attributes', () => {
  it.each<[string, unknown]>([
    ['{"TYPEAHEAD":true}', { TYPEAHEAD: true }],
    ['[1,2]', [1, 2]],
    ['3', 3],
    ['null', null],
  ])('%s parses', (value, expected) => {
    const onInvalid = vi.fn();
    expect(parseAttribute(spec('json', {}), value, onInvalid)).toEqual(expected);
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it.each(['{TYPEAHEAD:true}', "{'a':1}", '', '{"a":'])('invalid %j → default and onInvalid called once', (value) => {
    const def = { fallback: true };
    const onInvalid = vi.fn();
    expect(parseAttribute(spec('json', def), value, onInvalid)).toBe(def);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toMatch(/JSON/);
  });
});

describe('string attributes', () => {
  it.each<[string, string]>([
    ['flyout', 'flyout'],
    ['', ''],
    ['  spaced  ', '  spaced  '],
  ])('%j → %j (kept as written)', (value, expected) => {
    expect(parseAttribute(spec('string', 'drawer'), value, vi.fn())).toBe(expected);
  });
});

describe('HTML authors write kebab-case attributes for camelCase props', () => {
  it.each<[string, string]>([
    ['open', 'open'],
    ['showZeroValue', 'show-zero-value'],
    ['autoCloseMs', 'auto-close-ms'],
    ['userName', 'user-name'],
    ['miniCartApiUrl', 'mini-cart-api-url'],
  ])('%s → %s', (prop, attribute) => {
    expect(attributeName(prop)).toBe(attribute);
  });
});
