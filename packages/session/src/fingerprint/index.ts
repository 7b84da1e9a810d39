// The visitor fingerprint and fraud signals (header.md §3, §4 "Fingerprint caching", §5, §7, §8, §9).
// Decisions the spec leaves open: ./README.md.
export { loadFingerprintConfig } from './api';
export { startFingerprint } from './start';
export { sendDeviceSignal, ubaSessionId, type GetCredentials } from './deviceSignal';
export { insertAnalyticsScript } from './analyticsScript';
