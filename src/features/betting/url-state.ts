import { defineUrlState } from '@/lib/url-state';
import { ZBetHistoryTab, ZLeaderboardPeriod } from './schema';

/** The leaderboard's period in the URL; the default (the season) and anything unknown leave it out. */
export const leaderboardUrlState = defineUrlState({ period: ZLeaderboardPeriod });

/** The bet history's tab in the URL; the default (active bets) and anything unknown leave it out. */
export const betHistoryUrlState = defineUrlState({ tab: ZBetHistoryTab });
