import 'server-only';
import { NextResponse } from 'next/server';
import type { Handler } from '@/lib/api/define-handler';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { UNSUBSCRIBE_PATH } from '../links';
import type { MailKind } from '../kinds';
import { isMailKind } from '../kinds';

export type AnswerOutcome = 'recorded' | 'expired' | 'used' | 'cancelled' | 'invalid';
/** What an answer link would do before its form is sent: 'open' records an answer, the rest say why not. */
export type AnswerLinkState = 'open' | Exclude<AnswerOutcome, 'recorded'>;

/** An answer link's state and the member and event it names (null for an invalid link). */
export interface AnswerLink<Status extends string> {
  status: Status;
  memberName: string | null;
  eventType: string | null;
  eventTitle: string | null;
  eventDate: string | null;
  eventTime: string | null;
}
export type AnswerResult = AnswerLink<AnswerOutcome>;

const OUTCOMES: readonly string[] = ['recorded', 'expired', 'used', 'cancelled', 'invalid'];
const LINK_STATES: readonly string[] = ['open', 'expired', 'used', 'cancelled', 'invalid'];

interface AnswerLinkRow {
  status: string;
  member_name: string | null;
  event_type: string | null;
  event_title: string | null;
  event_date: string | null;
  event_time: string | null;
}

function toAnswerLink<Status extends string>(row: AnswerLinkRow | undefined, statuses: readonly string[]): AnswerLink<Status | 'invalid'> {
  if (!row || !statuses.includes(row.status)) {
    return { status: 'invalid', memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null };
  }
  return {
    status: row.status as Status,
    memberName: row.member_name,
    eventType: row.event_type,
    eventTitle: row.event_title,
    eventDate: row.event_date,
    eventTime: row.event_time,
  };
}

/**
 * What a reminder's answer link would do, without using it: the page shows it and asks to confirm,
 * since mail scanners open every link of a mail before its reader does.
 */
export async function peekAnswerLink(client: TypedSupabaseClient, token: string): Promise<AnswerLink<AnswerLinkState>> {
  if (!token) return toAnswerLink(undefined, LINK_STATES);
  const { data, error } = await client.rpc('peek_mail_answer_link', { p_token: token });
  if (error) throw new Error(`Odkaz nelze ověřit: ${error.message}`);
  return toAnswerLink(data[0], LINK_STATES);
}

/** Records the answer a reminder's link carries; the database checks the token, its expiry and its single use. */
export async function answerByToken(client: TypedSupabaseClient, token: string, answer: string): Promise<AnswerResult> {
  if (!token) return toAnswerLink(undefined, OUTCOMES);
  const { data, error } = await client.rpc('answer_by_mail_token', { p_token: token, p_answer: answer });
  if (error) throw new Error(`Odpověď nelze zaznamenat: ${error.message}`);
  return toAnswerLink(data[0], OUTCOMES);
}

/** The kind of mail an unsubscribe link would switch off, without switching it; null for a link that is not ours. */
export async function peekUnsubscribeLink(client: TypedSupabaseClient, token: string): Promise<MailKind | null> {
  if (!token) return null;
  const { data, error } = await client.rpc('peek_mail_unsubscribe_link', { p_token: token });
  if (error) throw new Error(`Odkaz nelze ověřit: ${error.message}`);
  return isMailKind(data) ? data : null;
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
