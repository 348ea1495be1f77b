import { z } from 'zod';
import { seasonMessages } from './messages';

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** A season as the admin form submits it; the end may not come before the start. */
export const ZSeasonForm = z
  .object({
    name: z.string().trim().min(1, seasonMessages.nameRequired),
    start_date: isoDate(seasonMessages.startRequired),
    end_date: isoDate(seasonMessages.endRequired),
  })
  .refine((season) => season.end_date >= season.start_date, { message: seasonMessages.endBeforeStart, path: ['end_date'] });
export type TSeasonForm = z.infer<typeof ZSeasonForm>;
