import { z } from 'zod';
import { clubMessages } from './messages';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || null);

/** Club: name, short name, logo, active and own-club flags (and the city for venues). */
export const ZClubForm = z.object({
  name: z.string().trim().min(1, clubMessages.nameRequired),
  short_name: optionalText,
  city: optionalText,
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  is_own_club: z.boolean(),
});
export type TClubForm = z.output<typeof ZClubForm>;
