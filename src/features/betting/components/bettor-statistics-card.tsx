'use client';

import { Card, CardBody, Skeleton } from '@heroui/react';
import { formatPercent } from '../format';
import { useBettingStatistics } from '../hooks';
import { statisticsMessages } from '../messages';

/**
 * The signed-in bettor's own figures: bets placed (with how many await a result), and the win
 * rate and ROI of the settled ones, as the leaderboard reckons them.
 */
export function BettorStatisticsCard() {
  const { data: statistics, isPending, isError } = useBettingStatistics();
  const stats = [
    { key: 'bets', label: statisticsMessages.bets, value: String(statistics?.totalBets ?? 0) },
    { key: 'win-rate', label: statisticsMessages.winRate, value: formatPercent(statistics?.winRate ?? null) },
    { key: 'roi', label: statisticsMessages.roi, value: formatPercent(statistics?.roi ?? null) },
  ];
  return (
    <Card as="section" shadow="sm" aria-labelledby="bettor-statistics-title">
      <CardBody className="gap-3">
        <h2 id="bettor-statistics-title" className="text-sm font-semibold">
          {statisticsMessages.title}
        </h2>
        {isError ? (
          <p className="text-sm text-danger">{statisticsMessages.loadError}</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {stats.map((stat) => (
                <div key={stat.key}>
                  <dt className="text-xs text-default-500">{stat.label}</dt>
                  <dd className="text-lg font-semibold tabular-nums" data-testid={`bettor-${stat.key}`}>
                    <Skeleton isLoaded={!isPending} className="rounded-small">
                      {stat.value}
                    </Skeleton>
                  </dd>
                </div>
              ))}
            </dl>
            {statistics ? <StatisticsNote totalBets={statistics.totalBets} pendingBets={statistics.pendingBets} settledBets={statistics.settledBets} /> : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}

function StatisticsNote({ totalBets, pendingBets, settledBets }: { totalBets: number; pendingBets: number; settledBets: number }) {
  if (totalBets === 0) return <p className="text-xs text-default-500">{statisticsMessages.empty}</p>;
  return (
    <p className="text-xs text-default-500">
      {pendingBets > 0 ? `${statisticsMessages.pending(pendingBets)}. ` : null}
      {settledBets === 0 ? statisticsMessages.noneSettled : null}
    </p>
  );
}
