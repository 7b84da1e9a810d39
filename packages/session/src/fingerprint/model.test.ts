import { describe, expect, it } from 'vitest';
import {
  analyticsScriptAttributes,
  buildDeviceSignalPayload,
  buildLogRecord,
  decodeFingerprintConfig,
  decodeLookup,
  decodeLookupV2,
  isStoredFingerprintValid,
  lookupKindFor,
  type VisitorFingerprint,
} from './model';

const NOW = 1_700_000_000; // seconds

describe('header.md §4 "Fingerprint caching": valid only while stored date plus expiration (seconds) is in the future', () => {
  it.each<[string, unknown, unknown, unknown, boolean]>([
    ['stored 10 s ago, kept 60 s', 'abc', NOW - 10, 60, true],
    ['stored 59 s ago, kept 60 s (1 s left)', 'abc', NOW - 59, 60, true],
    ['stored 60 s ago, kept 60 s (ends now: not in the future)', 'abc', NOW - 60, 60, false],
    ['stored 61 s ago, kept 60 s', 'abc', NOW - 61, 60, false],
    ['stored now, kept 0 s', 'abc', NOW, 0, false],
    ['stored now, kept 1 s', 'abc', NOW, 1, true],
    ['local storage gives digit strings', 'abc', String(NOW - 10), '60', true],
    ["a day's expiration as text", 'abc', String(NOW - 86_399), '86400', true],
    ['no fpid', null, NOW - 10, 60, false],
    ['empty fpid', '', NOW - 10, 60, false],
    ['blank fpid', '   ', NOW - 10, 60, false],
    ['no fpStoredDate', 'abc', null, 60, false],
    ['no fingerprintExpiration', 'abc', NOW - 10, null, false],
    ['fpStoredDate not a number', 'abc', 'yesterday', 60, false],
    ['fingerprintExpiration not a number', 'abc', NOW - 10, 'soon', false],
    ['fingerprintExpiration negative', 'abc', NOW - 10, '-60', false],
    ['fingerprintExpiration fractional', 'abc', NOW - 10, '60.5', false],
    ['fingerprintExpiration in exponent form', 'abc', NOW - 10, '1e9', false],
    ['fingerprintExpiration with spaces', 'abc', NOW - 10, ' 60 ', false],
    ['fingerprintExpiration "Infinity"', 'abc', NOW - 10, 'Infinity', false],
    ['fpStoredDate in milliseconds (in the future as seconds)', 'abc', (NOW - 10) * 1000, 60, false],
    ['fpStoredDate later than now (tampered)', 'abc', NOW + 3600, 60, false],
  ])('%s → %s', (_label, fpid, fpStoredDate, fingerprintExpiration, valid) => {
    expect(isStoredFingerprintValid({ fpid, fpStoredDate, fingerprintExpiration }, NOW)).toBe(valid);
  });
});

describe('header.md §3 "Fingerprint config response" decoded at the boundary', () => {
  it.each<[string, unknown, number]>([
    ['numbers', { fingerprintKey: 'k', fingerprintExpiration: 86400, fingerprintEndpoint: 'https://fp.test' }, 86400],
    [
      'the expiration as a digit string',
      { fingerprintKey: 'k', fingerprintExpiration: '86400', fingerprintEndpoint: '' },
      86400,
    ],
    ['zero seconds', { fingerprintKey: '', fingerprintExpiration: 0, fingerprintEndpoint: '' }, 0],
  ])('accepts %s', (_label, body, seconds) => {
    const decoded = decodeFingerprintConfig(body);
    expect(decoded).toMatchObject({ ok: true, value: { fingerprintExpiration: seconds } });
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'the answer is null'],
    ['a list', [], 'the answer is a list'],
    ['text', 'Oops', 'the answer is "Oops"'],
    ['no fingerprintKey', { fingerprintExpiration: 1, fingerprintEndpoint: '' }, 'fingerprintKey is missing'],
    [
      'a numeric fingerprintKey',
      { fingerprintKey: 7, fingerprintExpiration: 1, fingerprintEndpoint: '' },
      'fingerprintKey is 7',
    ],
    ['no fingerprintEndpoint', { fingerprintKey: 'k', fingerprintExpiration: 1 }, 'fingerprintEndpoint is missing'],
    ['no fingerprintExpiration', { fingerprintKey: 'k', fingerprintEndpoint: '' }, 'fingerprintExpiration is missing'],
    [
      'a negative expiration',
      { fingerprintKey: 'k', fingerprintExpiration: -1, fingerprintEndpoint: '' },
      'fingerprintExpiration is -1',
    ],
    [
      'a fractional expiration',
      { fingerprintKey: 'k', fingerprintExpiration: 1.5, fingerprintEndpoint: '' },
      'fingerprintExpiration is 1.5',
    ],
    [
      'an expiration in words',
      { fingerprintKey: 'k', fingerprintExpiration: 'one day', fingerprintEndpoint: '' },
      'fingerprintExpiration is "one day"',
    ],
    [
      'an object expiration',
      { fingerprintKey: 'k', fingerprintExpiration: {}, fingerprintEndpoint: '' },
      'fingerprintExpiration is an object',
    ],
  ])('refuses %s, naming the cause', (_label, body, problem) => {
    const decoded = decodeFingerprintConfig(body);
    expect(decoded.ok).toBe(false);
    expect((decoded as { problem: string }).problem).toContain(problem);
  });
});

const result = (over: Partial<VisitorFingerprint> = {}): VisitorFingerprint => ({
  visitorId: 'v1',
  requestId: 'r1',
  confidenceScore: 0.99,
  incognito: null,
  device: { platform: 'Linux x86_64', ip: '203.0.113.9', ipLocation: { city: 'Dallas' }, ipInfo: { v4: {} } },
  ...over,
});

describe('header.md §3 "Logged fingerprint record", §5 low confidence, §8 failures', () => {
  it.each<[string, number, string]>([
    ['0.99', 0.99, 'success'],
    ['exactly 0.95', 0.95, 'success'],
    ['0.9499 (below 0.95)', 0.9499, 'low confidence'],
    ['0.7 (the open-source agent on Linux)', 0.7, 'low confidence'],
    ['0', 0, 'low confidence'],
    ['NaN', Number.NaN, 'low confidence'],
  ])('confidence %s → message %s', (_label, score, message) => {
    expect(buildLogRecord({ result: result({ confidenceScore: score }) }).message).toBe(message);
  });

  it('group fpDefault by default, the {email} placeholder, score, incognito, ids, device fields without IP and IP location', () => {
    expect(buildLogRecord({ result: result() })).toEqual({
      group: 'fpDefault',
      message: 'success',
      confidenceScore: 0.99,
      incognito: null,
      visitorId: 'v1',
      requestId: 'r1',
      platform: 'Linux x86_64',
      email: '{email}',
    });
  });

  it('a given group is kept; an empty one is fpDefault', () => {
    expect(buildLogRecord({ group: 'fpTest', result: result() }).group).toBe('fpTest');
    expect(buildLogRecord({ group: '', result: result() }).group).toBe('fpDefault');
  });

  it("a device field cannot override the record's own fields", () => {
    const record = buildLogRecord({ result: result({ device: { message: 'x', email: 'a@b.c', group: 'g' } }) });
    expect(record).toMatchObject({ message: 'success', email: '{email}', group: 'fpDefault' });
  });

  it.each<[string, unknown, string]>([
    ['an Error', new Error('canvas blocked'), 'canvas blocked'],
    ['a string', 'timeout', 'timeout'],
    ['an Error without a message', new TypeError(''), 'TypeError'],
  ])('a failure (%s) → message error and the error text', (_label, error, text) => {
    expect(buildLogRecord({ error })).toEqual({ group: 'fpDefault', message: 'error', error: text, email: '{email}' });
  });

  it.each<[string, VisitorFingerprint | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['an empty visitorId', result({ visitorId: '' })],
  ])('a missing result (%s) → message no user data', (_label, missing) => {
    expect(buildLogRecord({ result: missing })).toEqual({
      group: 'fpDefault',
      message: 'no user data',
      email: '{email}',
    });
  });
});

describe('header.md §3 "Fraud device-signal payload"', () => {
  const input = {
    deviceTransactionId: 't1',
    ubaId: 'uca1',
    ubaSessionId: 's1',
    pageId: '/c/shoes',
    userAction: 'pageLoad',
    storedFpid: 'fp1',
  };

  it("carries the spec's field names, eventSource web and visitorId from fpid", () => {
    expect(buildDeviceSignalPayload(input)).toEqual({
      deviceTransactionID: 't1',
      ubaID: 'uca1',
      ubaSessionID: 's1',
      pageID: '/c/shoes',
      eventSource: 'web',
      userAction: 'pageLoad',
      visitorId: 'fp1',
    });
  });

  it.each<[string, string | null, string | null]>([
    ['no fpid', null, null],
    ['an empty fpid', '', null],
    ['a blank fpid', '  ', null],
    ['an fpid with spaces', ' fp1 ', 'fp1'],
  ])('%s → visitorId %s', (_label, storedFpid, visitorId) => {
    expect(buildDeviceSignalPayload({ ...input, storedFpid }).visitorId).toBe(visitorId);
  });

  it.each<[string, string | undefined]>([
    ['no', undefined],
    ['an empty', ''],
  ])('%s ubaId → ANONYMOUS (header.md §9)', (_label, ubaId) => {
    expect(buildDeviceSignalPayload({ ...input, ubaId }).ubaID).toBe('ANONYMOUS');
  });
});

describe('header.md §7 behavioural-analytics script attributes', () => {
  it.each<[string, boolean, string | undefined, Record<string, string>]>([
    ['event mode', true, undefined, { dvct: '500', dvc: 'a' }],
    ['event mode with dvci', true, 'sess-1', { dvct: '500', dvc: 'a', dvci: 'sess-1' }],
    ['event mode, empty dvci', true, '', { dvct: '500', dvc: 'a' }],
    ['non-event mode', false, undefined, { dvc: 'd' }],
    ['non-event mode ignores dvci', false, 'sess-1', { dvc: 'd' }],
  ])('%s', (_label, eventMode, dvci, attributes) => {
    expect(analyticsScriptAttributes(eventMode, dvci)).toEqual(attributes);
  });
});

describe('header.md §3 "Fingerprint lookup response" and §7 v2 texts', () => {
  it.each<[string, unknown, unknown]>([
    ['strings', { uca_id: 'u1', cmd_id: 'c1' }, { ucaId: 'u1', cmdId: 'c1' }],
    ['numbers', { uca_id: 12, cmd_id: 34 }, { ucaId: '12', cmdId: '34' }],
  ])('decodes %s', (_label, body, value) => {
    expect(decodeLookup(body)).toEqual({ ok: true, value });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['text', 'Oops'],
    ['no cmd_id', { uca_id: 'u1' }],
    ['an empty uca_id', { uca_id: '', cmd_id: 'c1' }],
    ['a list', []],
  ])('refuses %s', (_label, body) => {
    expect(decodeLookup(body).ok).toBe(false);
  });

  it.each(['Finger Print/Adobe Id not found', 'Fingerprint not found'])(
    'v2 "%s" is nobody known, not an error',
    (text) => {
      expect(decodeLookupV2(text)).toEqual({ ok: true, value: null });
    },
  );

  it('v2 still decodes ids, and refuses other text', () => {
    expect(decodeLookupV2({ uca_id: 'u1', cmd_id: 'c1' })).toEqual({ ok: true, value: { ucaId: 'u1', cmdId: 'c1' } });
    expect(decodeLookupV2('Not found').ok).toBe(false);
  });

  it('pzpId for a guest, p13nId signed in (README.md)', () => {
    expect(lookupKindFor(false)).toBe('pzpId');
    expect(lookupKindFor(true)).toBe('p13nId');
  });
});
