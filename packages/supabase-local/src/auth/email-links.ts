import { createHash, randomInt, randomUUID } from 'node:crypto';
import { OTP_EXPIRY_SECONDS } from '../config';
import type { SqlSession } from '../engine/executor';
import { authErrors } from './errors';
import type { MailTemplateName } from './mail-templates';
import { assertMailAllowed, type Outbox, type SentAtColumn } from './outbox';

/** The links GoTrue mails (and `admin/generate_link` returns) — `verification_type` of each. */
export type EmailLinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';
/** The `type` a link or `verifyOtp` names; `email` is a code from either a sign-up or a magic-link mail. */
export type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_current' | 'email_change_token_new';

interface LinkKind {
  /** Where GoTrue keeps the (possibly `pkce_`-prefixed) token hash; also the one_time_tokens type. */
  column: TokenColumn;
  sentAt: SentAtColumn;
  verifyType: Exclude<VerifyType, 'email'>;
  /** The mail template GoTrue renders for it. */
  template: MailTemplateName;
}

const KINDS: Record<EmailLinkType, LinkKind> = {
  signup: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', verifyType: 'signup', template: 'confirmation' },
  invite: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', verifyType: 'invite', template: 'invite' },
  magiclink: { column: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'magiclink', template: 'magic_link' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'recovery', template: 'recovery' },
  email_change_current: { column: 'email_change_token_current', sentAt: 'email_change_sent_at', verifyType: 'email_change', template: 'email_change' },
  email_change_new: { column: 'email_change_token_new', sentAt: 'email_change_sent_at', verifyType: 'email_change', template: 'email_change' },
};

/** The token columns a verify type looks in, with the column recording when that mail went out. */
const VERIFY_COLUMNS: Record<VerifyType, { column: TokenColumn; sentAt: SentAtColumn; type: Exclude<VerifyType, 'email'> }[]> = {
  signup: [{ column: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' }],
  invite: [{ column: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'invite' }],
  magiclink: [{ column: 'recovery_token', sentAt: 'recovery_sent_at', type: 'magiclink' }],
  recovery: [{ column: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery' }],
  email_change: [
    { column: 'email_change_token_current', sentAt: 'email_change_sent_at', type: 'email_change' },
    { column: 'email_change_token_new', sentAt: 'email_change_sent_at', type: 'email_change' },
  ],
  email: [
    { column: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' },
    { column: 'recovery_token', sentAt: 'recovery_sent_at', type: 'magiclink' },
  ],
};

/** GoTrue's name of the sign-in method a verified link stands for (flow state, `amr`). */
export const AUTHENTICATION_METHOD: Record<Exclude<VerifyType, 'email'>, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && value in VERIFY_COLUMNS;
}

/** GoTrue's token hash: a digest of the address and the 6-digit code, so either can verify. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

export interface LinkRequest {
  /** The address the link is for (the new one for `email_change_new`). */
  to: string;
  redirectTo: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

export interface EmailLink {
  type: EmailLinkType;
  to: string;
  otp: string;
  /** As stored and as the mail's TokenHash: `pkce_`-prefixed in the PKCE flow. */
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
}

export interface LinkSite {
  apiUrl: string;
  siteUrl: string;
}

/**
 * Makes a link without sending it (what `admin/generate_link` answers): a fresh code, its hash in
 * the user's token column and in auth.one_time_tokens, the sent-at time, and for PKCE a flow state
 * remembering the challenge, so the link hands out a code instead of a session.
 */
export async function createEmailLink(db: SqlSession, site: LinkSite, userId: string, type: EmailLinkType, request: LinkRequest): Promise<EmailLink> {
  const kind = KINDS[type];
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const isPkce = Boolean(request.codeChallenge);
  const hashedToken = `${isPkce ? 'pkce_' : ''}${tokenHash(request.to, otp)}`;
  // Column names come from KINDS, never from the request.
  const extra = type === 'invite' ? ', invited_at = now()' : type === 'email_change_new' ? ', email_change = lower($3)' : '';
  await db.query(
    `update auth.users set ${kind.column} = $2, ${kind.sentAt} = now()${extra} where id = $1`,
    type === 'email_change_new' ? [userId, hashedToken, request.to] : [userId, hashedToken],
  );
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, lower($4))
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [userId, kind.column, hashedToken, request.to],
  );
  if (isPkce) {
    const method = AUTHENTICATION_METHOD[kind.verifyType];
    await db.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [userId, method]);
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
       values ($1, $2, $3, $4, $5, 'email', $6)`,
      [randomUUID(), userId, randomUUID(), request.codeChallengeMethod ?? 's256', request.codeChallenge, method],
    );
  }
  const actionLink = `${site.apiUrl}/auth/v1/verify?token=${encodeURIComponent(hashedToken)}&type=${kind.verifyType}&redirect_to=${encodeURIComponent(request.redirectTo)}`;
  return { type, to: request.to.toLowerCase(), otp, hashedToken, actionLink, redirectTo: request.redirectTo };
}

/**
 * Makes a link and mails it to the mail catcher, under GoTrue's limits: one mail of a kind per
 * address per interval (an invite has none; the second mail of an e-mail change goes with the
 * first), then the instance's hourly budget. The mail is the project's template rendered with
 * GoTrue's variables: the user's address (the current one in both mails of an e-mail change,
 * the pending one as NewEmail), the link, the code and its hash, and the user's metadata as Data.
 */
export async function sendEmailLink(db: SqlSession, outbox: Outbox, site: LinkSite, userId: string, type: EmailLinkType, request: LinkRequest): Promise<EmailLink> {
  const kind = KINDS[type];
  await assertMailAllowed(db, outbox.limiter, userId, type === 'invite' || type === 'email_change_new' ? null : kind.sentAt);
  const link = await createEmailLink(db, site, userId, type, request);
  const { rows } = await db.query<{ email: string; new_email: string; data: string }>(
    `select coalesce(email, '') as email, coalesce(email_change, '') as new_email, coalesce(raw_user_meta_data, '{}')::text as data from auth.users where id = $1`,
    [userId],
  );
  const user = rows[0] ?? { email: link.to, new_email: '', data: '{}' };
  const variables: Record<string, string> = {
    SiteURL: site.siteUrl,
    ConfirmationURL: link.actionLink,
    Email: user.email,
    Token: link.otp,
    TokenHash: link.hashedToken,
    RedirectTo: request.redirectTo,
    ...(kind.template === 'email_change' ? { NewEmail: user.new_email, SendingTo: link.to } : {}),
  };
  const rendered = outbox.templates.render(kind.template, { ...variables, Data: JSON.parse(user.data) as unknown });
  outbox.mail.send({ to: link.to, subject: rendered.subject, html: rendered.html, text: rendered.text, variables });
  return link;
}

export interface VerifiedLink {
  userId: string;
  /** The kind of link that matched (`email` resolves to signup or magiclink, as in GoTrue). */
  type: Exclude<VerifyType, 'email'>;
  isPkce: boolean;
  /** An e-mail change confirmed from one address only: the other address must confirm too. */
  awaitsOtherAddress: boolean;
}

interface MatchRow {
  id: string;
  column: TokenColumn;
  type: Exclude<VerifyType, 'email'>;
  expired: boolean;
  banned: boolean;
  /** No address of a pending e-mail change has confirmed yet. */
  unconfirmed_change: boolean;
}

/**
 * Consumes a link's token hash (or the hash of e-mail + code, GoTrue's other message when refused): single use, void after
 * OTP_EXPIRY_SECONDS, refused for a banned user, then applied — the address confirmed, or for an
 * e-mail change the first of the two confirmations recorded, the second switching the address.
 */
export async function verifyEmailLink(db: SqlSession, type: VerifyType, presented: string, presentedAs: 'link' | 'code'): Promise<VerifiedLink> {
  const candidates = VERIFY_COLUMNS[type];
  const isPkce = presented.startsWith('pkce_');
  const bare = isPkce ? presented.slice('pkce_'.length) : presented;
  let match: MatchRow | undefined;
  for (const candidate of candidates) {
    const { rows } = await db.query<MatchRow>(
      `select id::text, $3::text as column, $4::text as type,
         coalesce(${candidate.sentAt} < now() - make_interval(secs => $2), true) as expired,
         coalesce(banned_until > now(), false) as banned,
         coalesce(email_change_confirm_status, 0) = 0 as unconfirmed_change
       from auth.users where deleted_at is null and (${candidate.column} = $1 or ${candidate.column} = 'pkce_' || $1)`,
      [bare, OTP_EXPIRY_SECONDS, candidate.column, candidate.type],
    );
    match = rows[0];
    if (match) break;
  }
  if (!match || match.expired) throw presentedAs === 'link' ? authErrors.linkExpired() : authErrors.otpExpired();
  if (match.banned) throw authErrors.userBanned(403);
  await db.query(`update auth.users set ${match.column} = '' where id = $1`, [match.id]);
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [match.id, match.column]);

  if (match.type === 'email_change') {
    // Secure e-mail change: while the other address's link is unused, this confirmation only counts.
    const { rows } = await db.query<{ other_pending: boolean }>(
      `select coalesce(email_change_token_current, '') <> '' or coalesce(email_change_token_new, '') <> '' as other_pending from auth.users where id = $1`,
      [match.id],
    );
    if (match.unconfirmed_change && rows[0]?.other_pending) {
      await db.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [match.id]);
      return { userId: match.id, type: match.type, isPkce, awaitsOtherAddress: true };
    }
    await switchEmail(db, match.id);
  } else {
    await db.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [match.id]);
    await db.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now() where user_id = $1 and provider = 'email'`,
      [match.id],
    );
  }
  return { userId: match.id, type: match.type, isPkce, awaitsOtherAddress: false };
}

/** Both addresses confirmed: the new one becomes the user's e-mail and the email identity's. */
async function switchEmail(db: SqlSession, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 and coalesce(email_change, '') <> ''`,
    [userId],
  );
  await db.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true), updated_at = now()
     from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [userId],
  );
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_current', 'email_change_token_new')`, [userId]);
}

/** The PKCE auth code the verify link hands out for this user's flow of that method. */
export async function authCodeFor(db: SqlSession, userId: string, type: Exclude<VerifyType, 'email'>): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now() where user_id = $1 and authentication_method = $2 returning auth_code`,
    [userId, AUTHENTICATION_METHOD[type]],
  );
  if (!rows[0]) throw authErrors.flowStateNotFound();
  return rows[0].auth_code;
}
