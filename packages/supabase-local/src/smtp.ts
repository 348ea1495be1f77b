import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailCatcher } from './mail-catcher';

/** Where Supabase's CLI puts its mail server's SMTP port (Inbucket/Mailpit), so an app's SMTP settings carry over. */
export const DEFAULT_SMTP_PORT = 54325;

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

/**
 * Accepts the app's own mail over SMTP on this machine and keeps each message in the catcher, one
 * entry per envelope recipient, as each mailbox would get it. No authentication is asked (any
 * user and password pass) and no TLS is offered: it listens on a loopback address only.
 */
export async function startSmtpListener(mail: MailCatcher, port: number, host: string): Promise<SmtpListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) {
            headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          }
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const recipients = envelope.length ? envelope : addresses(parsed.to);
          for (const to of recipients) {
            mail.send({
              to,
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              headers,
              variables: {},
            });
          }
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
