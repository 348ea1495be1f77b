import { z } from 'zod';
import { ZOptionalWebUrl } from '@/lib/web-url';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable()
    .optional();
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Barva musí být ve tvaru #RRGGBB')
  .nullable()
  .optional();

/** PUT /api/club-config: the club's identity, contacts, colours and social links. */
export const ZClubConfig = z.strictObject({
  club_name: z.string().trim().min(1, 'Název klubu je povinný').max(120, 'Název klubu může mít nejvýše 120 znaků'),
  short_name: optionalText(60, 'Zkratka může mít nejvýše 60 znaků'),
  description: optionalText(500, 'Popis může mít nejvýše 500 znaků'),
  founded_year: z.int('Rok založení musí být celé číslo').min(1850, 'Rok založení musí být mezi 1850 a 2100').max(2100, 'Rok založení musí být mezi 1850 a 2100').nullable().optional(),
  club_logo_url: ZOptionalWebUrl,
  address: optionalText(200, 'Adresa může mít nejvýše 200 znaků'),
  city: optionalText(100, 'Město může mít nejvýše 100 znaků'),
  postal_code: optionalText(10, 'PSČ může mít nejvýše 10 znaků'),
  map_url: ZOptionalWebUrl,
  email: z
    .union([z.email('Neplatný e-mail'), z.literal('')])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  phone: optionalText(30, 'Telefon může mít nejvýše 30 znaků'),
  website_url: ZOptionalWebUrl,
  facebook_url: ZOptionalWebUrl,
  instagram_url: ZOptionalWebUrl,
  youtube_url: ZOptionalWebUrl,
  primary_color: color,
  secondary_color: color,
  /** Administrators sign in with a second factor; the database refuses a password-only admin. */
  require_admin_mfa: z.boolean().optional(),
});
export type TClubConfig = z.output<typeof ZClubConfig>;
