import { z } from 'zod';

/**
 * The rows the statistics functions return, checked one by one at the boundary: the generated
 * types call every column of a SQL function non-null, but a jersey, a position or a missing score
 * can be null, and one row the screen cannot read must not take the whole page down.
 */
const count = z.number().int().min(0);

export const ZPlayerStatisticsRow = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  registration_number: z.string().nullable(),
  jersey_number: z.number().int().nullable(),
  position: z.enum(['field_player', 'goalkeeper']).nullable(),
  is_captain: z.boolean(),
  goals: count,
  yellow_cards: count,
  red_cards_5min: count,
  red_cards_10min: count,
  red_cards_personal: count,
  total_cards: count,
  matches_played: count,
});
export type TPlayerStatisticsRow = z.infer<typeof ZPlayerStatisticsRow>;

export const ZSeasonResultRow = z.object({
  match_id: z.uuid(),
  date: z.iso.date(),
  team_id: z.uuid(),
  team_name: z.string(),
  opponent_name: z.string(),
  // Null when a completed match lacks a score: kept, so the record can say it skipped it.
  goals_for: count.nullable(),
  goals_against: count.nullable(),
});

export const ZOpponentScorerRow = z.object({
  member_id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  goals: count,
  matches_played: count,
});
export type TOpponentScorerRow = z.infer<typeof ZOpponentScorerRow>;

export interface ParsedRows<Row> {
  rows: Row[];
  /** Rows left out because they did not have the expected shape. */
  skipped: number;
}

/** Keeps the rows that parse and counts the others (skipped, not fatal). */
export function parseRows<Row>(schema: z.ZodType<Row>, rows: readonly unknown[]): ParsedRows<Row> {
  const parsed = rows.flatMap((row) => {
    const result = schema.safeParse(row);
    return result.success ? [result.data] : [];
  });
  return { rows: parsed, skipped: rows.length - parsed.length };
}
