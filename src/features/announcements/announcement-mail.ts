import { escapeHtml, mailClub, renderMailHtml, renderMailText, unsubscribeHeaders } from '@/lib/mailer/layout';
import type { OutgoingMail } from '@/lib/mailer/transport';
import { MAIL_KIND_LABELS } from '@/features/mailings/kinds';
import { unsubscribeApiUrl, unsubscribeUrl } from '@/features/mailings/links';

/** One claimed recipient of an announcement, as the job's claim answers it. */
export interface AnnouncementDelivery {
  email: string;
  subject: string;
  body: string;
  category_name: string | null;
  author_name: string;
  unsubscribe_token: string;
  club_name: string | null;
  club_logo_url: string | null;
}

/** The text as the sender wrote it: paragraphs at blank lines, line breaks kept, nothing read as markup. */
function paragraphs(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function announcementMail(delivery: AnnouncementDelivery, origin: string): OutgoingMail {
  const club = mailClub(origin, delivery.club_name, delivery.club_logo_url);
  const audience = delivery.category_name ?? 'celý klub';
  const signature = `${delivery.author_name} · ${audience}`;
  const layout = {
    club,
    heading: delivery.subject,
    unsubscribeUrl: unsubscribeUrl(origin, delivery.unsubscribe_token),
    unsubscribeWhat: MAIL_KIND_LABELS.announcement,
  };
  return {
    to: delivery.email,
    subject: `${delivery.category_name ? `${delivery.category_name}: ` : ''}${delivery.subject}`,
    html: renderMailHtml({
      ...layout,
      bodyHtml: `${paragraphs(delivery.body)}<p style="margin:0;color:#52525b;font-size:14px">${escapeHtml(signature)}</p>`,
    }),
    text: renderMailText({ ...layout, bodyText: `${delivery.body}\n\n${signature}` }),
    headers: unsubscribeHeaders(unsubscribeApiUrl(origin, delivery.unsubscribe_token)),
  };
}
