import type { Metadata } from 'next';
import { AnswerConfirmation } from '@/features/mailings/components/answer-confirmation';
import { answerEventLine, AnswerOutcomeView } from '@/features/mailings/components/answer-outcome';
import { isAnswer } from '@/features/mailings/kinds';
import { peekAnswerLink } from '@/features/mailings/server/links';
import { getSupabasePublicClient } from '@/lib/supabase/public';
import { PublicFrame } from '../(public)/public-frame';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Odpověď na připomínku', robots: { index: false, follow: false } };

/**
 * Where a reminder's Přijdu / Nepřijdu / Možná links lead: the token in the link speaks for the
 * account the mail went to, so no sign-in is needed. Fetching the link changes nothing (mail
 * scanners fetch them all); the page names the member, the event and the answer, and sends it from
 * the person's browser (AnswerConfirmation). A link that can no longer answer says why at once.
 */
export default async function AnswerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.t === 'string' ? params.t : '';
  const answer = params.a;
  const link = isAnswer(answer) ? await peekAnswerLink(getSupabasePublicClient(), token) : null;
  if (link?.status === 'open' && isAnswer(answer)) {
    return (
      <PublicFrame hasMenu={false}>
        <AnswerConfirmation token={token} answer={answer} eventLine={answerEventLine(link)} />
      </PublicFrame>
    );
  }
  const closed = link ?? { memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null };
  return (
    <PublicFrame hasMenu={false}>
      <AnswerOutcomeView result={{ ...closed, status: link && link.status !== 'open' ? link.status : 'invalid' }} answer={null} />
    </PublicFrame>
  );
}
