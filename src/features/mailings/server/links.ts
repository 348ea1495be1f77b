import 'server-only';
import { NextResponse } from 'next/server';
import type { Handler } from '@/lib/api/define-handler';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { UNSUBSCRIBE_PATH } from '../links';
import type { MailKind } from '../kinds';
import { isMailKind } from '../kinds';

export type AnswerOutcome = 'recorded' | 'expired' | 'used' | 'cancelled' | 'invalid';

export interface AnswerResult {
  status: AnswerOutcome;
  memberName: string | null;
  eventType: string | null;
  eventTitle: string | null;
  eventDate: string | null;
  eventTime: string | null;
}

const OUTCOMES: readonly string[] = ['recorded', 'expired', 'used', 'cancelled', 'invalid'];

/** Records the answer a reminder's link carries; the database checks the token, its expiry and its single use. */
export async function answerByToken(client: TypedSupabaseClient, token: string, answer: string): Promise<AnswerResult> {
  const invalid: AnswerResult = { status: 'invalid', memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null };
  if (!token) return invalid;
  const { data, error } = await client.rpc('answer_by_mail_token', { p_token: token, p_answer: answer });
  if (error) throw new Error(`Odpověď nelze zaznamenat: ${error.message}`);
  const row = data[0];
  if (!row || !OUTCOMES.includes(row.status)) return invalid;
  return {
    status: row.status as AnswerOutcome,
    memberName: row.member_name,
    eventType: row.event_type,
    eventTitle: row.event_title,
    eventDate: row.event_date,
    eventTime: row.event_time,
  };
}

/** Switches off the kind of mail an unsubscribe link came with; null for a link that is not ours. */
export async function unsubscribeByToken(client: TypedSupabaseClient, token: string): Promise<MailKind | null> {
  if (!token) return null;
  const { data, error } = await client.rpc('unsubscribe_by_mail_token', { p_token: token });
  if (error) throw new Error(`Odhlášení nelze zaznamenat: ${error.message}`);
  return isMailKind(data) ? data : null;
}

/** A mail client's one-click unsubscribe (List-Unsubscribe-Post): POST with the link's token, no session needed. */
export const handleOneClickUnsubscribe: Handler = async (request, deps) => {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const kind = await unsubscribeByToken(deps.caller, token);
  return kind ? new NextResponse(null, { status: 204 }) : NextResponse.json({ error: 'Neplatný odkaz' }, { status: 404 });
};

/** The same address opened in a browser: the page says what was switched off. */
export const handleUnsubscribeInBrowser: Handler = (request) => {
  const url = new URL(request.url);
  return Promise.resolve(NextResponse.redirect(new URL(`${UNSUBSCRIBE_PATH}${url.search}`, url.origin), 303));
};
