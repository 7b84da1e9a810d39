// The visitor fingerprint and fraud signals (issue 9; header.md §3, §4 "Fingerprint caching", §5, §7, §8, §9).
// Decisions the spec leaves open: ./README.md.
export { loadFingerprintConfig } from './api';
export { startFingerprint, type StartFingerprintOptions } from './start';
export { sendDeviceSignal, ubaSessionId, type DeviceSignalOptions, type GetCredentials, type SigningCredentials } from './deviceSignal';
export { insertAnalyticsScript, type AnalyticsScriptOptions } from './analyticsScript';
export type {
  DeviceSignalPayload, FingerprintConfig, FingerprintLogRecord, FingerprintLookup, LookupKind, VisitorFingerprint,
} from './model';
