import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';
import { AGE_GROUPS, categoryMessages, GENDERS } from './messages';

const optionalEnum = <Values extends Record<string, string>>(values: Values) =>
  z
    .union([z.enum(Object.keys(values) as [keyof Values & string, ...(keyof Values & string)[]]), z.literal('')])
    .transform((value) => (value === '' ? null : value));

/** Category: name, description, age group, gender, active flag and sort order. */
export const ZCategoryForm = z.object({
  name: z.string().trim().min(1, categoryMessages.nameRequired),
  slug: z.string().trim().regex(SLUG_PATTERN, categoryMessages.invalidSlug),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
  age_group: optionalEnum(AGE_GROUPS),
  gender: optionalEnum(GENDERS),
  is_active: z.boolean(),
  sort_order: z.string().trim().regex(/^\d+$/, categoryMessages.invalidSortOrder).transform(Number),
});
export type TCategoryFormInput = z.input<typeof ZCategoryForm>;
export type TCategoryForm = z.output<typeof ZCategoryForm>;
