import { escapeHtml, mailClub, renderMailHtml, renderMailText, unsubscribeHeaders } from '@/lib/mailer/layout';
import type { OutgoingMail } from '@/lib/mailer/transport';
import { MAIL_KIND_LABELS } from './kinds';
import { unsubscribeApiUrl, unsubscribeUrl } from './links';
import { eventDay } from './reminder-mail';

/** One claimed change mail, as the job's claim answers it: the event before the change and, for a move, after it. */
export interface ChangeRow {
  email: string;
  member_name: string;
  event_type: string;
  change: string;
  event_title: string | null;
  reason: string | null;
  old_date: string;
  old_time: string | null;
  old_location: string | null;
  new_date: string | null;
  new_time: string | null;
  new_location: string | null;
  category_name: string | null;
  unsubscribe_token: string;
  club_name: string | null;
  club_logo_url: string | null;
}

/** "3. 12." of a plain date, as a subject line says it. */
function shortDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day ?? ''}. ${month ?? ''}.`;
}

function when(date: string, time: string | null): string {
  return `${eventDay(date)}${time ? ` v ${time.slice(0, 5)}` : ''}`;
}

function place(date: string, time: string | null, location: string | null): string {
  return `${when(date, time)}${location ? `, ${location}` : ''}`;
}

/** The subject and heading: "Trénink Muži 3. 12. je zrušen", "Zápas Svinov – Ostrava se přesouvá". */
function changeHeading(row: ChangeRow): string {
  const title = row.event_title?.trim() ?? '';
  if (row.event_type === 'match') return `Zápas ${title} se přesouvá`;
  const training = /^trénink\b/i.test(title) ? title : `Trénink ${title}`.trim();
  return `${training} ${shortDay(row.old_date)} je zrušen`;
}

export function changeMail(row: ChangeRow, origin: string): OutgoingMail {
  const club = mailClub(origin, row.club_name, row.club_logo_url);
  const heading = changeHeading(row);
  const newDate = row.change === 'moved' ? row.new_date : null;
  const details: [string, string][] = newDate
    ? [
        ['Původně', place(row.old_date, row.old_time, row.old_location)],
        ['Nově', place(newDate, row.new_time, row.new_location)],
      ]
    : [
        ['Kdy', when(row.old_date, row.old_time)],
        ...(row.old_location ? [['Kde', row.old_location] satisfies [string, string]] : []),
        ...(row.reason ? [['Důvod', row.reason] satisfies [string, string]] : []),
      ];
  if (row.category_name) details.push(['Kategorie', row.category_name]);
  details.push(['Týká se', row.member_name]);
  const note = newDate
    ? `Zápas se koná v novém termínu. Pokud ${row.member_name} nově nemůže, dejte vědět trenérovi nebo změňte odpověď v členské sekci webu.`
    : `Trénink se nekoná. ${row.member_name} na něj nemusí chodit.`;
  const unsubscribe = unsubscribeUrl(origin, row.unsubscribe_token);

  const bodyHtml =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${details
      .map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>` + `<p style="margin:0">${escapeHtml(note)}</p>`;
  const bodyText = [...details.map(([label, value]) => `${label}: ${value}`), '', note].join('\n');

  const layout = { club, heading, unsubscribeUrl: unsubscribe, unsubscribeWhat: MAIL_KIND_LABELS.change };
  return {
    to: row.email,
    subject: heading,
    html: renderMailHtml({ ...layout, bodyHtml }),
    text: renderMailText({ ...layout, bodyText }),
    headers: unsubscribeHeaders(unsubscribeApiUrl(origin, row.unsubscribe_token)),
  };
}
