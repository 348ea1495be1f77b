import { z } from 'zod';

/** The profile fields a user edits (updateUser); the e-mail is not among them. */
export const ZProfileForm = z.object({
  full_name: z.string().trim().min(1, 'Jméno je povinné').max(100, 'Jméno může mít nejvýše 100 znaků'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ]{9,20})?$/, 'Neplatné telefonní číslo'),
  position: z.string().trim().max(100, 'Pozice může mít nejvýše 100 znaků'),
  bio: z.string().trim().max(500, 'Text může mít nejvýše 500 znaků'),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;
