import { Chip } from '@heroui/react';
import { answerLabel } from '../../answer-order';
import type { EventAnswer } from '../../types';

const COLORS = { yes: 'success', no: 'danger', maybe: 'warning' } as const;
const TEXT_COLORS = {
  yes: 'text-success-700 dark:text-success-700',
  no: 'text-danger-700 dark:text-danger-700',
  maybe: 'text-warning-700 dark:text-warning-700',
} as const;

/** A member's answer on the coach's screens (Přijdu / Nepřijdu / Možná / bez odpovědi), with the note. */
export function MemberAnswer({ answer }: { answer: EventAnswer | undefined }) {
  const value = answer?.answer ?? null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1">
      <Chip
        size="sm"
        variant={value === null || answer?.isDefault ? 'bordered' : 'flat'}
        color={value === null ? 'default' : COLORS[value]}
        // HeroUI's own chip texts (the bordered success one, the flat danger and warning ones) are under AA contrast.
        classNames={value === null ? undefined : { base: TEXT_COLORS[value] }}
      >
        {answerLabel(answer ? { ...answer, note: null } : undefined)}
      </Chip>
      {answer?.note ? <span className="text-xs text-default-600">{answer.note}</span> : null}
    </span>
  );
}
