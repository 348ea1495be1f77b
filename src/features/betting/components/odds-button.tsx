'use client';

import { Button } from '@heroui/react';
import { formatOdds } from '../format';
import { matchCardMessages, selectionLabels } from '../messages';

interface OddsButtonProps {
  selection: string;
  odds: number | undefined;
  isSelected: boolean;
  isDisabled: boolean;
  onPress: () => void;
}

/** One price: a toggle (aria-pressed) that puts the pick on the slip or takes it off. */
export function OddsButton({ selection, odds, isSelected, isDisabled, onPress }: OddsButtonProps) {
  const label = selectionLabels[selection] ?? selection;
  return (
    <Button
      size="sm"
      variant={isSelected ? 'solid' : 'flat'}
      color={isSelected ? 'primary' : 'default'}
      aria-pressed={isSelected}
      aria-label={odds === undefined ? label : matchCardMessages.oddsLabel(label, formatOdds(odds))}
      isDisabled={isDisabled || odds === undefined}
      onPress={onPress}
      className="h-auto min-w-0 flex-1 flex-col gap-0 py-1.5"
    >
      <span className="text-xs opacity-80">{selection}</span>
      <span className="font-semibold tabular-nums">{odds === undefined ? '–' : formatOdds(odds)}</span>
    </Button>
  );
}
