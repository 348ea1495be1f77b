/** Text put into a mail's HTML: every character that could open markup is an entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface MailClub {
  name: string;
  /** An absolute URL, or null: the header then shows the name alone. */
  logoUrl: string | null;
}

/** The club as its mails show it, from the club config's name and logo (a path on the site, or a URL). */
export function mailClub(origin: string, name: string | null, logoUrl: string | null): MailClub {
  return { name: name?.trim() || 'Klub', logoUrl: absoluteUrl(origin, logoUrl) };
}

function absoluteUrl(origin: string, url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin).toString();
  } catch {
    return null;
  }
}

export interface MailLayout {
  club: MailClub;
  /** The mail's own title, shown under the club's name. */
  heading: string;
  /** The body's HTML, already escaped by the caller. */
  bodyHtml: string;
  /** Where this kind of mail is switched off, without signing in. */
  unsubscribeUrl: string;
  /** What the unsubscribe link switches off, e.g. "připomínky před tréninky a zápasy". */
  unsubscribeWhat: string;
}

/**
 * The frame every mail of the club shares: the club's logo and name, the content, and a footer
 * saying why the mail came and how to stop this kind. Tables and inline styles, as mail clients
 * render nothing else reliably.
 */
export function renderMailHtml(layout: MailLayout): string {
  const club = escapeHtml(layout.club.name);
  const logo = layout.club.logoUrl
    ? `<img src="${escapeHtml(layout.club.logoUrl)}" alt="" width="48" height="48" style="display:block;border:0;width:48px;height:48px;object-fit:contain">`
    : '';
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px 8px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>
${logo ? `<td style="padding-right:12px">${logo}</td>` : ''}<td style="font-size:18px;font-weight:bold">${club}</td></tr></table></td></tr>
<tr><td style="padding:8px 24px 0"><h1 style="margin:0;font-size:20px;line-height:1.3">${escapeHtml(layout.heading)}</h1></td></tr>
<tr><td style="padding:12px 24px 20px;font-size:16px;line-height:1.5">${layout.bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:13px;line-height:1.5;color:#52525b">
Tento e-mail vám poslal web klubu ${club}, protože máte účet člena.
<a href="${escapeHtml(layout.unsubscribeUrl)}" style="color:#1d4ed8">Nechci dostávat ${escapeHtml(layout.unsubscribeWhat)}</a>.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMailText(layout: Omit<MailLayout, 'bodyHtml'> & { bodyText: string }): string {
  return `${layout.club.name}\n\n${layout.heading}\n\n${layout.bodyText}\n\n--\nTento e-mail vám poslal web klubu ${layout.club.name}, protože máte účet člena.\nNechci dostávat ${layout.unsubscribeWhat}: ${layout.unsubscribeUrl}\n`;
}

/** RFC 2369 and RFC 8058: mail clients show their own "unsubscribe" and POST to it in one click. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
