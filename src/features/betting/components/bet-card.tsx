import { Card, CardBody, Chip } from '@heroui/react';
import { formatDateTime } from '@/lib/format';
import type { BetWithLegs } from '../api';
import { formatCoins, formatOdds } from '../format';
import { historyMessages, selectionLabels } from '../messages';
import { isOwnKey } from '@/lib/own-key';

const STATUS_COLORS = { PENDING: 'primary', WON: 'success', LOST: 'danger', VOID: 'default' } as const;
type BetStatus = keyof typeof STATUS_COLORS;
const asStatus = (status: string): BetStatus => (isOwnKey(STATUS_COLORS, status) ? status : 'PENDING');

/** A pending bet shows its potential return, a settled one its payout and each leg's result. */
export function BetCard({ bet }: { bet: BetWithLegs }) {
  const status = asStatus(bet.status);
  const isPending = status === 'PENDING';
  return (
    <Card as="article" shadow="sm">
      <CardBody className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium">
            {bet.structure === 'ACCUMULATOR' ? historyMessages.structure.ACCUMULATOR : historyMessages.structure.SINGLE}
            <span className="text-default-500"> · {historyMessages.placedAt} {formatDateTime(bet.placed_at)}</span>
          </span>
          <Chip size="sm" variant="flat" color={STATUS_COLORS[status]}>
            {historyMessages.status[status]}
          </Chip>
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          {bet.legs.map((leg) => {
            const legStatus = asStatus(leg.status);
            return (
              <li key={leg.id} className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium">
                  {leg.match.home} – {leg.match.away}
                </span>
                <span className="text-default-600">
                  {selectionLabels[leg.selection] ?? leg.selection} @ {formatOdds(leg.odds)}
                </span>
                {legStatus === 'PENDING' ? null : (
                  <span className={`text-xs ${legStatus === 'WON' ? 'text-success' : legStatus === 'LOST' ? 'text-danger' : 'text-default-500'}`}>
                    {historyMessages.status[legStatus]}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-xs text-default-500">{historyMessages.stake}</dt>
            <dd className="font-semibold tabular-nums">{formatCoins(bet.stake)}</dd>
          </div>
          <div>
            <dt className="text-xs text-default-500">{historyMessages.odds}</dt>
            <dd className="font-semibold tabular-nums">{formatOdds(bet.odds)}</dd>
          </div>
          <div>
            <dt className="text-xs text-default-500">{isPending ? historyMessages.potentialReturn : historyMessages.payout}</dt>
            <dd className="font-semibold tabular-nums">{formatCoins(isPending ? bet.potential_return : (bet.payout ?? 0))}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
