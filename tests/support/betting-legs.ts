import type { BettingMatch } from '@/features/betting/api';
import type { TBetType, TPlaceBetInput } from '@/features/betting/schema';

/** A leg as the game's slip sends it: the pick with the odds /betting lists for it. */
export function pricedLeg(match: BettingMatch, betType: TBetType, selection: string): TPlaceBetInput['legs'][number] {
  const listed = match.odds.find((odd) => odd.bet_type === betType && odd.selection === selection);
  if (!listed) throw new Error(`no ${betType} ${selection} odds listed for match ${match.id}`);
  return { match_id: match.id, bet_type: betType, selection, odds: listed.odds };
}
