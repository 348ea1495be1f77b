'use server';

import { z } from 'zod';
import { getSupabasePublicClient } from '@/lib/supabase/public';
import { ANSWERS, type MailKind } from './kinds';
import { answerByToken, unsubscribeByToken, type AnswerResult } from './server/links';

const ZAnswerLink = z.object({ token: z.string().max(200), answer: z.enum(ANSWERS) });
const ZUnsubscribeLink = z.object({ token: z.string().max(200) });

/** The answer page's button: records the answer its link carries, in the name of the account the mail went to. */
export async function confirmAnswer(_previous: AnswerResult | null, link: unknown): Promise<AnswerResult> {
  const parsed = ZAnswerLink.safeParse(link);
  if (!parsed.success) return { status: 'invalid', memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null };
  return answerByToken(getSupabasePublicClient(), parsed.data.token, parsed.data.answer);
}

/** The unsubscribe page's button: switches off the kind of mail its link came with; null for a link that is not ours. */
export async function confirmUnsubscribe(_previous: { kind: MailKind | null } | null, link: unknown): Promise<{ kind: MailKind | null }> {
  const parsed = ZUnsubscribeLink.safeParse(link);
  return { kind: parsed.success ? await unsubscribeByToken(getSupabasePublicClient(), parsed.data.token) : null };
}
