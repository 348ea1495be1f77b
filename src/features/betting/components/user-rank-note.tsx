import type { UserRank } from '../api';
import { leaderboardMessages } from '../messages';

/** User rank: place of total, percentile and the change since yesterday. */
export function UserRankNote({ rank, isPending }: { rank: UserRank | null | undefined; isPending: boolean }) {
  const parts = rank
    ? [
        leaderboardMessages.yourRank(rank.currentRank, rank.totalUsers),
        leaderboardMessages.percentile(rank.percentile.toLocaleString('cs-CZ')),
        ...(rank.rankChange === null ? [] : [leaderboardMessages.rankChange(rank.rankChange)]),
      ]
    : [isPending ? '…' : leaderboardMessages.unranked];
  return (
    <p role="status" className="rounded-medium bg-default-100 p-3 text-sm">
      {parts.join(' · ')}
    </p>
  );
}
