import { Chip } from '@heroui/react';
import { answerLabel } from '../../answer-order';
import type { EventAnswer } from '../../types';

const COLORS = { yes: 'success', no: 'danger', maybe: 'warning' } as const;
const TEXT_COLORS = { no: 'text-danger-700 dark:text-danger-700', maybe: 'text-warning-700 dark:text-warning-700' } as const;

/** A member's answer on the coach's screens (Přijdu / Nepřijdu / Možná / bez odpovědi), with the note. */
export function MemberAnswer({ answer }: { answer: EventAnswer | undefined }) {
  const value = answer?.answer ?? null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1">
      <Chip
        size="sm"
        variant={value === null || answer?.isDefault ? 'bordered' : 'flat'}
        color={value === null ? 'default' : COLORS[value]}
        // HeroUI's flat danger and warning texts on their tints are just under AA contrast.
        classNames={value === 'no' || value === 'maybe' ? { base: TEXT_COLORS[value] } : undefined}
      >
        {answerLabel(answer ? { ...answer, note: null } : undefined)}
      </Chip>
      {answer?.note ? <span className="text-xs text-default-600">{answer.note}</span> : null}
    </span>
  );
}
