'use client';

import { Button, Chip, Input } from '@heroui/react';
import { useEffect, useRef, useState } from 'react';
import { classifyError } from '@/lib/errors';
import {
  accumulatorError,
  canPlaceBet,
  combinedOdds,
  DEFAULT_STAKE,
  parseStake,
  potentialReturn,
  slipStructure,
  stakeError,
  submitTicket,
  toPlaceBetInput,
  type TicketSubmission,
} from '../bet-slip';
import { formatCoins, formatOdds } from '../format';
import { usePlaceBet } from '../hooks';
import { betSlipMessages } from '../messages';
import type { TSlipSelection } from '../schema';
import { BetSlipItems } from './bet-slip-items';

/** Which picks (match and selection, not odds) a slip holds. */
const pickKey = (picks: [matchId: string, selection: string][]) => picks.map((pick) => pick.join(':')).join();

interface BetSlipPanelProps {
  slip: TSlipSelection[];
  /** Undefined while the wallet loads: nothing can be placed, and no stake is called too high yet. */
  balance: number | undefined;
  onRemove: (matchId: string) => void;
  onClear: () => void;
}

/**
 * Bet slip: stake (default 10, 1 to the balance), SINGLE or ACCUMULATOR, combined odds
 * and potential return, one place_bet call. A placed bet clears the slip. A refusal keeps it and
 * says why in the slip; when the odds changed, the slip already shows the new ones (the matches
 * are refetched), so placing again accepts them.
 */
export function BetSlipPanel({ slip, balance, onRemove, onClear }: BetSlipPanelProps) {
  const [stakeText, setStakeText] = useState(String(DEFAULT_STAKE));
  const [placedReturn, setPlacedReturn] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; picks: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The last ticket sent and its bet id: a second press lands before the button re-renders disabled.
  const submission = useRef<TicketSubmission | null>(null);
  useEffect(() => {
    if (placedReturn !== null) statusRef.current?.focus();
  }, [placedReturn]);
  const placeBet = usePlaceBet((error, input) =>
    setRefusal({ message: classifyError(error).message, picks: pickKey(input.legs.map((leg) => [leg.match_id, leg.selection])) }),
  );
  // A refusal is about the picks it was given: once the bettor changes them it no longer shows.
  const shownRefusal = refusal?.picks === pickKey(slip.map((pick) => [pick.matchId, pick.selection])) ? refusal.message : null;
  const stake = parseStake(stakeText);
  const structure = slipStructure(slip.length);
  const odds = combinedOdds(slip.map((pick) => pick.odds));
  const stakeMessage = slip.length > 0 && balance !== undefined ? stakeError(stake, balance) : null;
  const structureMessage = structure ? accumulatorError(structure, slip.length) : null;
  const canPlace =
    balance !== undefined && canPlaceBet({ legCount: slip.length, stake, balance, isPending: placeBet.isPending }) && !structureMessage;

  function onPlace() {
    const ticket = stake === null ? null : toPlaceBetInput(slip, stake);
    if (!ticket) return;
    submission.current = submitTicket(submission.current, ticket, () => crypto.randomUUID());
    const input = { ...ticket, id: submission.current.id };
    setPlacedReturn(null);
    setRefusal(null);
    placeBet.mutate(input, {
      onSuccess: () => {
        submission.current = null;
        setPlacedReturn(potentialReturn(input.stake, odds));
        setStakeText(String(DEFAULT_STAKE));
        onClear();
      },
    });
  }

  return (
    <section aria-label={betSlipMessages.title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {betSlipMessages.title} {slip.length > 0 ? <Chip size="sm">{slip.length}</Chip> : null}
        </h2>
        {slip.length > 0 ? (
          <Button size="sm" variant="light" color="danger" onPress={onClear}>
            {betSlipMessages.clear}
          </Button>
        ) : null}
      </div>
      {placedReturn !== null && slip.length === 0 ? (
        // Placing disables the button that had focus; the confirmation takes it, so focus stays in the
        // drawer (Escape still closes it) and a screen reader reads the result.
        <p
          role="status"
          tabIndex={-1}
          ref={statusRef}
          className="rounded-medium bg-success-50 p-2 text-sm text-success-700 outline-none dark:bg-success-50/10 dark:text-success-500"
        >
          {betSlipMessages.placed} {betSlipMessages.potentialReturn}: {formatCoins(placedReturn)}
        </p>
      ) : null}
      {slip.length === 0 ? (
        <p className="text-sm text-default-500">{betSlipMessages.empty}</p>
      ) : (
        <>
          <BetSlipItems slip={slip} onRemove={onRemove} />
          <p className="text-sm font-medium">{structure === 'SINGLE' ? betSlipMessages.single : betSlipMessages.accumulator}</p>
          {structureMessage ? <p className="text-sm text-danger">{structureMessage}</p> : null}
          {shownRefusal ? (
            <p role="alert" className="rounded-medium bg-danger-50 p-2 text-sm text-danger-700 dark:bg-danger-50/10 dark:text-danger-500">
              {betSlipMessages.placeError}: {shownRefusal}
            </p>
          ) : null}
          <Input
            label={betSlipMessages.stake}
            // Text, not number: a number field drops or misreads the Czech decimal comma ("12,5").
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            onValueChange={setStakeText}
            isInvalid={stakeMessage !== null}
            errorMessage={stakeMessage}
            endContent={<span className="text-sm text-default-500">ŽET</span>}
          />
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-default-500">{betSlipMessages.totalOdds}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatOdds(odds)}</dd>
            <dt className="text-default-500">{betSlipMessages.potentialReturn}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="potential-return">
              {formatCoins(stake === null ? 0 : potentialReturn(stake, odds))}
            </dd>
          </dl>
        </>
      )}
      <Button color="primary" isDisabled={!canPlace} isLoading={placeBet.isPending} onPress={onPlace}>
        {betSlipMessages.place}
      </Button>
    </section>
  );
}
