import { HttpError, requestJson } from '@nm/core';

/** What amazon-cognito-identity-js calls on its pool's `client` (its Client class's `request` and `requestWithRetry`). */
type Callback = (error: Error | null, data?: unknown) => void;
export interface UserPoolClient {
  request(operation: string, params: unknown, callback: Callback): void;
  requestWithRetry(operation: string, params: unknown, callback: Callback): void;
  promisifyRequest(operation: string, params: unknown): Promise<unknown>;
}

/** An error shaped as the library's own (it reads `code`, e.g. NotAuthorizedException clears the stored user). */
function poolError(code: string, message: string, statusCode?: number): Error {
  const error = new Error(message) as Error & { code: string; statusCode?: number };
  error.name = code;
  error.code = code;
  if (statusCode !== undefined) error.statusCode = statusCode;
  return error;
}

function errorOf(error: unknown): Error {
  if (error instanceof HttpError) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<string, unknown>;
    const type =
      typeof body.__type === 'string'
        ? body.__type
        : typeof body.code === 'string'
          ? body.code
          : error.response.headers.get('x-amzn-errortype');
    const code = type?.split(':')[0]?.split('#').pop() || 'UserPoolServiceError';
    const said =
      typeof body.message === 'string' ? body.message : typeof body.Message === 'string' ? body.Message : null;
    return poolError(code, said ?? `The user pool answered ${error.response.status}`, error.response.status);
  }
  if (error instanceof TypeError) return poolError('NetworkError', 'Network error');
  return error instanceof Error ? error : new Error(String(error));
}

/** An answer the library would read as a session must be an object; `{}` where tokens belong would throw inside it. */
function decode(operation: string, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw poolError('UnexpectedAnswer', `The user pool's ${operation} answer is not an object`);
  }
  const { AuthenticationResult, ChallengeName } = data as Record<string, unknown>;
  if (
    (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge') &&
    !(typeof AuthenticationResult === 'object' && AuthenticationResult !== null) &&
    typeof ChallengeName !== 'string'
  ) {
    throw poolError('UnexpectedAnswer', `The user pool's ${operation} answer has neither tokens nor a challenge`);
  }
  return data;
}

/**
 * The user pool's calls on core's HTTP client, so they follow the rule every
 * other call follows (header.md §7, README "HTTP"): a 3000 ms timeout and one
 * retry 1000 ms later when the answer is a 502 or its body says `status: 502`,
 * nothing else retried. The library's own client retries a token refresh on
 * any error with a jittered backoff for up to about 8 s: past the session's
 * wait, so a signed-in shopper was already addressed as a guest when it gave
 * up, and a 200 whose body said 502 was taken as an answer.
 */
export function createUserPoolClient(endpoint: string, credentials: RequestCredentials): UserPoolClient {
  const request = (operation: string, params: unknown, callback: Callback): void => {
    requestJson(endpoint, {
      method: 'POST',
      json: params,
      credentials,
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
        'Cache-Control': 'no-store',
      },
    })
      .then((data) => decode(operation, data))
      .then(
        // Outside the promise: a callback that throws must not be called a second time with its own error.
        (data) => {
          queueMicrotask(() => callback(null, data));
        },
        (error: unknown) => {
          queueMicrotask(() => callback(errorOf(error)));
        },
      );
  };
  return {
    request,
    requestWithRetry: request,
    promisifyRequest: (operation, params) =>
      new Promise((resolve, reject) => {
        request(operation, params, (error, data) => (error ? reject(error) : resolve(data)));
      }),
  };
}
