import { loginMessages, mfaMessages, throttleMessages } from './messages';

/**
 * The Czech text for an Auth refusal the user can act on, by Auth's error code; undefined for
 * codes the forms handle otherwise (a ban leads to /blocked) or that carry no advice.
 */
export function authRefusalMessage(code: string | undefined): string | undefined {
  switch (code) {
    case 'invalid_credentials':
      return loginMessages.invalidCredentials;
    case 'over_request_rate_limit':
      return throttleMessages.tooManyRequests;
    case 'over_email_send_rate_limit':
      return throttleMessages.tooManyEmails;
    case 'mfa_verification_failed':
      return mfaMessages.wrongCode;
    // A challenge older than five minutes: a fresh code answers a fresh challenge.
    case 'mfa_challenge_expired':
      return mfaMessages.expiredCode;
    case 'insufficient_aal':
      return mfaMessages.needsAal2;
    default:
      return undefined;
  }
}
