import { z } from 'zod';
import { ZOptionalWebUrl } from '@/lib/web-url';
import { isOwnKey } from '@/lib/own-key';

/** The three partner lists behind /api/sponsorship/{kind}. */
export const PARTNER_KINDS = {
  'main-partners': 'main_partners',
  'business-partners': 'business_partners',
  'media-partners': 'media_partners',
} as const;
export type PartnerKind = keyof typeof PARTNER_KINDS;

export function partnerKind(value: string): PartnerKind | null {
  return isOwnKey(PARTNER_KINDS, value) ? value : null;
}

const common = {
  // Made by the admin screen when the user saves, so a retried POST finds its partner instead of adding a second.
  id: z.uuid('Neplatné ID partnera').optional(),
  name: z.string().trim().min(1, 'Název partnera je povinný').max(120, 'Název partnera může mít nejvýše 120 znaků'),
  logo_url: ZOptionalWebUrl,
  website_url: ZOptionalWebUrl,
  description: z.string().trim().max(500, 'Popis může mít nejvýše 500 znaků').nullable().optional(),
  is_active: z.boolean('is_active musí být true nebo false').optional(),
  sort_order: z.int('Pořadí musí být celé číslo').min(0, 'Pořadí musí být celé číslo od 0').optional(),
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum musí být ve tvaru RRRR-MM-DD').nullable().optional();

export const PARTNER_SCHEMAS = {
  'main-partners': z.strictObject({ ...common, partner_type: z.enum(['sponsor', 'public_funder'], 'Typ partnera musí být sponsor nebo public_funder').optional(), valid_from: isoDate, valid_to: isoDate }),
  'business-partners': z.strictObject({ ...common, level: z.enum(['gold', 'silver', 'bronze', 'standard'], 'Úroveň musí být gold, silver, bronze nebo standard').optional() }),
  'media-partners': z.strictObject({ ...common, media_type: z.enum(['print', 'online', 'radio', 'tv'], 'Druh média musí být print, online, radio nebo tv').optional() }),
} as const;

/** PUT may change any subset of a main partner's fields. */
export const ZMainPartnerUpdate = PARTNER_SCHEMAS['main-partners'].omit({ id: true }).partial();
export type TMainPartnerUpdate = z.infer<typeof ZMainPartnerUpdate>;
