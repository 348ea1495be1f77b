import type { SqlSession } from '../engine/executor';
import type { MailCatcher } from '../mail-catcher';
import { authErrors } from './errors';
import type { MailTemplates } from './mail-templates';
import type { AuthLimiter } from './rate-limits';

/** Where Auth's mails go, what they say, and the limits they are sent under. */
export interface Outbox {
  mail: MailCatcher;
  templates: MailTemplates;
  limiter: AuthLimiter;
}

/** The `auth.users` column that records when a mail of a kind last went to the user. */
export type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

/**
 * GoTrue's two mail limits, checked before a mail is made: the same kind of mail (by its sent-at
 * column; null for kinds GoTrue does not space out) to the same user at most once per
 * GOTRUE_SMTP_MAX_FREQUENCY, then the instance's hourly budget.
 */
export async function assertMailAllowed(db: SqlSession, limiter: AuthLimiter, userId: string, sentAt: SentAtColumn | null): Promise<void> {
  const frequency = limiter.limits.emailFrequencySeconds;
  if (sentAt && frequency > 0) {
    const { rows } = await db.query<{ left: string | null }>(
      `select extract(epoch from ${sentAt} + make_interval(secs => $2) - now())::text as left from auth.users where id = $1`,
      [userId, frequency],
    );
    const left = Number(rows[0]?.left ?? 0);
    if (left > 0) throw authErrors.emailSentTooRecently(Math.max(1, Math.floor(left)));
  }
  const wait = limiter.mailWait();
  if (wait > 0) throw authErrors.overEmailSendRateLimit(wait);
}
