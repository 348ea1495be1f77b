'use client';

import { isSelected, withCurrentOdds } from '../bet-slip';
import { isBettingOpen } from '../betting-window';
import { useBettingMatches, useWallet } from '../hooks';
import { matchCardMessages } from '../messages';
import { useBetSlip } from '../use-bet-slip';
import { BetSlipDrawer } from './bet-slip-drawer';
import { BetSlipPanel } from './bet-slip-panel';
import { BettingMatchCard } from './betting-match-card';
import { BettorStatisticsCard } from './bettor-statistics-card';
import { QueryContent } from './query-content';
import { TeamsForm } from './teams-form';
import { WalletCard } from './wallet-card';

/** /betting: the wallet, the bettor's statistics, the matches with odds and the slip (side panel, or a drawer on a phone). */
export function BettingHome() {
  const matches = useBettingMatches();
  const wallet = useWallet();
  const { slip, toggle, remove, clear } = useBetSlip();
  // Open or closed as of the last fetch (refetched every 5 min); place_bet checks kickoff itself.
  const checkedAt = new Date(matches.dataUpdatedAt);
  const currentSlip = withCurrentOdds(slip, (pick) =>
    matches.data?.find((match) => match.id === pick.matchId)?.odds.find((odd) => odd.bet_type === pick.betType && odd.selection === pick.selection)?.odds,
  );
  const panel = <BetSlipPanel slip={currentSlip} balance={wallet.data?.balance} onRemove={remove} onClear={clear} />;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <aside className="flex flex-col gap-4 lg:sticky lg:top-28 lg:order-last lg:self-start">
        <WalletCard />
        <BettorStatisticsCard />
        <div className="hidden rounded-large border border-divider bg-content1 p-4 lg:block">{panel}</div>
      </aside>
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{matchCardMessages.heading}</h1>
        <QueryContent query={matches} errorText={matchCardMessages.loadError} emptyText={matchCardMessages.empty}>
          {(list) => (
            <div className="grid gap-4 md:grid-cols-2">
              {list.map((match) => (
                <BettingMatchCard
                  key={match.id}
                  match={match}
                  isOpen={isBettingOpen(match, checkedAt)}
                  isPicked={(pick) => isSelected(slip, pick)}
                  onPick={toggle}
                >
                  <TeamsForm home={match.home} away={match.away} />
                </BettingMatchCard>
              ))}
            </div>
          )}
        </QueryContent>
      </section>
      <BetSlipDrawer count={slip.length}>{panel}</BetSlipDrawer>
    </div>
  );
}
