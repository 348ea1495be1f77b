'use client';

import { formatOdds } from '../format';
import { matchCardMessages, selectionLabels } from '../messages';

interface OddsButtonProps {
  selection: string;
  odds: number | undefined;
  isSelected: boolean;
  isDisabled: boolean;
  onPress: () => void;
}

/**
 * One price: a toggle (aria-pressed) that puts the pick on the slip or takes it off. A native
 * button in HeroUI's small button look (globals.css, .odds-button): the screen shows six on each
 * of its cards.
 */
export function OddsButton({ selection, odds, isSelected, isDisabled, onPress }: OddsButtonProps) {
  const label = selectionLabels[selection] ?? selection;
  return (
    <button
      type="button"
      className="odds-button"
      aria-pressed={isSelected}
      aria-label={odds === undefined ? label : matchCardMessages.oddsLabel(label, formatOdds(odds))}
      disabled={isDisabled || odds === undefined}
      onClick={onPress}
    >
      <span className="text-xs opacity-80">{selection}</span>
      <span className="font-semibold tabular-nums">{odds === undefined ? '–' : formatOdds(odds)}</span>
    </button>
  );
}
