import { z } from 'zod';
import { COMPETITION_LABELS, matchMessages } from './messages';

/** A match as the admin form submits it; the matchweek is derived from the date. */
export const ZMatchForm = z
  .object({
    category_id: z.uuid(matchMessages.categoryRequired),
    season_id: z.uuid(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, matchMessages.dateRequired),
    // The form's empty time input means "time not set yet".
    time: z
      .string()
      .transform((value) => value || null)
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, matchMessages.invalidTime).nullable()),
    venue: z.string().trim().max(200),
    competition: z.enum(Object.keys(COMPETITION_LABELS) as [keyof typeof COMPETITION_LABELS, ...(keyof typeof COMPETITION_LABELS)[]]),
    home_team_id: z.uuid(matchMessages.homeRequired),
    away_team_id: z.uuid(matchMessages.awayRequired),
  })
  .refine((match) => match.home_team_id !== match.away_team_id, { message: matchMessages.sameTeams, path: ['away_team_id'] });
export type TMatchForm = z.infer<typeof ZMatchForm>;
