import { formatDate } from '@/lib/format';
import { ANSWER_LABELS, type Answer } from '../kinds';
import type { AnswerLink, AnswerOutcome } from '../server/links';
import { LinkResult, type ResultTone } from './link-result';

const OUTCOMES: Record<AnswerOutcome, { tone: ResultTone; label: string; title: string; text: string }> = {
  recorded: { tone: 'success', label: 'Hotovo', title: 'Odpověď je zaznamenaná', text: 'Trenér ji uvidí v přehledu. Změnit ji můžete v členské sekci.' },
  used: { tone: 'warning', label: 'Odkaz už byl použit', title: 'Tento odkaz už jednou posloužil', text: 'Odkazy z připomínky platí jen pro jednu odpověď. Změnit ji můžete v členské sekci.' },
  expired: { tone: 'warning', label: 'Odkaz vypršel', title: 'Odpovědi jsou už uzavřené', text: 'Odkaz platil do uzávěrky před začátkem. Dejte prosím vědět trenérovi přímo.' },
  cancelled: { tone: 'warning', label: 'Akce je zrušená', title: 'Odpověď už není potřeba', text: 'Tato akce byla zrušena nebo už neexistuje.' },
  invalid: { tone: 'danger', label: 'Neplatný odkaz', title: 'Tento odkaz neplatí', text: 'Odkaz je neúplný nebo nepochází z e-mailu klubu. Odpovědět můžete v členské sekci.' },
};

/** "Adam Veselý · Trénink 28. 11. 2026 v 17:00": whom and what the link answers for. */
export function answerEventLine(link: AnswerLink<string>): string | null {
  if (!link.memberName || !link.eventDate) return null;
  const what = link.eventType === 'match' ? 'Zápas' : 'Trénink';
  return `${link.memberName} · ${what} ${formatDate(link.eventDate)}${link.eventTime ? ` v ${link.eventTime.slice(0, 5)}` : ''}`;
}

/** What an answer link did, or why it did nothing. */
export function AnswerOutcomeView({ result, answer }: { result: AnswerLink<AnswerOutcome>; answer: Answer | null }) {
  const outcome = OUTCOMES[result.status];
  const line = answerEventLine(result);
  return (
    <LinkResult tone={outcome.tone} label={outcome.label} title={outcome.title}>
      {line ? <p className="font-medium text-foreground">{line}</p> : null}
      {result.status === 'recorded' && answer ? <p className="text-lg font-semibold text-foreground">{ANSWER_LABELS[answer]}</p> : null}
      <p>{outcome.text}</p>
    </LinkResult>
  );
}
