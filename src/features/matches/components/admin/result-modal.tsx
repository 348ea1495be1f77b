'use client';

import { Button, Input, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import { useState } from 'react';
import type { MatchSummary } from '../../public-api';
import { useRecordResult } from '../../hooks';
import { matchTexts, resultTexts } from '../../messages';
import { parseScoreInput } from '../../score-input';

const FIELDS = [
  { key: 'home_score', label: matchTexts.home },
  { key: 'away_score', label: matchTexts.away },
  { key: 'home_score_halftime', label: resultTexts.homeHalftime },
  { key: 'away_score_halftime', label: resultTexts.awayHalftime },
] as const;
type ScoreField = (typeof FIELDS)[number]['key'];

/** Spec §4: record the full-time and halftime score of an upcoming match, which completes it. */
export function ResultModal({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  const record = useRecordResult();
  const [values, setValues] = useState<Record<ScoreField, string>>({
    home_score: String(match.home_score ?? ''),
    away_score: String(match.away_score ?? ''),
    home_score_halftime: String(match.home_score_halftime ?? ''),
    away_score_halftime: String(match.away_score_halftime ?? ''),
  });

  function submit() {
    const result = {
      home_score: parseScoreInput(values.home_score),
      away_score: parseScoreInput(values.away_score),
      home_score_halftime: parseScoreInput(values.home_score_halftime),
      away_score_halftime: parseScoreInput(values.away_score_halftime),
    };
    record.mutate({ id: match.id, result }, { onSuccess: onClose });
  }

  return (
    <Modal isOpen onClose={onClose} placement="center">
      <ModalContent>
        <ModalHeader className="flex flex-col gap-1">
          {resultTexts.record}
          <span className="text-sm font-normal text-default-500">
            {match.home.name} – {match.away.name}
          </span>
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
                onValueChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              />
            ))}
          </div>
          <p className="text-xs text-default-500">{resultTexts.emptyIsZero}</p>
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={record.isPending}>
            {matchTexts.cancel}
          </Button>
          <Button color="primary" onPress={submit} isLoading={record.isPending}>
            {resultTexts.save}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
