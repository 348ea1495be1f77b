import type { Metadata } from 'next';
import { LinkResult, type ResultTone } from '@/features/mailings/components/link-result';
import { ANSWER_LABELS, isAnswer } from '@/features/mailings/kinds';
import { answerByToken, type AnswerOutcome, type AnswerResult } from '@/features/mailings/server/links';
import { formatDate } from '@/lib/format';
import { getSupabasePublicClient } from '@/lib/supabase/public';
import { PublicFrame } from '../(public)/public-frame';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Odpověď na připomínku', robots: { index: false, follow: false } };

const OUTCOMES: Record<AnswerOutcome, { tone: ResultTone; label: string; title: string; text: string }> = {
  recorded: { tone: 'success', label: 'Hotovo', title: 'Odpověď je zaznamenaná', text: 'Trenér ji uvidí v přehledu. Změnit ji můžete v členské sekci.' },
  used: { tone: 'warning', label: 'Odkaz už byl použit', title: 'Tento odkaz už jednou posloužil', text: 'Každý odkaz z připomínky platí jen pro jednu odpověď. Změnit ji můžete v členské sekci.' },
  expired: { tone: 'warning', label: 'Odkaz vypršel', title: 'Odpovědi jsou už uzavřené', text: 'Odkaz platil do uzávěrky před začátkem. Dejte prosím vědět trenérovi přímo.' },
  cancelled: { tone: 'warning', label: 'Akce je zrušená', title: 'Odpověď už není potřeba', text: 'Tato akce byla zrušena nebo už neexistuje.' },
  invalid: { tone: 'danger', label: 'Neplatný odkaz', title: 'Tento odkaz neplatí', text: 'Odkaz je neúplný nebo nepochází z e-mailu klubu. Odpovědět můžete v členské sekci.' },
};

function eventLine(result: AnswerResult): string | null {
  if (!result.memberName || !result.eventDate) return null;
  const what = result.eventType === 'match' ? 'Zápas' : 'Trénink';
  return `${result.memberName} · ${what} ${formatDate(result.eventDate)}${result.eventTime ? ` v ${result.eventTime.slice(0, 5)}` : ''}`;
}

/**
 * Where a reminder's Přijdu / Nepřijdu / Možná links lead: the token in the link speaks for the
 * account the mail went to, so no sign-in is needed; the database checks it once.
 */
export default async function AnswerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.t === 'string' ? params.t : '';
  const answer = params.a;
  const result: AnswerResult = isAnswer(answer)
    ? await answerByToken(getSupabasePublicClient(), token, answer)
    : { status: 'invalid', memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null };
  const outcome = OUTCOMES[result.status];
  const line = eventLine(result);
  return (
    <PublicFrame hasMenu={false}>
      <LinkResult tone={outcome.tone} label={outcome.label} title={outcome.title}>
        {line ? <p className="font-medium text-foreground">{line}</p> : null}
        {result.status === 'recorded' && isAnswer(answer) ? <p className="text-lg font-semibold text-foreground">{ANSWER_LABELS[answer]}</p> : null}
        <p>{outcome.text}</p>
      </LinkResult>
    </PublicFrame>
  );
}
