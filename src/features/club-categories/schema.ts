import { z } from 'zod';
import { clubCategoryMessages } from './messages';

export const ZClubAssignment = z.object({
  club_id: z.uuid(clubCategoryMessages.clubRequired),
  max_teams: z
    .string()
    .trim()
    .regex(/^\d+$/, clubCategoryMessages.invalidMaxTeams)
    .transform(Number)
    .pipe(z.number().min(1, clubCategoryMessages.invalidMaxTeams).max(26, clubCategoryMessages.invalidMaxTeams)),
});
export type TClubAssignment = z.output<typeof ZClubAssignment>;

/** A team's suffix defaults to A. */
export const ZTeamForm = z.object({
  team_suffix: z
    .string()
    .trim()
    .regex(/^[A-Z]$/, clubCategoryMessages.invalidSuffix),
  is_primary: z.boolean(),
});
export type TTeamForm = z.output<typeof ZTeamForm>;
