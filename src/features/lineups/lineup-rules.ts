import { lineupRuleMessages, lineupWarningMessages } from './messages';

/** A lineup player's position; null means none chosen yet. */
export type LineupPosition = 'goalkeeper' | 'field_player';

/** The NH lineup limits and the recommendations behind the warnings (docs/club-rules.md#lineups). */
export const LINEUP_LIMITS = {
  minGoalkeepers: 1,
  maxGoalkeepers: 2,
  minFieldPlayers: 6,
  maxFieldPlayers: 13,
  minPlayers: 7,
  maxCoaches: 3,
  /** Fewer field players than this leaves too few substitutes. */
  recommendedFieldPlayers: 10,
} as const;

export interface LineupSummary {
  goalkeepers: number;
  fieldPlayers: number;
  players: number;
  coaches: number;
  /** The broken rules, in the order the database's validate_lineup() reports them. */
  errors: string[];
  warnings: string[];
  /** Goalkeepers 1–2, field players 6–13, coaches ≤ 3. */
  isValid: boolean;
}

/**
 * The live summary of one team's sheet. Players without a position are ignored, as
 * the database ignores them. The same rules are enforced by save_lineup; this only lets the coach
 * see them while filling the sheet.
 */
export function summarizeLineup(players: readonly { position: LineupPosition | null }[], coachCount: number): LineupSummary {
  const goalkeepers = players.filter((player) => player.position === 'goalkeeper').length;
  const fieldPlayers = players.filter((player) => player.position === 'field_player').length;
  const total = goalkeepers + fieldPlayers;
  const limits = LINEUP_LIMITS;

  const errors = [
    goalkeepers < limits.minGoalkeepers && lineupRuleMessages.minGoalkeepers,
    fieldPlayers < limits.minFieldPlayers && lineupRuleMessages.minFieldPlayers,
    total < limits.minPlayers && lineupRuleMessages.minPlayers,
    goalkeepers > limits.maxGoalkeepers && lineupRuleMessages.maxGoalkeepers,
    fieldPlayers > limits.maxFieldPlayers && lineupRuleMessages.maxFieldPlayers,
    coachCount > limits.maxCoaches && lineupRuleMessages.maxCoaches,
  ].filter((message) => typeof message === 'string');

  const warnings = [
    goalkeepers < limits.maxGoalkeepers && lineupWarningMessages.backupGoalkeeper,
    fieldPlayers < limits.recommendedFieldPlayers && lineupWarningMessages.substitutes,
    coachCount < 1 && lineupWarningMessages.coach,
  ].filter((message) => typeof message === 'string');

  const isValid =
    goalkeepers >= limits.minGoalkeepers &&
    goalkeepers <= limits.maxGoalkeepers &&
    fieldPlayers >= limits.minFieldPlayers &&
    fieldPlayers <= limits.maxFieldPlayers &&
    coachCount <= limits.maxCoaches;

  return { goalkeepers, fieldPlayers, players: total, coaches: coachCount, errors, warnings, isValid };
}
