import { availabilityMessages as t } from './messages';
import type { EventAnswer } from './types';

/** The order a coach picks players in: those coming, then maybe, then silent, then those not coming. */
const RANKS = { yes: 0, maybe: 1, none: 2, no: 3 } as const;

export function answerRank(answer: EventAnswer | undefined): number {
  return RANKS[answer?.answer ?? 'none'];
}

/** "Přijdu", "Nepřijdu", "Možná" or "bez odpovědi", with the member's note. */
export function answerLabel(answer: EventAnswer | undefined): string {
  const value = answer?.answer ?? null;
  const label = value === null ? t.memberAnswer.none : answer?.isDefault ? t.memberAnswerByDefault : t.memberAnswer[value];
  return answer?.note ? `${label} (${answer.note})` : label;
}
