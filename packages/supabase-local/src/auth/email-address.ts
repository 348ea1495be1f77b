import { authErrors } from './errors';

// The pattern of github.com/badoux/checkmail's ValidateFormat, which GoTrue's validateEmail applies.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * GoTrue's check of an address it is about to store or mail (sign-up, recovery, magic links,
 * invitations, admin create and update, e-mail change): too long or malformed — control
 * characters included — is a 400 before the database sees it.
 */
export function assertEmailFormat(email: string): void {
  if (email.length > 255) throw authErrors.validation('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw authErrors.validation('Unable to validate email address: invalid format');
}

/**
 * Whether a signing-in address can be looked up at all: Postgres text holds no NUL, so no
 * account has one, and GoTrue answers an address no account has with invalid credentials.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}
