/**
 * Keeps every mail the stack would send (password reset, invite, confirmation), like the
 * Supabase CLI's Inbucket/Mailpit, so reset flows can be done by hand and in tests.
 * Auth's mails are put here directly; the app's own mail arrives over SMTP (`smtp.ts`).
 * Read at `GET /mail` (HTML) and `GET /mail/api/messages[?to=…]` (JSON) on the stack's origin.
 */
export interface CaughtMail {
  id: number;
  to: string;
  subject: string;
  /** The body as rendered from the project's template (GoTrue's default without one). */
  html: string;
  /** The body as plain text, with the links in full. */
  text: string;
  /** Template variables as Supabase's mail templates see them (ConfirmationURL, Token, TokenHash …; not Data); none for mail received over SMTP. */
  variables: Record<string, string>;
  /** The sender's address as the mail's From names it; empty for Auth's mails. */
  from: string;
  /** The message's headers by lower-case name (`list-unsubscribe` …), as received over SMTP; none for Auth's mails. */
  headers: Record<string, string>;
  sentAt: string;
}

export class MailCatcher {
  private readonly mails: CaughtMail[] = [];
  private nextId = 1;

  send(mail: Omit<CaughtMail, 'id' | 'sentAt' | 'from' | 'headers'> & Partial<Pick<CaughtMail, 'from' | 'headers'>>): CaughtMail {
    const caught = { from: '', headers: {}, ...mail, id: this.nextId++, sentAt: new Date().toISOString() };
    this.mails.push(caught);
    return caught;
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  list(to?: string): CaughtMail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((mail) => wanted === undefined || mail.to.toLowerCase() === wanted).reverse();
  }

  latest(to: string): CaughtMail | undefined {
    return this.list(to)[0];
  }

  clear(): void {
    this.mails.length = 0;
  }
}
