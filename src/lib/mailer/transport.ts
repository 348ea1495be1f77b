import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';
import { readMailerConfig, type MailerConfig } from './config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends one mail; resolves once the mail server has accepted it, rejects when it refused. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export function createMailer(config: MailerConfig = readMailerConfig()): { send: SendMail; close(): void } {
  const transport: Transporter = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: config.auth } : {}),
    pool: true,
    maxConnections: 2,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
    },
    close: () => transport.close(),
  };
}

let shared: ReturnType<typeof createMailer> | null = null;

/** The app's mailer from the environment, made on first use (a route without mail never reads SMTP_*). */
export function getMailer(): ReturnType<typeof createMailer> {
  shared ??= createMailer();
  return shared;
}
