import type { MailCatcher } from '../mail-catcher';
import { json, type StackResponse } from './types';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `GET /mail` lists caught mails as a page; `GET /mail/api/messages?to=` as JSON. */
export function renderMailbox(mail: MailCatcher, url: URL): StackResponse {
  const to = url.searchParams.get('to') ?? undefined;
  if (url.pathname === '/mail/api/messages') return json(200, mail.list(to));
  const items = mail
    .list(to)
    .map(
      (message) =>
        `<article><h2>${escapeHtml(message.subject)}</h2><p>Komu: ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)}</p>` +
        // The mail as its recipient sees it, sandboxed (no scripts, links open outside the frame), then as text.
        `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(message.html.replace(/<head>/i, '<head><base target="_blank">'))}" title="${escapeHtml(message.subject)}" style="width:100%;height:32rem;border:1px solid #ccc"></iframe>` +
        `<details><summary>Text</summary><pre>${escapeHtml(message.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></details></article>`,
    )
    .join('\n');
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="cs"><meta charset="utf-8"><title>Místní pošta</title><body><h1>Zachycené e-maily</h1>${items || '<p>Žádné e-maily.</p>'}</body></html>`,
  };
}
