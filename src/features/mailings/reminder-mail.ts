import { escapeHtml, mailClub, renderMailHtml, renderMailText, unsubscribeHeaders } from '@/lib/mailer/layout';
import type { OutgoingMail } from '@/lib/mailer/transport';
import { ANSWER_LABELS, ANSWERS, MAIL_KIND_LABELS } from './kinds';
import { answerUrl, unsubscribeApiUrl, unsubscribeUrl } from './links';

/** One claimed reminder, as the job's claim answers it. */
export interface ReminderRow {
  email: string;
  member_name: string;
  event_type: string;
  event_title: string | null;
  event_date: string;
  event_time: string | null;
  location: string | null;
  category_name: string | null;
  locks_at: string;
  answer_token: string;
  unsubscribe_token: string;
  club_name: string | null;
  club_logo_url: string | null;
}

const PRAGUE_DAY = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric' });
const PRAGUE_TIME = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The event's day as written in the club's calendar (a plain date, no time zone to apply). */
export function eventDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return PRAGUE_DAY.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12)));
}

const BUTTON_COLORS: Record<(typeof ANSWERS)[number], string> = { yes: '#15803d', no: '#b91c1c', maybe: '#a16207' };

export function reminderMail(row: ReminderRow, origin: string): OutgoingMail {
  const what = row.event_type === 'match' ? 'zápas' : 'trénink';
  const title = row.event_title?.trim() || (row.event_type === 'match' ? 'Zápas' : 'Trénink');
  const when = `${eventDay(row.event_date)}${row.event_time ? ` v ${row.event_time.slice(0, 5)}` : ''}`;
  const club = mailClub(origin, row.club_name, row.club_logo_url);
  const heading = `Přijde ${row.member_name} na ${what}?`;
  const lockText = `Odpovědět můžete do ${PRAGUE_TIME.format(new Date(row.locks_at))}.`;
  const details = [
    ['Kdy', when],
    ...(row.location ? [['Kde', row.location]] : []),
    ...(row.category_name ? [['Kategorie', row.category_name]] : []),
  ] as [string, string][];
  const links = ANSWERS.map((answer) => ({ answer, label: ANSWER_LABELS[answer], url: answerUrl(origin, row.answer_token, answer) }));
  const unsubscribe = unsubscribeUrl(origin, row.unsubscribe_token);

  const bodyHtml =
    `<p style="margin:0 0 12px"><strong>${escapeHtml(title)}</strong></p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${details
      .map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>` +
    `<p style="margin:0 0 12px">Dejte prosím trenérovi vědět, jestli ${escapeHtml(row.member_name)} přijde. Stačí kliknout, přihlašovat se nemusíte.</p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>${links
      .map(
        (link) =>
          `<td style="padding:0 8px 8px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 18px;border-radius:6px;background:${BUTTON_COLORS[link.answer]};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></td>`,
      )
      .join('')}</tr></table>` +
    `<p style="margin:0;color:#52525b;font-size:14px">${escapeHtml(lockText)} Odkazy v tomto e-mailu platí pro jednu odpověď; změnit ji můžete v členské sekci webu.</p>`;

  const bodyText = [
    title,
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Dejte prosím trenérovi vědět, jestli ${row.member_name} přijde (bez přihlášení):`,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    `${lockText} Odkazy v tomto e-mailu platí pro jednu odpověď; změnit ji můžete v členské sekci webu.`,
  ].join('\n');

  const layout = { club, heading, unsubscribeUrl: unsubscribe, unsubscribeWhat: MAIL_KIND_LABELS.reminder };
  return {
    to: row.email,
    subject: `${row.event_type === 'match' ? 'Zápas' : 'Trénink'} ${when}: přijde ${row.member_name}?`,
    html: renderMailHtml({ ...layout, bodyHtml }),
    text: renderMailText({ ...layout, bodyText }),
    headers: unsubscribeHeaders(unsubscribeApiUrl(origin, row.unsubscribe_token)),
  };
}
