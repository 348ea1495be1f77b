import type { SqlSession } from '../engine/executor';
import { authErrors } from './errors';
import { FACTOR_JSON, tidyFactor } from './factor-json';

/** The user JSON GoTrue answers, built in SQL; null optional timestamps are omitted. */
export interface AuthUser {
  id: string;
  email: string;
  [key: string]: unknown;
}

export interface UserRecord {
  user: AuthUser;
  encryptedPassword: string | null;
  isBanned: boolean;
  isConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

/**
 * GoTrue's users: instance the nil UUID, audience `authenticated` (its JWT_AUD). It writes both
 * on every user it creates and finds users only by them, so a row without them never signs in.
 */
export const OWN_USERS = `u.instance_id = '00000000-0000-0000-0000-000000000000' and u.aud = 'authenticated'`;

const USER_JSON = `json_build_object(
  'id', u.id, 'aud', u.aud, 'role', coalesce(u.role, 'authenticated'),
  'email', coalesce(u.email, ''), 'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'confirmed_at', u.confirmed_at, 'confirmation_sent_at', u.confirmation_sent_at,
  'recovery_sent_at', u.recovery_sent_at, 'invited_at', u.invited_at,
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at, 'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', (select coalesce(json_agg(json_build_object(
      'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
      'updated_at', i.updated_at, 'email', i.email)), '[]') from auth.identities i where i.user_id = u.id),
  'factors', (select json_agg(${FACTOR_JSON} order by f.created_at) from auth.mfa_factors f where f.user_id = u.id),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
  'is_anonymous', u.is_anonymous)::text`;

const SELECT_USER = `select ${USER_JSON} as user_json, u.encrypted_password,
  coalesce(u.banned_until > now(), false) as is_banned, u.email_confirmed_at is not null as is_confirmed
  from auth.users u`;

interface UserRow {
  user_json: string;
  encrypted_password: string | null;
  is_banned: boolean;
  is_confirmed: boolean;
}

const OPTIONAL = ['email_confirmed_at', 'confirmed_at', 'confirmation_sent_at', 'recovery_sent_at', 'invited_at', 'new_email', 'email_change_sent_at', 'last_sign_in_at', 'banned_until'];

function toRecord(row: UserRow | undefined): UserRecord | null {
  if (!row) return null;
  const user = JSON.parse(row.user_json) as AuthUser;
  for (const key of OPTIONAL) if (user[key] === null) delete user[key];
  // GoTrue leaves `factors` out while the user has none.
  if (Array.isArray(user.factors)) user.factors.forEach((factor: Record<string, unknown>) => tidyFactor(factor));
  else delete user.factors;
  return {
    user,
    encryptedPassword: row.encrypted_password,
    isBanned: row.is_banned,
    isConfirmed: row.is_confirmed,
    userMetadata: (user.user_metadata ?? {}) as Record<string, unknown>,
    appMetadata: (user.app_metadata ?? {}) as Record<string, unknown>,
  };
}

export async function findUserByEmail(db: SqlSession, email: string): Promise<UserRecord | null> {
  return toRecord((await db.query<UserRow>(`${SELECT_USER} where ${OWN_USERS} and lower(u.email) = lower($1) and not u.is_sso_user and u.deleted_at is null`, [email])).rows[0]);
}

export async function findUserById(db: SqlSession, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return toRecord((await db.query<UserRow>(`${SELECT_USER} where ${OWN_USERS} and u.id = $1 and u.deleted_at is null`, [id])).rows[0]);
}

export interface NewUser {
  /** null for an anonymous user, who has no address and no identity. */
  email: string | null;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
  isAnonymous?: boolean;
}

/**
 * Written through SQL so the app's triggers on auth.users (profiles) fire as on hosted. A failing
 * trigger (or any database error) is GoTrue's 500 with `failure` as the message, never the SQL.
 */
export async function insertUser(db: SqlSession, user: NewUser, failure = 'Database error saving new user'): Promise<UserRecord> {
  const appMetadata = user.email === null ? user.appMetadata : { provider: 'email', providers: ['email'], ...user.appMetadata };
  let rows: { id: string }[];
  try {
    ({ rows } = await db.query<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data, banned_until, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', lower($1), $2, case when $3 then now() end, $4::jsonb, $5::jsonb, $6, $7)
       returning id`,
      [user.email, user.passwordHash, user.confirmed, JSON.stringify(user.userMetadata), JSON.stringify(appMetadata), user.bannedUntil?.toISOString() ?? null, user.isAnonymous === true],
    ));
  } catch (error) {
    console.error('[local stack] auth.users insert failed:', error instanceof Error ? error.message : error);
    throw authErrors.databaseFailure(failure);
  }
  const id = rows[0]?.id as string;
  if (user.email !== null) await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', lower($3::text), 'email_verified', $4::boolean, 'phone_verified', false), 'email', now())`,
    [id, id, user.email, user.confirmed],
  );
  return (await findUserById(db, id)) as UserRecord;
}

/** Shallow merge where a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
