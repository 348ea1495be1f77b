import { describe, expect, it } from 'vitest';
import { readMailerConfig } from './config';

const BASE = { SMTP_HOST: 'smtp.example.cz', SMTP_PORT: '587', MAIL_FROM: 'TJ Klub <web@klub.cz>' };

describe('the mailer configuration', () => {
  it('reads the server, the sender and an optional login; TLS only when asked', () => {
    expect(readMailerConfig(BASE)).toEqual({ host: 'smtp.example.cz', port: 587, secure: false, auth: null, from: 'TJ Klub <web@klub.cz>' });
    expect(readMailerConfig({ ...BASE, SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'web', SMTP_PASSWORD: 'heslo' })).toMatchObject({
      port: 465,
      secure: true,
      auth: { user: 'web', pass: 'heslo' },
    });
  });

  it('refuses a missing server, port or sender, a port out of range, and a login without its password, in Czech', () => {
    expect(() => readMailerConfig({ ...BASE, SMTP_HOST: '' })).toThrow('SMTP_HOST chybí');
    expect(() => readMailerConfig({ ...BASE, MAIL_FROM: undefined })).toThrow();
    expect(() => readMailerConfig({ ...BASE, SMTP_PORT: '70000' })).toThrow('SMTP_PORT musí být číslo portu');
    expect(() => readMailerConfig({ ...BASE, SMTP_SECURE: 'ano' })).toThrow();
    expect(() => readMailerConfig({ ...BASE, SMTP_USER: 'web' })).toThrow('SMTP_PASSWORD chybí k SMTP_USER');
  });
});
