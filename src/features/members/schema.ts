import { z } from 'zod';
import type { Json } from '@/lib/supabase/database.types';
import {
  externalPlayerMessages,
  memberFunctionMessages,
  memberMessages,
  metadataMessages,
  POSITIONS,
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_TYPES,
  relationshipMessages,
  SEXES,
} from './messages';

const requiredText = (message: string) => z.string().trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || null);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || ISO_DATE.test(value), message)
    .transform((value) => value || null);
const keysOf = <Values extends Record<string, string>>(values: Values) =>
  Object.keys(values) as [keyof Values & string, ...(keyof Values & string)[]];
const optionalEnum = <Values extends Record<string, string>>(values: Values) =>
  z.union([z.enum(keysOf(values)), z.literal('')]).transform((value) => (value === '' ? null : value));

/** Member: the database checks mirrored (trimmed, non-empty name, surname, registration). */
export const ZMemberInput = z.object({
  name: requiredText(memberMessages.nameRequired),
  surname: requiredText(memberMessages.surnameRequired),
  registration_number: requiredText(memberMessages.registrationRequired),
  date_of_birth: optionalDate(memberMessages.invalidDate),
  sex: optionalEnum(SEXES),
  category_id: optionalText,
  functions: z.array(z.string()),
});
export type TMemberInputForm = z.input<typeof ZMemberInput>;
export type TMemberInput = z.output<typeof ZMemberInput>;

export const ZMemberFunctionInput = z.object({
  code: z.string().trim().regex(/^[a-z][a-z0-9_]*$/, memberFunctionMessages.codeInvalid),
  label: requiredText(memberFunctionMessages.labelRequired),
  sort_order: z.string().trim().regex(/^\d+$/, memberFunctionMessages.sortOrderInvalid).transform(Number),
  is_active: z.boolean(),
});
export type TMemberFunctionInputForm = z.input<typeof ZMemberFunctionInput>;
export type TMemberFunctionInput = z.output<typeof ZMemberFunctionInput>;

/** Member-club relationship; the form starts at the defaults permanent, active, today. */
export const ZRelationshipInput = z
  .object({
    club_id: requiredText(relationshipMessages.clubRequired),
    relationship_type: z.enum(keysOf(RELATIONSHIP_TYPES)),
    status: z.enum(keysOf(RELATIONSHIP_STATUSES)),
    valid_from: z.string().trim().regex(ISO_DATE, relationshipMessages.validFromRequired),
    valid_to: optionalDate(memberMessages.invalidDate),
    notes: optionalText,
  })
  .refine((value) => value.valid_to === null || value.valid_to >= value.valid_from, {
    message: relationshipMessages.validToBeforeFrom,
    path: ['valid_to'],
  });
export type TRelationshipInputForm = z.input<typeof ZRelationshipInput>;
export type TRelationshipInput = z.output<typeof ZRelationshipInput>;

/** member_metadata: one free JSON object per member. */
export const ZMetadataInput = z.object({
  metadata: z.string().transform((text, context) => {
    try {
      // JSON.parse yields JSON values only, so an object here is a Json object.
      const parsed = JSON.parse(text.trim() || '{}') as Json;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      // falls through to the Czech message below
    }
    context.addIssue({ code: 'custom', message: metadataMessages.invalidJson });
    return z.NEVER;
  }),
});
export type TMetadataInput = z.output<typeof ZMetadataInput>;

/** External player: five required fields with their messages; jersey 1 to 99. */
export const ZExternalPlayerInput = z.object({
  name: requiredText(externalPlayerMessages.nameRequired),
  surname: requiredText(externalPlayerMessages.surnameRequired),
  registration_number: requiredText(externalPlayerMessages.registrationRequired),
  club_name: requiredText(externalPlayerMessages.clubRequired),
  sex: z.string().refine((value) => value in SEXES, externalPlayerMessages.sexRequired).transform((value) => value as keyof typeof SEXES),
  position: optionalEnum(POSITIONS),
  jersey_number: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 99), externalPlayerMessages.jerseyRange)
    .transform((value) => (value === '' ? null : Number(value))),
  is_captain: z.boolean(),
});
export type TExternalPlayerInputForm = z.input<typeof ZExternalPlayerInput>;
export type TExternalPlayerInput = z.output<typeof ZExternalPlayerInput>;
