import { categoriesManagedByCaller } from '@/features/categories/api';
import { listBettableMatches } from '@/features/matches/api/public';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { z } from 'zod';
import type { TBetHistoryTab, TLeaderboardPeriod, TPlaceBetInput } from './schema';

/** Bet history reads 50 at a time from offset 0. */
export const BET_HISTORY_PAGE = { limit: 50, offset: 0 } as const;
/** How many upcoming matches the game offers at once. */
const MATCH_LIMIT = 30;

/**
 * `teams` is a view, so the generated types know no relation to it and type the embed as an
 * error; PostgREST embeds it through the foreign key all the same. Read it through a schema.
 */
const ZTeamRef = z.object({ id: z.string(), name: z.string(), short_name: z.string(), logo_url: z.string().nullable() });
const ZTeamName = z.object({ name: z.string() });

/**
 * Upcoming own-club matches with their odds, soonest first. `today` is the Prague calendar day
 * (the kickoff is stored as local date and time); matches later today are still listed and
 * closed by kickoff (betting-window.ts), which place_bet enforces itself. `recordsResult` marks
 * the matches the caller may score (staff), which place_bet refuses too.
 */
export async function listBettingMatches(client: TypedSupabaseClient, today: string) {
  // can_manage_category is the check record_match_result and place_bet make: nobody bets on a
  // match whose result they may record. Both reads go out together.
  const [data, recorded] = await Promise.all([listBettableMatches(client, today, MATCH_LIMIT), categoriesManagedByCaller(client)]);
  return data.map((match) => ({
    ...match,
    home: ZTeamRef.parse(match.home),
    away: ZTeamRef.parse(match.away),
    recordsResult: recorded.has(match.category_id),
  }));
}
export type BettingMatch = Awaited<ReturnType<typeof listBettingMatches>>[number];

/** Creates the bettor's wallet with the starting 1000 coins once; later calls change nothing. */
export async function ensureBettingWallet(client: TypedSupabaseClient): Promise<void> {
  const { error } = await client.rpc('ensure_betting_wallet');
  if (error) throw error;
}

/** Wallet stats; null before the wallet exists. */
export async function getWalletSummary(client: TypedSupabaseClient) {
  const { data, error } = await client.rpc('get_betting_wallet_summary');
  if (error) throw error;
  return data[0] ?? null;
}
export type WalletSummary = NonNullable<Awaited<ReturnType<typeof getWalletSummary>>>;

/**
 * One RPC: the database checks the window and each leg's odds against its current ones (a
 * difference is refused, hint 'odds_changed'), debits and books in one transaction. Placing the
 * same id again returns that bet unchanged (a retry stakes once).
 */
export async function placeBet(client: TypedSupabaseClient, input: TPlaceBetInput) {
  const { data, error } = await client.rpc('place_bet', {
    p_bet_id: input.id,
    p_structure: input.structure,
    p_stake: input.stake,
    p_legs: input.legs,
  });
  if (error) throw error;
  const placed = data[0];
  if (!placed) throw new Error('place_bet returned no row');
  return placed;
}

const BET_SELECT =
  `id, structure, stake, odds, potential_return, payout, status, placed_at, settled_at, legs:betting_bet_legs(id, match_id, bet_type, selection, odds, parameter, status, match:matches!inner(date, time, competition, home:teams!home_team_id(name), away:teams!away_team_id(name)))` as const;

/** The user's own bets, newest first: active = PENDING, settled = WON/LOST/VOID. */
export async function listBets(client: TypedSupabaseClient, userId: string, tab: TBetHistoryTab, page = BET_HISTORY_PAGE) {
  let query = client.from('betting_bets').select(BET_SELECT).eq('user_id', userId);
  if (tab === 'active') query = query.eq('status', 'PENDING');
  if (tab === 'settled') query = query.neq('status', 'PENDING');
  const { data, error } = await query.order('placed_at', { ascending: false }).range(page.offset, page.offset + page.limit - 1);
  if (error) throw error;
  return data.map((bet) => ({
    ...bet,
    legs: bet.legs.map((leg) => ({
      ...leg,
      match: { ...leg.match, home: ZTeamName.parse(leg.match.home).name, away: ZTeamName.parse(leg.match.away).name },
    })),
  }));
}
export type BetWithLegs = Awaited<ReturnType<typeof listBets>>[number];

/** Leaderboard entries for a period, best first. */
export async function getLeaderboard(client: TypedSupabaseClient, period: TLeaderboardPeriod) {
  const { data, error } = await client.rpc('get_betting_leaderboard', { p_period: period, p_limit: 50 });
  if (error) throw error;
  return data;
}
export type LeaderboardEntry = Awaited<ReturnType<typeof getLeaderboard>>[number];

/**
 * The signed-in bettor's rank in a period (null until they have a settled bet in it), with the
 * places gained since a day ago (null when they were not ranked then).
 */
export async function getUserRank(client: TypedSupabaseClient, period: TLeaderboardPeriod) {
  const { data, error } = await client.rpc('get_betting_user_rank', { p_period: period });
  if (error) throw error;
  const rank = data[0];
  if (!rank) return null;
  return {
    currentRank: rank.current_rank,
    rankChange: z.number().nullable().parse(rank.rank_change),
    totalUsers: rank.total_users,
    percentile: rank.percentile,
  };
}
export type UserRank = NonNullable<Awaited<ReturnType<typeof getUserRank>>>;

/**
 * The signed-in bettor's own statistics: every bet placed (pending ones too), and the win rate
 * and ROI of the settled ones as the leaderboard computes them (a VOID bet is neither won nor
 * lost; null until something is settled).
 */
export async function getBettingStatistics(client: TypedSupabaseClient) {
  const { data, error } = await client.rpc('get_betting_statistics').single();
  if (error) throw error;
  return {
    totalBets: data.total_bets,
    pendingBets: data.pending_bets,
    settledBets: data.settled_bets,
    netProfit: data.net_profit,
    winRate: z.number().nullable().parse(data.win_rate),
    roi: z.number().nullable().parse(data.roi),
  };
}
export type BettingStatistics = Awaited<ReturnType<typeof getBettingStatistics>>;

