/**
 * The fingerprint rules of header.md §3, §4 "Fingerprint caching", §5, §7 and
 * §8 as pure functions: no DOM, no network, no stores. The spec's words and
 * numbers live here; the decisions the spec leaves open are written down in
 * ./README.md.
 */
import { isRecord } from '@nm/core';

// ── header.md §3 "Local storage keys" ────────────────────────────────────────
export const FPID_KEY = 'fpid';
/** Seconds since the epoch. */
export const FP_STORED_DATE_KEY = 'fpStoredDate';
/** Seconds. */
export const FP_EXPIRATION_KEY = 'fingerprintExpiration';

// ── header.md §7 "GET /dt/config" and §3 "Fingerprint config response" ─────
const CONFIG_KEYS = ['fingerprintKey', 'fingerprintExpiration', 'fingerprintEndpoint'] as const;
/** The `configkey` header lists the keys asked for. */
export const CONFIG_KEY_HEADER = CONFIG_KEYS.join(',');

// ── header.md §5, §7, §8, §9 ─────────────────────────────────────────────────
/** §7 uca-logger: "group, default fpDefault". */
export const DEFAULT_GROUP = 'fpDefault';
/** §5, §9: "Fingerprint confidence score below 0.95 is logged as low confidence". */
const LOW_CONFIDENCE_THRESHOLD = 0.95;
/** Our wording (the spec names the case, not the text): README.md. */
const MESSAGE_OK = 'success';
const MESSAGE_LOW_CONFIDENCE = 'low confidence';
/** §8: "logged with message 'error' and the error text". */
const MESSAGE_ERROR = 'error';
/** §8: "a missing result is logged as 'no user data'". */
const MESSAGE_NO_DATA = 'no user data';
/** §3 "Logged fingerprint record": the email is the placeholder, never the shopper's address. */
const EMAIL_PLACEHOLDER = '{email}';
/** §7 uca-logger: "level info". */
export const LOG_LEVEL = 'info';
/** §7: the lookup's error text, exactly. */
export const LOOKUP_ERROR = 'Error getting PZP id';
/** §7 GET /dt/api/v2/…: the two answers that mean "no one known for this fingerprint". */
const V2_NOT_FOUND_TEXTS = ['Finger Print/Adobe Id not found', 'Fingerprint not found'] as const;
/** §3 "Fraud device-signal payload": eventSource "always web". */
const EVENT_SOURCE = 'web';
/** §9: "anonymous user identifier ANONYMOUS", our ubaID before the shopper is known. */
const ANONYMOUS_ID = 'ANONYMOUS';

// ── header.md §7 behavioural-analytics script ────────────────────────────────
export const ANALYTICS_SCRIPT_ID = 'bcn';
export const ANALYTICS_SCRIPT_PATH = '/bcn.js';

// ─────────────────────────────────────────────────────────────────────────────

export interface FingerprintConfig {
  /** The fingerprinting service's public key (unused by the open-source agent: README.md). */
  fingerprintKey: string;
  /** How long a stored fingerprint stays valid, in seconds. */
  fingerprintExpiration: number;
  /** The fingerprinting service's endpoint (unused by the open-source agent: README.md). */
  fingerprintEndpoint: string;
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; problem: string };

const DIGITS = /^\d+$/;

/**
 * A whole, non-negative number of seconds, from a number or a digit string
 * (config services and local storage hand numbers over as text). Anything
 * else (a fraction, a sign, an exponent, spaces, NaN, Infinity) is not one.
 */
function decodeSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && DIGITS.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** header.md §3 "Fingerprint config response", decoded at the boundary. */
export function decodeFingerprintConfig(body: unknown): Decoded<FingerprintConfig> {
  if (!isRecord(body)) return { ok: false, problem: `the answer is ${describe(body)}, not an object` };
  const { fingerprintKey, fingerprintExpiration, fingerprintEndpoint } = body;
  if (typeof fingerprintKey !== 'string')
    return { ok: false, problem: `fingerprintKey is ${describe(fingerprintKey)}, not a string` };
  if (typeof fingerprintEndpoint !== 'string')
    return { ok: false, problem: `fingerprintEndpoint is ${describe(fingerprintEndpoint)}, not a string` };
  const seconds = decodeSeconds(fingerprintExpiration);
  if (seconds === null)
    return {
      ok: false,
      problem: `fingerprintExpiration is ${describe(fingerprintExpiration)}, not a whole number of seconds`,
    };
  return { ok: true, value: { fingerprintKey, fingerprintExpiration: seconds, fingerprintEndpoint } };
}

/** For log lines: what a value is, without echoing a long or sensitive one. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length <= 20 ? JSON.stringify(value) : 'a long string';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'undefined') return 'missing';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export interface StoredFingerprint {
  fpid: unknown;
  fpStoredDate: unknown;
  fingerprintExpiration: unknown;
}

/**
 * header.md §4 "Fingerprint caching": "A stored fingerprint is valid only
 * while stored date plus expiration (seconds) is in the future". Corrupt
 * values are not valid: an empty or non-text id, a date or an expiration that
 * is not a whole number of seconds, and a stored date later than now (a date
 * written in milliseconds, a clock moved back, or a tampered value that would
 * otherwise keep the id for ever).
 */
export function isStoredFingerprintValid(stored: StoredFingerprint, nowSeconds: number): boolean {
  if (typeof stored.fpid !== 'string' || stored.fpid.trim() === '') return false;
  const storedDate = decodeSeconds(stored.fpStoredDate);
  const expiration = decodeSeconds(stored.fingerprintExpiration);
  if (storedDate === null || expiration === null) return false;
  if (storedDate > nowSeconds) return false;
  return storedDate + expiration > nowSeconds;
}

/** What one computation of the visitor fingerprint gives (./agent.ts). */
export interface VisitorFingerprint {
  visitorId: string;
  /** Ours, one per computation (the open-source agent has none): README.md. */
  requestId: string;
  confidenceScore: number;
  /** The open-source agent cannot tell: always null (README.md). */
  incognito: boolean | null;
  /** Device details for the logged record. */
  device: Record<string, unknown>;
}

/** §3 "device details (IP and IP location removed)"; ipInfo is the service's newer name for the location. */
const DROPPED_DEVICE_FIELDS = new Set(['ip', 'ipLocation', 'ipInfo']);

export interface FingerprintLogRecord {
  group: string;
  message: string;
  email: string;
  confidenceScore?: number;
  incognito?: boolean | null;
  visitorId?: string;
  requestId?: string;
  error?: string;
  [deviceField: string]: unknown;
}

export interface LogRecordInput {
  group?: string;
  result?: VisitorFingerprint | null;
  error?: unknown;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : String(error);
}

/**
 * header.md §3 "Logged fingerprint record", §5 and §8: the `data` of the
 * uca-logger call. A failure is `error` with its text; no result is `no user
 * data`; otherwise the score decides between `success` and `low confidence`.
 * The record's own fields win over a device field of the same name.
 */
export function buildLogRecord({ group = DEFAULT_GROUP, result, error }: LogRecordInput): FingerprintLogRecord {
  const base = { group: group || DEFAULT_GROUP, email: EMAIL_PLACEHOLDER };
  if (error !== undefined) return { ...base, message: MESSAGE_ERROR, error: errorText(error) };
  if (!result || !result.visitorId) return { ...base, message: MESSAGE_NO_DATA };
  const device = Object.fromEntries(Object.entries(result.device).filter(([key]) => !DROPPED_DEVICE_FIELDS.has(key)));
  const low = !(result.confidenceScore >= LOW_CONFIDENCE_THRESHOLD);
  return {
    ...device,
    ...base,
    message: low ? MESSAGE_LOW_CONFIDENCE : MESSAGE_OK,
    confidenceScore: result.confidenceScore,
    incognito: result.incognito,
    visitorId: result.visitorId,
    requestId: result.requestId,
  };
}

/** header.md §3 "Fraud device-signal payload", field names as written. */
export interface DeviceSignalPayload {
  deviceTransactionID: string;
  ubaID: string;
  ubaSessionID: string;
  pageID: string;
  eventSource: typeof EVENT_SOURCE;
  userAction: string;
  /** From local storage `fpid`; null before any fingerprint was kept. */
  visitorId: string | null;
}

export interface DeviceSignalInput {
  deviceTransactionId: string;
  ubaId?: string;
  ubaSessionId: string;
  pageId: string;
  userAction: string;
  /** The raw local-storage `fpid`. */
  storedFpid: string | null;
}

export function buildDeviceSignalPayload(input: DeviceSignalInput): DeviceSignalPayload {
  const fpid = input.storedFpid?.trim();
  return {
    deviceTransactionID: input.deviceTransactionId,
    ubaID: input.ubaId || ANONYMOUS_ID,
    ubaSessionID: input.ubaSessionId,
    pageID: input.pageId,
    eventSource: EVENT_SOURCE,
    userAction: input.userAction,
    visitorId: fpid ? fpid : null,
  };
}

/**
 * header.md §7 behavioural-analytics script: event mode carries `dvct` 500,
 * `dvc` a and, when given, `dvci`; non-event mode carries `dvc` d.
 */
export function analyticsScriptAttributes(eventMode: boolean, dvci?: string): Record<string, string> {
  if (!eventMode) return { dvc: 'd' };
  return dvci ? { dvct: '500', dvc: 'a', dvci } : { dvct: '500', dvc: 'a' };
}

/** header.md §3 "Fingerprint lookup response". */
export interface FingerprintLookup {
  ucaId: string;
  cmdId: string;
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
};

/** `{ uca_id, cmd_id }`, both present; anything else is a wrong answer. */
export function decodeLookup(body: unknown): Decoded<FingerprintLookup> {
  if (!isRecord(body)) return { ok: false, problem: `the answer is ${describe(body)}, not { uca_id, cmd_id }` };
  const ucaId = idOf(body.uca_id);
  const cmdId = idOf(body.cmd_id);
  if (ucaId === null) return { ok: false, problem: `uca_id is ${describe(body.uca_id)}` };
  if (cmdId === null) return { ok: false, problem: `cmd_id is ${describe(body.cmd_id)}` };
  return { ok: true, value: { ucaId, cmdId } };
}

export const isV2NotFound = (body: unknown): boolean =>
  typeof body === 'string' && (V2_NOT_FOUND_TEXTS as readonly string[]).includes(body.trim());

/** The v2 lookup: the ids, or null when the answer is one of the spec's two not-found texts. */
export function decodeLookupV2(body: unknown): Decoded<FingerprintLookup | null> {
  if (isV2NotFound(body)) return { ok: true, value: null };
  return decodeLookup(body);
}

/** `pzpId` for a guest, `p13nId` for a signed-in customer: README.md. */
export type LookupKind = 'pzpId' | 'p13nId';
export const lookupKindFor = (signedIn: boolean): LookupKind => (signedIn ? 'p13nId' : 'pzpId');
