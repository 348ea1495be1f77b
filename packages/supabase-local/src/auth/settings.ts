import { authErrors, AuthError } from './errors';

/**
 * GoTrue's switches a project sets (hosted: the dashboard's Auth settings; self-hosted: these
 * environment variables), read under GoTrue's own names.
 */
export interface AuthSettings {
  /** GOTRUE_DISABLE_SIGNUP: no new users through sign-up (admins still create them). */
  disableSignup: boolean;
  /** GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: `signInAnonymously`. */
  anonymousUsers: boolean;
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-up answers a session at once instead of mailing a confirmation. */
  mailerAutoconfirm: boolean;
  /** GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: an e-mail change is confirmed from both addresses. */
  secureEmailChange: boolean;
  /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a password change needs the reauthentication nonce. */
  updatePasswordRequireReauthentication: boolean;
  /** GOTRUE_PASSWORD_MIN_LENGTH (never below 6). */
  passwordMinLength: number;
  /** GOTRUE_PASSWORD_REQUIRED_CHARACTERS: sets of characters, `:`-separated, each of which a password must use. */
  passwordRequiredCharacters: string[];
  /** GOTRUE_JWT_EXP: seconds an access token lives. */
  jwtExpiry: number;
}

/**
 * Hosted Supabase's defaults, except autoconfirm: the stack stands in for `supabase start`, whose
 * config turns e-mail confirmations off, and the app's flows sign up without a mailbox.
 */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  disableSignup: false,
  anonymousUsers: false,
  mailerAutoconfirm: true,
  secureEmailChange: true,
  updatePasswordRequireReauthentication: false,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  jwtExpiry: 3600,
};

const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads 72 bytes; GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;

/** Go's strconv.ParseBool, which GoTrue's configuration loader uses. */
function goBool(name: string, value: string): boolean {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(value)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got '${value}'`);
}

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return number;
}

/** GoTrue's `:`-separated list, where `\:` is a colon inside a set. */
export function parseRequiredCharacters(value: string): string[] {
  const sets: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] as string;
    if (char === '\\' && value[index + 1] === ':') {
      current += ':';
      index += 1;
    } else if (char === ':') {
      sets.push(current);
      current = '';
    } else current += char;
  }
  sets.push(current);
  return sets.filter((set) => set !== '');
}

export function authSettingsFromEnv(env: Record<string, string | undefined>): AuthSettings {
  const settings = { ...DEFAULT_AUTH_SETTINGS };
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const flag = (name: string, key: 'disableSignup' | 'anonymousUsers' | 'mailerAutoconfirm' | 'secureEmailChange' | 'updatePasswordRequireReauthentication') => {
    const value = read(name);
    if (value !== undefined) settings[key] = goBool(name, value);
  };
  flag('GOTRUE_DISABLE_SIGNUP', 'disableSignup');
  flag('GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED', 'anonymousUsers');
  flag('GOTRUE_MAILER_AUTOCONFIRM', 'mailerAutoconfirm');
  flag('GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED', 'secureEmailChange');
  flag('GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION', 'updatePasswordRequireReauthentication');
  const minLength = read('GOTRUE_PASSWORD_MIN_LENGTH');
  if (minLength !== undefined) settings.passwordMinLength = Math.max(MIN_PASSWORD_LENGTH, wholeNumber('GOTRUE_PASSWORD_MIN_LENGTH', minLength));
  const required = read('GOTRUE_PASSWORD_REQUIRED_CHARACTERS');
  if (required !== undefined) settings.passwordRequiredCharacters = parseRequiredCharacters(required);
  const expiry = read('GOTRUE_JWT_EXP');
  // GoTrue treats 0 as unset.
  if (expiry !== undefined) settings.jwtExpiry = wholeNumber('GOTRUE_JWT_EXP', expiry) || DEFAULT_AUTH_SETTINGS.jwtExpiry;
  return settings;
}

/** GoTrue's password strength check: length, then the required character sets; all reasons at once. */
export function assertPasswordStrength(password: unknown, settings: AuthSettings): string {
  if (typeof password !== 'string') throw weakPassword(['length'], [lengthMessage(settings)]);
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password) < settings.passwordMinLength) {
    reasons.push('length');
    messages.push(lengthMessage(settings));
  }
  if (settings.passwordRequiredCharacters.some((set) => ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${settings.passwordRequiredCharacters.join(', ')}.`);
  }
  if (reasons.length > 0) throw weakPassword(reasons, messages);
  return password;
}

const lengthMessage = (settings: AuthSettings) => `Password should be at least ${settings.passwordMinLength} characters.`;
const weakPassword = (reasons: string[], messages: string[]) => new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
