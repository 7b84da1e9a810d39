/**
 * header.md §4 "Credentials (cloud identity)", §8 and §9: the numbers, keys and
 * names of the cloud identity credentials. Tests assert the spec's literals,
 * not these constants.
 */

/** §4: "Credentials come from one of three sources: session (user-pool sign-in), federation, or guest". */
export const CREDENTIAL_SOURCES = ['session', 'federation', 'guest'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

/** §4, §9: "Credentials refresh after 3,000,000 ms (50 minutes)". */
export const CREDENTIALS_REFRESH_MS = 3_000_000;

/** §4: "Clearing credentials removes stored federated info" (local storage, the key Amplify used). */
export const FEDERATED_INFO_KEY = 'aws-amplify-federatedInfo';

/** §4: "Guest identity is anonymous and cached by identity pool" (local storage, the key Amplify used). */
export function guestIdentityKey(identityPoolId: string): string {
  return `CognitoIdentityId-${identityPoolId}`;
}

/**
 * §9: "cloud client retries up to 3 attempts with delay cap 20 s and retry
 * quota 500". Only the attempts are a client option; the delay cap and the
 * quota are the SDK's standard strategy's own constants (see api/identityApi.ts).
 */
export const MAX_ATTEMPTS = 3;

/** §8: "Cloud identity error names handled generically". */
export const SERVICE_ERROR_NAMES = [
  'ExternalServiceException',
  'InternalErrorException',
  'InvalidParameterException',
  'NotAuthorizedException',
  'ResourceConflictException',
  'ResourceNotFoundException',
  'TooManyRequestsException',
  'LimitExceededException',
] as const;
export type ServiceErrorName = (typeof SERVICE_ERROR_NAMES)[number];

/**
 * Amplify's names for the common identity providers, mapped to the Logins key
 * Cognito Identity expects (a provider not listed is used as its own key, as
 * Amplify did: e.g. an OIDC issuer host or a SAML provider ARN).
 */
export const FEDERATION_DOMAINS: Readonly<Record<string, string>> = {
  google: 'accounts.google.com',
  facebook: 'graph.facebook.com',
  amazon: 'www.amazon.com',
  developer: 'cognito-identity.amazonaws.com',
};
