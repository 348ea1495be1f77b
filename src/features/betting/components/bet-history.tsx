'use client';

import { Tab, Tabs } from '@heroui/react';
import { useUrlState } from '@/lib/use-url-state';
import { useBets } from '../hooks';
import { historyMessages } from '../messages';
import { BET_HISTORY_TABS, ZBetHistoryTab, type TBetHistoryTab } from '../schema';
import { betHistoryUrlState } from '../url-state';
import { BetCard } from './bet-card';
import { BettorStatisticsCard } from './bettor-statistics-card';
import { QueryContent } from './query-content';
import { WalletCard } from './wallet-card';

/** Bet history with the tabs active, settled and all (the tab lives in the URL). */
export function BetHistory({ userId }: { userId: string }) {
  const [{ tab }, setState] = useUrlState(betHistoryUrlState);
  const bets = useBets(userId, tab);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{historyMessages.heading}</h1>
      <WalletCard />
      <BettorStatisticsCard />
      <Tabs
        aria-label={historyMessages.heading}
        selectedKey={tab}
        onSelectionChange={(key) => setState({ tab: ZBetHistoryTab.parse(key) })}
        fullWidth
      >
        {BET_HISTORY_TABS.map((key: TBetHistoryTab) => (
          <Tab key={key} title={historyMessages.tabs[key]} />
        ))}
      </Tabs>
      <QueryContent query={bets} errorText={historyMessages.loadError} emptyText={historyMessages.empty}>
        {(list) => (
          <div className="flex flex-col gap-3">
            {list.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </div>
        )}
      </QueryContent>
    </div>
  );
}
