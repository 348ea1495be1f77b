'use client';

import { Spinner, Tab, Tabs } from '@heroui/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useBets } from '../hooks';
import { historyMessages } from '../messages';
import { bettingPaths } from '../paths';
import { BET_HISTORY_TABS, ZBetHistoryTab, type TBetHistoryTab } from '../schema';
import { BetCard } from './bet-card';
import { WalletCard } from './wallet-card';

/** Spec §2: bet history with the tabs active, settled and all (the tab lives in the URL). */
export function BetHistory({ userId }: { userId: string }) {
  const router = useRouter();
  const tab = ZBetHistoryTab.parse(useSearchParams().get('tab') ?? undefined);
  const bets = useBets(userId, tab);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{historyMessages.heading}</h1>
      <WalletCard />
      <Tabs
        aria-label={historyMessages.heading}
        selectedKey={tab}
        onSelectionChange={(key) => router.replace(`${bettingPaths.history}?tab=${String(key)}`, { scroll: false })}
        fullWidth
      >
        {BET_HISTORY_TABS.map((key: TBetHistoryTab) => (
          <Tab key={key} title={historyMessages.tabs[key]} />
        ))}
      </Tabs>
      {bets.isPending ? (
        <Spinner label="Načítání…" className="py-10" />
      ) : bets.isError ? (
        <p className="text-danger">{historyMessages.loadError}</p>
      ) : bets.data.length === 0 ? (
        <p className="text-default-500">{historyMessages.empty}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {bets.data.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </div>
      )}
    </div>
  );
}
