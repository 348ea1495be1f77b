import { runAnnouncementJob } from '@/features/announcements/server/deliver';
import { runChangeJob } from '@/features/mailings/server/changes';
import { handleNotificationsCron } from '@/features/mailings/server/cron';
import { runReminderJob } from '@/features/mailings/server/reminders';
import type { Handler } from '@/lib/api/define-handler';
import { nextRoute } from '@/lib/api/next-route';
import { getMailer } from '@/lib/mailer';
import { siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

/** The club's scheduled mail: the reminders, the announcements' mails and the change mails, each kind in its own job. */
const notifications: Handler = async (request, deps) =>
  handleNotificationsCron(request, {
    secret: process.env.CRON_SECRET,
    service: () => {
      if (!deps.service) throw new Error('The notifications job needs the service role');
      return deps.service();
    },
    send: () => getMailer().send,
    origin: siteUrl(),
    jobs: { reminders: runReminderJob, announcements: runAnnouncementJob, changes: runChangeJob },
  });

/** Vercel Cron calls GET; a crontab's curl may POST. Both need `Authorization: Bearer $CRON_SECRET`. */
export const GET = nextRoute(notifications);
export const POST = nextRoute(notifications);
