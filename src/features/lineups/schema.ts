import { z } from 'zod';
import type { PickedPlayer } from '@/features/members/player-picker-options';
import { COACH_ROLE_LABELS, lineupFieldMessages, POSITION_LABELS, rosterTexts } from './messages';

const keysOf = <Values extends Record<string, string>>(values: Values) =>
  Object.keys(values) as [keyof Values & string, ...(keyof Values & string)[]];

export const POSITIONS = keysOf(POSITION_LABELS);
export const COACH_ROLES = keysOf(COACH_ROLE_LABELS);
export type CoachRole = (typeof COACH_ROLES)[number];

/** Jersey 1 to 99, or none yet ('' in the input). */
const ZJersey = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    const jersey = Number(value);
    if (!Number.isInteger(jersey) || jersey < 1 || jersey > 99) {
      context.addIssue({ code: 'custom', message: lineupFieldMessages.jerseyRange });
      return z.NEVER;
    }
    return jersey;
  });

/** Goals and cards: a whole number, 0 when left empty. */
const ZCount = z
  .string()
  .trim()
  .transform((value) => (value === '' ? 0 : Number(value)))
  .pipe(z.number().int(lineupFieldMessages.notNegative).min(0, lineupFieldMessages.notNegative));

const ZPosition = z.union([z.enum(POSITIONS), z.literal('')]).transform((value) => (value === '' ? null : value));

const ZPicked = z.custom<PickedPlayer | null>();

/** One row of a team's sheet as the form holds it (numbers as typed). */
export const ZLineupPlayerRow = z.object({
  player: ZPicked.refine((player) => player !== null, lineupFieldMessages.playerRequired),
  jersey_number: ZJersey,
  position: ZPosition,
  is_captain: z.boolean(),
  goals: ZCount,
  yellow_cards: ZCount,
  red_cards_5min: ZCount,
  red_cards_10min: ZCount,
  red_cards_personal: ZCount,
});
export type LineupPlayerRowValues = z.input<typeof ZLineupPlayerRow>;

export const ZLineupCoachRow = z.object({
  member_id: z.string().min(1, lineupFieldMessages.coachRequired),
  role: z.enum(COACH_ROLES),
});
export type LineupCoachRowValues = z.input<typeof ZLineupCoachRow>;

/**
 * A team's sheet: who is on it and the row-level rules (one jersey and one captain
 * each). The NH limits (goalkeepers, field players, coaches) are the database's to refuse, so a
 * save with a broken rule shows the database's own message.
 */
export const ZTeamLineupInput = z
  .object({ players: z.array(ZLineupPlayerRow), coaches: z.array(ZLineupCoachRow) })
  .superRefine(({ players, coaches }, context) => {
    const jerseys = new Set<number>();
    players.forEach((row, index) => {
      if (row.jersey_number === null) return;
      if (jerseys.has(row.jersey_number)) {
        context.addIssue({ code: 'custom', path: ['players', index, 'jersey_number'], message: lineupFieldMessages.jerseyTaken });
      }
      jerseys.add(row.jersey_number);
    });
    players.forEach((row, index) => {
      if (row.is_captain && players.findIndex((other) => other.is_captain) !== index) {
        context.addIssue({ code: 'custom', path: ['players', index, 'is_captain'], message: lineupFieldMessages.oneCaptain });
      }
    });
    coaches.forEach((row, index) => {
      if (coaches.findIndex((other) => other.member_id === row.member_id) !== index) {
        context.addIssue({ code: 'custom', path: ['coaches', index, 'member_id'], message: lineupFieldMessages.duplicateCoach });
      }
    });
  });
export type TTeamLineupInput = z.output<typeof ZTeamLineupInput>;
export type TeamLineupValues = z.input<typeof ZTeamLineupInput>;

/** A category roster member (category_lineup_members); one captain and one vice-captain. */
export const ZRosterMemberInput = z
  .object({
    member_id: z.string().min(1, lineupFieldMessages.playerRequired),
    position: ZPosition,
    jersey_number: ZJersey,
    is_captain: z.boolean(),
    is_vice_captain: z.boolean(),
  })
  .refine((input) => !(input.is_captain && input.is_vice_captain), { path: ['is_vice_captain'], message: rosterTexts.bothRoles });
export type TRosterMemberInput = z.output<typeof ZRosterMemberInput>;
export type RosterMemberValues = z.input<typeof ZRosterMemberInput>;

/** Issue paths joined ('players.3.jersey_number') → the first message of each, for row fields. */
export function pathErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
