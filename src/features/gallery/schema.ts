import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';
import { galleryMessages } from './messages';

/** An album as the admin form submits it; empty description and date are stored as null. */
export const ZAlbumForm = z.object({
  title: z.string().trim().min(1, galleryMessages.titleRequired).max(200, galleryMessages.titleTooLong),
  slug: z.string().trim().regex(SLUG_PATTERN, galleryMessages.slugInvalid),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
  event_date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, galleryMessages.dateInvalid)
    .transform((value) => value || null),
  is_published: z.boolean(),
});
export type TAlbumForm = z.output<typeof ZAlbumForm>;
export type TAlbumFormValues = z.input<typeof ZAlbumForm>;
