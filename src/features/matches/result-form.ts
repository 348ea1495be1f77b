import { kickoff, pragueClock } from './kickoff';
import type { MatchResult } from './api/admin';
import { resultTexts } from './messages';
import type { MatchSummary } from './api/public';
import { readScoreInput } from './score-input';

export type ResultFields = Record<keyof MatchResult, string>;

/** Why the dialog asks before saving: each is something the person may not have meant. */
export type ConfirmReason = 'emptyFinal' | 'beforeKickoff' | 'correction';

export type ResultCheck =
  | { kind: 'invalid'; errors: Partial<ResultFields> }
  | { kind: 'ready'; result: MatchResult; confirm: ConfirmReason[] };

/** Whether the match has started: its date and time on Prague's clock, as record_match_result reads it. */
export function hasKickedOff(match: Pick<MatchSummary, 'date' | 'time'>, now: Date): boolean {
  return kickoff(match) <= pragueClock(now);
}

/** The dialog's fields for a match, prefilled with its result when it has one. */
export function resultFields(match: MatchSummary): ResultFields {
  return {
    home_score: String(match.home_score ?? ''),
    away_score: String(match.away_score ?? ''),
    home_score_halftime: String(match.home_score_halftime ?? ''),
    away_score_halftime: String(match.away_score_halftime ?? ''),
  };
}

/**
 * The result the dialog would save, or why it cannot: a negative number and a half-time above
 * the final score are refused (record_match_result refuses both too). Confirmation is asked when
 * a final score is 0 only because its field was empty or not a number, when the match has not
 * kicked off, and for a correction of a completed result, which re-settles bets.
 */
export function checkResult(fields: ResultFields, match: MatchSummary, now: Date): ResultCheck {
  const errors: Partial<ResultFields> = {};
  const read = (key: keyof MatchResult) => {
    const reading = readScoreInput(fields[key]);
    if (reading === 'negative') {
      errors[key] = resultTexts.negative;
      return { score: 0, typed: true };
    }
    return reading;
  };
  const home = read('home_score');
  const away = read('away_score');
  const homeHalf = read('home_score_halftime');
  const awayHalf = read('away_score_halftime');
  if (!errors.home_score_halftime && !errors.home_score && homeHalf.score > home.score) errors.home_score_halftime = resultTexts.halftimeAboveFinal;
  if (!errors.away_score_halftime && !errors.away_score && awayHalf.score > away.score) errors.away_score_halftime = resultTexts.halftimeAboveFinal;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const confirm: ConfirmReason[] = [];
  if (!home.typed || !away.typed) confirm.push('emptyFinal');
  if (!hasKickedOff(match, now)) confirm.push('beforeKickoff');
  if (match.status === 'completed') confirm.push('correction');
  return {
    kind: 'ready',
    result: { home_score: home.score, away_score: away.score, home_score_halftime: homeHalf.score, away_score_halftime: awayHalf.score },
    confirm,
  };
}
