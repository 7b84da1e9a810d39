// header.md §4 "Credentials (cloud identity)": temporary AWS credentials from
// Cognito Identity for the session, a federated login or the guest.
import type { IdentityConfig } from '@nm/core';
import type { CredentialsProviderOptions } from './provider';

export { createCredentialsProvider, type CredentialsProvider, type CredentialsProviderOptions } from './provider';
export { CredentialsError } from './model/rules';

/** The provider's options from the page's `identity` config (`identityEndpoint` is the endpoint). */
export function credentialsOptionsFromConfig(
  identity: IdentityConfig,
  extra: Pick<CredentialsProviderOptions, 'idToken' | 'now'> = {},
): CredentialsProviderOptions {
  return {
    region: identity.region,
    identityPoolId: identity.identityPoolId,
    userPoolId: identity.userPoolId,
    endpoint: identity.identityEndpoint,
    ...extra,
  };
}
