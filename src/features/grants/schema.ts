import { z } from 'zod';
import { grantMessages } from './messages';

/** Grant: name required (trimmed), month 1–12, description optional; errors per field. */
export const ZGrantForm = z.object({
  name: z.string().trim().min(1, grantMessages.nameRequired),
  // The form's select holds the month as text; anything but a whole 1–12 is refused, not rounded.
  month: z
    .string()
    .trim()
    .min(1, { message: grantMessages.monthRequired, abort: true })
    .regex(/^(?:[1-9]|1[0-2])$/, grantMessages.invalidMonth)
    .transform(Number),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
});
export type TGrantFormInput = z.input<typeof ZGrantForm>;
export type TGrantInput = z.output<typeof ZGrantForm>;
