'use client';

import { Button, Input, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import type { MatchResult } from '../../api/admin';
import { useRecordResult } from '../../hooks';
import { matchTexts, resultTexts } from '../../messages';
import type { MatchSummary } from '../../api/public';
import { checkResult, resultFields, type ConfirmReason, type ResultFields } from '../../result-form';

const FIELDS = [
  { key: 'home_score', label: matchTexts.home },
  { key: 'away_score', label: matchTexts.away },
  { key: 'home_score_halftime', label: resultTexts.homeHalftime },
  { key: 'away_score_halftime', label: resultTexts.awayHalftime },
] as const;

function reasonText(reason: ConfirmReason, match: MatchSummary): string {
  switch (reason) {
    case 'emptyFinal':
      return resultTexts.emptyFinal;
    case 'beforeKickoff':
      return resultTexts.beforeKickoff(`${formatDate(match.date)}${match.time ? ` ${match.time.slice(0, 5)}` : ''}`);
    case 'correction':
      return resultTexts.correctionEffect;
  }
}

/**
 * Record the full-time and half-time score of a match, which completes it, or (an
 * admin) correct a completed one. Nothing is saved unseen: refused input is marked on its field,
 * and a result that may not be meant is shown back for confirmation first.
 */
export function ResultModal({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  const record = useRecordResult();
  const [values, setValues] = useState<ResultFields>(() => resultFields(match));
  const [errors, setErrors] = useState<Partial<ResultFields>>({});
  const [confirming, setConfirming] = useState<{ result: MatchResult; reasons: ConfirmReason[] } | null>(null);
  const isCorrection = match.status === 'completed';

  function save(result: MatchResult) {
    record.mutate({ id: match.id, result }, { onSuccess: onClose });
  }

  function submit() {
    const checked = checkResult(values, match, new Date());
    if (checked.kind === 'invalid') {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (checked.confirm.length > 0) setConfirming({ result: checked.result, reasons: checked.confirm });
    else save(checked.result);
  }

  const teams = `${match.home.name} – ${match.away.name}`;
  return (
    <Modal isOpen onClose={onClose} placement="center">
      <ModalContent>
        {confirming ? (
          <>
            <ModalHeader>{resultTexts.confirmTitle}</ModalHeader>
            <ModalBody>
              <p className="font-medium">
                {resultTexts.confirmQuestion(
                  match.home.name,
                  match.away.name,
                  resultTexts.scoreWithHalftime(
                    confirming.result.home_score,
                    confirming.result.away_score,
                    confirming.result.home_score_halftime,
                    confirming.result.away_score_halftime,
                  ),
                )}
              </p>
              <ul className="list-disc ps-5 text-sm text-warning-700">
                {confirming.reasons.map((reason) => (
                  <li key={reason}>{reasonText(reason, match)}</li>
                ))}
              </ul>
            </ModalBody>
            <ModalFooter>
              <Button variant="light" onPress={() => setConfirming(null)} isDisabled={record.isPending}>
                {resultTexts.back}
              </Button>
              <Button color="primary" onPress={() => save(confirming.result)} isLoading={record.isPending}>
                {resultTexts.confirm}
              </Button>
            </ModalFooter>
          </>
        ) : (
          <>
            <ModalHeader className="flex flex-col gap-1">
              {isCorrection ? resultTexts.correct : resultTexts.record}
              <span className="text-sm font-normal text-default-500">{teams}</span>
            </ModalHeader>
            <ModalBody>
              <div className="grid grid-cols-2 gap-3">
                {FIELDS.map((field) => (
                  <Input
                    key={field.key}
                    label={field.label}
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={values[field.key]}
                    isInvalid={Boolean(errors[field.key])}
                    errorMessage={errors[field.key]}
                    onValueChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
                  />
                ))}
              </div>
              <p className="text-xs text-default-500">{resultTexts.emptyIsZero}</p>
              {isCorrection ? <p className="text-sm text-warning-700">{resultTexts.correctionEffect}</p> : null}
            </ModalBody>
            <ModalFooter>
              <Button variant="light" onPress={onClose} isDisabled={record.isPending}>
                {matchTexts.cancel}
              </Button>
              <Button color="primary" onPress={submit} isLoading={record.isPending}>
                {resultTexts.save}
              </Button>
            </ModalFooter>
          </>
        )}
      </ModalContent>
    </Modal>
  );
}
