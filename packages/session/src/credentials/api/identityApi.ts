// The modular client and the two commands only, never the aggregated
// `CognitoIdentity` class (which carries every operation of the service):
// this code ships in the session's lazy chunk.
import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import { MAX_ATTEMPTS, type CredentialSource } from '../model/constants';
import { decodeCredentialsAnswer, decodeGetIdAnswer, serviceFailure, type IdentityCredentials } from '../model/rules';

/**
 * header.md §7 "A cloud identity service: get identity ID and temporary
 * credentials" through the AWS SDK's own Cognito Identity client.
 *
 * Retries (header.md §8 "The cloud client retries on throttling and 5xx", §9
 * "up to 3 attempts with delay cap 20 s and retry quota 500") are the SDK's
 * standard retry strategy, not ours. What it does, read in the installed
 * @aws-sdk/client-cognito-identity 3.1164.0 / @smithy/core 3.41.0
 * (node_modules/@smithy/core/dist-es/submodules/retry/):
 * - util-retry/config.js: DEFAULT_MAX_ATTEMPTS = 3, DEFAULT_RETRY_MODE = "standard"
 *   (runtimeConfig.browser.js uses both); we pass maxAttempts 3 and retryMode
 *   'standard' anyway, so AWS_MAX_ATTEMPTS / ~/.aws/config cannot change them
 *   under Node;
 * - util-retry/constants.js: MAXIMUM_RETRY_DELAY = 20 * 1000 (the 20 s cap),
 *   INITIAL_RETRY_TOKENS = 500 (the retry quota; not a client option);
 * - util-retry/retries-2026-config.js: base delay 50 ms, throttling base
 *   1,000 ms, a retry costs 14 tokens (5 for throttling);
 * - util-retry/DefaultRetryBackoffStrategy.js: delay = random() × min(base × 2^n, 20,000) ms
 *   (full jitter), so the first retry after a throttle waits 0 to 1 s;
 * - service-error-classification: throttling = HTTP 429 or names such as
 *   TooManyRequestsException and LimitExceededException; transient = 500,
 *   502, 503, 504, timeouts, connection resets; other 4xx are not retried.
 * The quota lives on the client's strategy, so one client serves a provider.
 *
 * GetId and GetCredentialsForIdentity are unsigned (the client's auth scheme
 * for both is smithy.api#noAuth), so no AWS credentials are needed to call them.
 */
export interface IdentityApi {
  getId(identityPoolId: string, logins?: Record<string, string>): Promise<string>;
  getCredentials(
    identityId: string,
    source: CredentialSource,
    logins?: Record<string, string>,
  ): Promise<IdentityCredentials>;
}

export function createIdentityApi(options: { region: string; endpoint?: string | undefined }): IdentityApi {
  const client = new CognitoIdentityClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    maxAttempts: MAX_ATTEMPTS,
    retryMode: 'standard',
  });
  return {
    async getId(identityPoolId, logins) {
      let answer;
      try {
        answer = await client.send(
          new GetIdCommand({ IdentityPoolId: identityPoolId, ...(logins ? { Logins: logins } : {}) }),
        );
      } catch (error) {
        throw serviceFailure('GetId', error);
      }
      return decodeGetIdAnswer(answer);
    },
    async getCredentials(identityId, source, logins) {
      let answer;
      try {
        answer = await client.send(
          new GetCredentialsForIdentityCommand({ IdentityId: identityId, ...(logins ? { Logins: logins } : {}) }),
        );
      } catch (error) {
        throw serviceFailure('GetCredentialsForIdentity', error);
      }
      return decodeCredentialsAnswer(answer, identityId, source);
    },
  };
}
