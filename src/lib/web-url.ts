import { z } from 'zod';

export const webUrlMessages = {
  invalid: 'Neplatná adresa URL',
  notWeb: 'Adresa musí začínat http:// nebo https://',
} as const;

/**
 * An optional link a visitor may click: empty means none (null). Only http(s) is accepted — a
 * `javascript:` or `data:` URL is refused here with a Czech message, and by the database's own
 * check (public.is_web_link) for anything written past the app.
 */
export const ZOptionalWebUrl = z
  .union([z.url(webUrlMessages.invalid).refine((value) => /^https?:\/\//i.test(value), webUrlMessages.notWeb), z.literal('')])
  .transform((value) => value || null)
  .nullable()
  .optional();
