/** header.md §4 and §8: the credentials' error texts, word for word. */
export const INVALID_SOURCE = 'invalid source';
export const NO_IDENTITY_POOL = 'No Cognito Federated Identity pool provided';
export const NO_REGION = 'region is not configured for getting the credentials';
export const NO_IDENTITY_ID = 'Response from Amazon Cognito contained no identity ID';

/**
 * Not in the spec: the AWS SDK's own texts for the same answers
 * (@aws-sdk/credential-provider-cognito-identity, fromCognitoIdentity).
 */
export const NO_CREDENTIALS = 'Response from Amazon Cognito contained no credentials';
export const NO_ACCESS_KEY_ID = 'Response from Amazon Cognito contained no access key ID';
export const NO_SECRET_KEY = 'Response from Amazon Cognito contained no secret key';

/**
 * Not in the spec. A session source without a signed-in user: §8's text for a
 * failed session check. A session source without a user pool id (the Logins
 * key needs it). A federation source without usable federated info.
 */
export const NO_CURRENT_USER = 'No current user';
export const NO_USER_POOL = 'user pool is not configured for getting the credentials';
export const NO_FEDERATED_INFO = 'No federated info';
