import { z } from 'zod';

/**
 * The app's own mail server, from the environment: any SMTP server (the club's provider, or the
 * local stack's mail catcher, which `npm run dev` points these at).
 */
const ZMailerEnv = z.object({
  SMTP_HOST: z.string().trim().min(1, { message: 'SMTP_HOST chybí' }),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535, { message: 'SMTP_PORT musí být číslo portu' }),
  SMTP_USER: z.string().trim().optional(),
  SMTP_PASSWORD: z.string().optional(),
  // Implicit TLS (port 465); otherwise the connection upgrades with STARTTLS when the server offers it.
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().trim().min(3, { message: 'MAIL_FROM chybí (např. "TJ Klub <web@klub.cz>")' }),
});

export interface MailerConfig {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
}

export function readMailerConfig(env: Record<string, string | undefined> = process.env): MailerConfig {
  const parsed = ZMailerEnv.parse({
    ...env,
    SMTP_USER: env.SMTP_USER || undefined,
    SMTP_PASSWORD: env.SMTP_PASSWORD || undefined,
    SMTP_SECURE: env.SMTP_SECURE || undefined,
  });
  if (parsed.SMTP_USER && !parsed.SMTP_PASSWORD) throw new Error('SMTP_PASSWORD chybí k SMTP_USER');
  return {
    host: parsed.SMTP_HOST,
    port: parsed.SMTP_PORT,
    secure: parsed.SMTP_SECURE === 'true',
    auth: parsed.SMTP_USER ? { user: parsed.SMTP_USER, pass: parsed.SMTP_PASSWORD ?? '' } : null,
    from: parsed.MAIL_FROM,
  };
}
