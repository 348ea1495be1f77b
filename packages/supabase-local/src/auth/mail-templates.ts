import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseToml, type TomlValue } from '../toml';
import { parseGoTemplate, type GoTemplate, type TemplateData } from './go-template';

/** GoTrue's mail templates, named as in `[auth.email.template.<name>]` of the Supabase CLI's config. */
export type MailTemplateName = 'invite' | 'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication';
const NAMES: MailTemplateName[] = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'];

/** GoTrue's own subjects and bodies, sent when a project sets none. */
const DEFAULTS: Record<MailTemplateName, { subject: string; body: string }> = {
  invite: {
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  confirmation: {
    subject: 'Confirm your email address',
    body: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  },
  recovery: {
    subject: 'Reset your password',
    body: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    body: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    body: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    body: `<h2>Confirm reauthentication</h2>

<p>Enter the code: {{ .Token }}</p>`,
  },
};

export interface RenderedMail {
  subject: string;
  html: string;
  /** The body as plain text, each link written out after its label. */
  text: string;
}

export interface MailTemplates {
  render(name: MailTemplateName, data: TemplateData): RenderedMail;
}

const table = (value: TomlValue | undefined): Record<string, TomlValue> =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

/**
 * The mails as a Supabase project configured by `configFile` sends them: each template's subject
 * and `content_path` (relative to the directory holding `supabase/`, as the CLI reads it) from
 * `[auth.email.template.<name>]`, GoTrue's defaults for what is not set; null or a missing file:
 * GoTrue's defaults throughout. A template that cannot be read or parsed fails the start.
 */
export function loadMailTemplates(configFile: string | null): MailTemplates {
  const configured = configFile && existsSync(configFile) ? table(table(table(parseToml(readFileSync(configFile, 'utf8')).auth).email).template) : {};
  const projectRoot = configFile ? dirname(dirname(resolve(configFile))) : '';
  const compiled = new Map<MailTemplateName, { subject: GoTemplate; body: GoTemplate }>();
  for (const name of NAMES) {
    const own = table(configured[name]);
    const subject = typeof own.subject === 'string' && own.subject !== '' ? own.subject : DEFAULTS[name].subject;
    let body = DEFAULTS[name].body;
    if (typeof own.content_path === 'string' && own.content_path !== '') {
      const path = resolve(projectRoot, own.content_path);
      if (!existsSync(path)) throw new Error(`${configFile}: [auth.email.template.${name}] content_path ${own.content_path} does not exist`);
      body = readFileSync(path, 'utf8');
    }
    compiled.set(name, { subject: parseGoTemplate(subject, `${name} subject`), body: parseGoTemplate(body, `${name} body`) });
  }
  return {
    render(name, data) {
      const template = compiled.get(name) as { subject: GoTemplate; body: GoTemplate };
      const html = template.body.execute(data);
      return { subject: template.subject.execute(data), html, text: htmlToText(html) };
    },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });

/** A readable text of a mail's HTML: blocks on lines of their own, a link as "label: URL" (the URL alone when it is its own label). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const shown = label.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
        return shown === '' || shown === href ? href : `${shown}: ${href}`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/?(p|div|h[1-6]|li|ul|ol|table|tr|article|section|header|footer)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
  ).trim() + '\n';
}
