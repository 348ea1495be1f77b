'use client';

import { Tab, Tabs } from '@heroui/react';
import { useUrlState } from '@/lib/use-url-state';
import { useLeaderboard, useUserRank } from '../hooks';
import { leaderboardMessages } from '../messages';
import { LEADERBOARD_PERIODS, ZLeaderboardPeriod } from '../schema';
import { leaderboardUrlState } from '../url-state';
import { LeaderboardTable } from './leaderboard-table';
import { QueryContent } from './query-content';
import { UserRankNote } from './user-rank-note';

/** The leaderboard per period (DAILY … ALL_TIME, Czech labels), the current user highlighted. */
export function Leaderboard({ userId }: { userId: string }) {
  const [{ period }, setState] = useUrlState(leaderboardUrlState);
  const board = useLeaderboard(period);
  const rank = useUserRank(period);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{leaderboardMessages.heading}</h1>
      <Tabs
        aria-label={leaderboardMessages.heading}
        selectedKey={period}
        onSelectionChange={(key) => setState({ period: ZLeaderboardPeriod.parse(key) })}
        classNames={{ base: 'w-full overflow-x-auto', tabList: 'w-full gap-0 sm:gap-2', tab: 'px-1 sm:px-3' }}
      >
        {LEADERBOARD_PERIODS.map((key) => (
          <Tab key={key} title={leaderboardMessages.periods[key]} />
        ))}
      </Tabs>
      <UserRankNote rank={rank.data} isPending={rank.isPending} />
      <QueryContent query={board} errorText={leaderboardMessages.loadError} emptyText={leaderboardMessages.empty}>
        {(entries) => <LeaderboardTable entries={entries} userId={userId} />}
      </QueryContent>
    </div>
  );
}
