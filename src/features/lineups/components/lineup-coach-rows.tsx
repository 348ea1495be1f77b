'use client';

import { Button, Select, SelectItem } from '@heroui/react';
import { useCoachCandidates } from '../hooks';
import { COACH_ROLE_LABELS, lineupFormTexts } from '../messages';
import { COACH_ROLES } from '../schema';
import type { KeyedCoachRow } from '../sheet-form-values';

interface LineupCoachRowsProps {
  rows: KeyedCoachRow[];
  errors: Record<string, string>;
  /** The database's refusal of too many coaches, shown here. */
  refusal: string | null;
  /** Applies a change to a row (by key) as the form holds it when the change lands. */
  onUpdate: (key: string, update: (row: KeyedCoachRow) => KeyedCoachRow) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** The sheet's coaches (lineup_coaches, at most 3): members who coach, with their role. */
export function LineupCoachRows({ rows, errors, refusal, onUpdate, onRemove, onAdd }: LineupCoachRowsProps) {
  const candidates = useCoachCandidates();

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{lineupFormTexts.coaches}</legend>
      {rows.length === 0 ? <p className="text-sm text-default-500">{lineupFormTexts.noCoaches}</p> : null}
      {rows.map((row, index) => (
        <div key={row.key} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
          <Select
            size="sm"
            label={`${lineupFormTexts.coach} ${index + 1}`}
            className="min-w-0 flex-1 basis-52"
            isLoading={candidates.isPending}
            selectedKeys={row.member_id ? [row.member_id] : []}
            onChange={(event) => {
              const memberId = event.target.value;
              onUpdate(row.key, (current) => ({ ...current, member_id: memberId }));
            }}
            isInvalid={errors[`coaches.${index}.member_id`] !== undefined}
            errorMessage={errors[`coaches.${index}.member_id`]}
          >
            {(candidates.data ?? []).map((member) => (
              <SelectItem key={member.id}>{`${member.name} ${member.surname}`}</SelectItem>
            ))}
          </Select>
          <Select
            size="sm"
            label={lineupFormTexts.coachRole}
            className="min-w-0 flex-1 basis-40"
            selectedKeys={[row.role]}
            disallowEmptySelection
            onChange={(event) => {
              const role = COACH_ROLES.find((candidate) => candidate === event.target.value);
              if (role) onUpdate(row.key, (current) => ({ ...current, role }));
            }}
          >
            {COACH_ROLES.map((role) => (
              <SelectItem key={role}>{COACH_ROLE_LABELS[role]}</SelectItem>
            ))}
          </Select>
          <Button
            isIconOnly
            size="sm"
            variant="light"
            color="danger"
            aria-label={`${lineupFormTexts.removeCoach} ${index + 1}`}
            onPress={() => onRemove(row.key)}
          >
            ✕
          </Button>
        </div>
      ))}
      {refusal ? (
        <p role="alert" className="rounded-small bg-danger-50 p-2 text-sm font-medium text-danger-700">
          {refusal}
        </p>
      ) : null}
      <Button variant="flat" className="self-start" onPress={onAdd}>
        {lineupFormTexts.addCoach}
      </Button>
    </fieldset>
  );
}
