'use client';

import { Card, CardBody, Chip } from '@heroui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { BettingMatch } from '../api';
import { kickoff } from '@/features/matches/kickoff';
import { matchCardMessages } from '../messages';
import { SELECTIONS, type TBetType, type TSlipSelection } from '../schema';
import { OddsButton } from './odds-button';

interface BettingMatchCardProps {
  match: BettingMatch;
  isOpen: boolean;
  isPicked: (pick: Pick<TSlipSelection, 'matchId' | 'betType' | 'selection'>) => boolean;
  onPick: (pick: TSlipSelection) => void;
  /** Shown under the teams (the screen passes both teams' form). */
  children?: ReactNode;
}

const MARKETS: { betType: TBetType; title: string }[] = [
  { betType: '1X2', title: matchCardMessages.result },
  { betType: 'DOUBLE_CHANCE', title: matchCardMessages.doubleChance },
];

/**
 * A match with its 1X2 and double-chance odds; closed from kickoff, and closed to whoever
 * may record its result (place_bet refuses them), with the reason shown.
 */
export function BettingMatchCard({ match, isOpen, isPicked, onPick, children }: BettingMatchCardProps) {
  const starts = kickoff(match);
  const canPick = isOpen && !match.recordsResult;
  const oddsOf = (betType: TBetType, selection: string) =>
    match.odds.find((odd) => odd.bet_type === betType && odd.selection === selection)?.odds;
  return (
    <Card as="article" shadow="sm" aria-label={`${match.home.name} – ${match.away.name}`}>
      <CardBody className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-default-500">
          <span>
            {match.category.name} · {formatDateTime(starts)}
          </span>
          {isOpen ? null : (
            <Chip size="sm" color="warning" variant="flat">
              {matchCardMessages.closed}
            </Chip>
          )}
        </div>
        <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
          <span>{match.home.name}</span>
          <span className="text-sm font-normal text-default-500">vs</span>
          <span>{match.away.name}</span>
        </h3>
        {match.venue ? <p className="-mt-2 text-xs text-default-500">{match.venue}</p> : null}
        {children}
        {match.recordsResult ? <p className="text-sm text-default-500">{matchCardMessages.recordsResult}</p> : null}
        {match.odds.length === 0 ? (
          <p className="text-sm text-default-500">{matchCardMessages.noOdds}</p>
        ) : (
          MARKETS.map((market) => (
            <div key={market.betType} role="group" aria-label={market.title} className="flex flex-col gap-1">
              <span className="text-xs text-default-500">{market.title}</span>
              <div className="flex gap-2">
                {SELECTIONS[market.betType].map((selection) => {
                  const odds = oddsOf(market.betType, selection);
                  return (
                    <OddsButton
                      key={selection}
                      selection={selection}
                      odds={odds}
                      isDisabled={!canPick}
                      isSelected={isPicked({ matchId: match.id, betType: market.betType, selection })}
                      onPress={() =>
                        odds !== undefined &&
                        onPick({ matchId: match.id, betType: market.betType, selection, odds, home: match.home.name, away: match.away.name, kickoff: starts })
                      }
                    />
                  );
                })}
              </div>
            </div>
          ))
        )}
      </CardBody>
    </Card>
  );
}
