import type { StackResponse } from '../http/types';

/** A GoTrue error: HTTP status, machine code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  userBanned: (status = 400) => new AuthError(status, 'user_banned', 'User is banned'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  refreshNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionGone: () => new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found'),
  refreshBanned: () => new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFoundInJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  reauthenticationNeeded: () => new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** A link (token hash) that is unknown, used or too old. */
  linkExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  otpSignupDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  userWithEmailNotFound: () => new AuthError(404, 'user_not_found', 'User with this email not found'),
  /** GoTrue's answer when the database refuses a write (a failing trigger …): no SQL leaks. */
  databaseFailure: (message: string) => new AuthError(500, 'unexpected_failure', message),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () => new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  badDuration: (value: string) => new AuthError(400, 'validation_failed', `invalid format for ban duration: ${value}`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  // GoTrue sends no Retry-After; the stack adds it so a caller knows how long to wait.
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(retryAfterSeconds) }),
  overEmailSendRateLimit: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded', {}, { 'retry-after': String(retryAfterSeconds) }),
  /** The same address asked again within GOTRUE_SMTP_MAX_FREQUENCY. */
  emailSentTooRecently: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`, {}, { 'retry-after': String(retryAfterSeconds) }),
};

export const API_VERSION = '2024-01-01';

/**
 * auth-js reads `error.code` from the body only when the response carries the API-version
 * header; without the request header GoTrue answers its legacy shape.
 */
export function renderAuthError(error: AuthError, requestHeaders: Record<string, string>): StackResponse {
  const versioned = requestHeaders['x-supabase-api-version'] !== undefined;
  const body = versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-sb-error-code': error.code,
      ...error.headers,
      ...(versioned ? { 'x-supabase-api-version': API_VERSION } : {}),
    },
    body: JSON.stringify(body),
  };
}
