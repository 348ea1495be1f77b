import { runAnnouncementJob } from '@/features/announcements/server/deliver';
import { handleNotificationsCron } from '@/features/mailings/server/cron';
import { runReminderJob } from '@/features/mailings/server/reminders';
import { getMailer } from '@/lib/mailer';
import { siteUrl } from '@/lib/site-url';
import { getSupabaseAdminClient } from '@/lib/supabase/admin';

export const dynamic = 'force-dynamic';

const run = (request: Request) =>
  handleNotificationsCron(request, {
    secret: process.env.CRON_SECRET,
    service: getSupabaseAdminClient,
    send: () => getMailer().send,
    origin: siteUrl(),
    jobs: { reminders: runReminderJob, announcements: runAnnouncementJob },
  });

/** Vercel Cron calls GET; a crontab's curl may POST. Both need `Authorization: Bearer $CRON_SECRET`. */
export const GET = run;
export const POST = run;
