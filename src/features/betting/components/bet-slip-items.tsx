'use client';

import { Button } from '@heroui/react';
import { formatOdds } from '../format';
import { betSlipMessages, selectionLabels } from '../messages';
import type { TSlipSelection } from '../schema';

/** The picks on the slip, each with its remove button. */
export function BetSlipItems({ slip, onRemove }: { slip: TSlipSelection[]; onRemove: (matchId: string) => void }) {
  return (
    <ul className="flex flex-col gap-2">
      {slip.map((pick) => (
        <li key={pick.matchId} className="flex items-start gap-2 rounded-medium bg-default-100 p-2 text-sm">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">
              {pick.home} – {pick.away}
            </p>
            <p className="text-default-600">
              {selectionLabels[pick.selection] ?? pick.selection} ({pick.selection})
            </p>
          </div>
          <span className="font-semibold tabular-nums">{formatOdds(pick.odds)}</span>
          <Button
            isIconOnly
            size="sm"
            variant="light"
            aria-label={`${betSlipMessages.remove}: ${pick.home} – ${pick.away}`}
            onPress={() => onRemove(pick.matchId)}
          >
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
