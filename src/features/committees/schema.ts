import { z } from 'zod';
import { committeeMessages } from './messages';

/** Committee: code (the table's check: A–Z, 0–9, _), name, description, active flag, order. */
export const ZCommitteeInput = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_]+$/, committeeMessages.codeInvalid)),
  name: z.string().trim().min(1, committeeMessages.nameRequired),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
  is_active: z.boolean(),
  sort_order: z.string().trim().regex(/^\d+$/, committeeMessages.sortOrderInvalid).transform(Number),
});
export type TCommitteeInputForm = z.input<typeof ZCommitteeInput>;
export type TCommitteeInput = z.output<typeof ZCommitteeInput>;
