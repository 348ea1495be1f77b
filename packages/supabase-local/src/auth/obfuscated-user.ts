import { randomUUID } from 'node:crypto';
import type { AuthUser } from './users';

/**
 * What GoTrue answers a sign-up for an address that already has a confirmed account when
 * autoconfirm is off: a made-up unconfirmed user, as for a new address, so the answer does not
 * tell whether the address is registered.
 */
export function obfuscatedUser(email: string): AuthUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: email.toLowerCase(),
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
