import { logErrorOnce, webStorage } from '@nm/core';
import { FEDERATED_INFO_KEY, guestIdentityKey } from './model/constants';
import { decodeFederatedInfo, decodeStoredIdentityId, type FederatedInfo } from './model/rules';

/**
 * The credentials' two local-storage keys, read defensively: the page owns its
 * storage, and another script (or an older Amplify build) may have written
 * anything there. A log line names the key, never the value: both values are
 * identity material, and the federated one holds a token.
 */

/**
 * `aws-amplify-federatedInfo`, or null. Not read with readJson: a JSON parse
 * error's message quotes the start of the text, which here is a token. A
 * corrupt value is logged once and ignored (left in place: it is the page's).
 */
export function readFederatedInfo(): FederatedInfo | null {
  const raw = webStorage.readRaw('local', FEDERATED_INFO_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const info = decodeFederatedInfo(parsed);
  if (!info)
    logErrorOnce(
      `credentials:corrupt:${FEDERATED_INFO_KEY}`,
      `localStorage "${FEDERATED_INFO_KEY}" is not federated info ({ provider, token }); it was ignored`,
    );
  return info;
}

export function removeFederatedInfo(): void {
  webStorage.remove('local', FEDERATED_INFO_KEY);
}

/** The cached guest identity of this pool, or undefined; a value that is not an identity ID is logged and removed. */
export function readGuestIdentityId(identityPoolId: string): string | undefined {
  const key = guestIdentityKey(identityPoolId);
  const raw = webStorage.readRaw('local', key);
  if (raw === null) return undefined;
  const identityId = decodeStoredIdentityId(raw);
  if (identityId === undefined) {
    logErrorOnce(`credentials:corrupt:${key}`, `localStorage "${key}" is not an identity ID; it was cleared`);
    webStorage.remove('local', key);
  }
  return identityId;
}

/**
 * Kept as a JSON string: core's storage writes JSON (readGuestIdentityId also
 * reads the bare form Amplify wrote).
 */
export function writeGuestIdentityId(identityPoolId: string, identityId: string): void {
  webStorage.writeJson('local', guestIdentityKey(identityPoolId), identityId);
}

export function removeGuestIdentityId(identityPoolId: string): void {
  webStorage.remove('local', guestIdentityKey(identityPoolId));
}
