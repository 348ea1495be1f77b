import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The browser journeys run against the local stack started by Playwright's webServer with the
 * well-known demo keys of .env.example; these helpers set up accounts through its Auth admin API.
 */
export function demoEnv(name: string): string {
  if (process.env[name]) return process.env[name];
  const line = readFileSync(resolve(import.meta.dirname, '../../.env.example'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} missing from .env.example`);
  return line.slice(name.length + 1).trim();
}

export const STACK_URL = demoEnv('NEXT_PUBLIC_SUPABASE_URL');
const SERVICE_KEY = demoEnv('SUPABASE_SERVICE_ROLE_KEY');
const headers = { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' };

/** A request to the stack's APIs with the service role (headers in `init` add to or replace its own). */
export async function call<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${STACK_URL}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

/** A fresh confirmed account (optionally an admin), so journeys never change the demo accounts. */
export async function createAccount(options: { admin?: boolean; fullName?: string; label?: string } = {}): Promise<TestAccount> {
  const email = `e2e-${options.label ? `${options.label}-` : ''}${randomUUID().slice(0, 8)}@svinov.local`;
  const password = 'Zkouska-2026!';
  const user = await call<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: options.fullName ?? 'Testovací Uživatel' } }),
  });
  if (options.admin) {
    await call('/rest/v1/user_profiles', { method: 'POST', body: JSON.stringify({ user_id: user.id, role: 'admin' }), headers: { prefer: 'return=minimal' } });
  }
  return { id: user.id, email, password };
}

/** GoTrue's ban, a Go duration (876000h: a hundred years); checks the stack recorded it. */
export async function banAccount(id: string, duration = '876000h'): Promise<void> {
  const user = await call<{ banned_until?: string | null }>(`/auth/v1/admin/users/${id}`, { method: 'PUT', body: JSON.stringify({ ban_duration: duration }) });
  if (!user.banned_until || new Date(user.banned_until) <= new Date()) throw new Error(`ban not recorded for ${id}`);
}

export interface CaughtMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  variables: Record<string, string>;
  /** Headers by lower-case name, for the app's own mail (received over SMTP). */
  headers: Record<string, string>;
  sentAt: string;
}

/** The mails the stack caught for an address, newest first (its mail catcher, like Inbucket). */
export function mailsTo(email: string): Promise<CaughtMail[]> {
  return call<CaughtMail[]>(`/mail/api/messages?to=${encodeURIComponent(email)}`, { method: 'GET' });
}

/** The matches of a bettor's newest bet (service role: journeys cannot read another's bets otherwise). */
export async function newestBetMatchIds(userId: string): Promise<string[]> {
  const bets = await call<{ legs: { match_id: string }[] }[]>(
    `/rest/v1/betting_bets?user_id=eq.${userId}&order=placed_at.desc&limit=1&select=legs:betting_bet_legs(match_id)`,
    { method: 'GET' },
  );
  return bets[0]?.legs.map((leg) => leg.match_id) ?? [];
}

/** How many bets a bettor has and how many stakes their ledger booked (service role reads any bettor's). */
export async function betsAndStakes(userId: string): Promise<{ bets: number; stakes: number }> {
  const [bets, stakes] = await Promise.all([
    call<unknown[]>(`/rest/v1/betting_bets?user_id=eq.${userId}&select=id`, { method: 'GET' }),
    call<unknown[]>(`/rest/v1/betting_transactions?user_id=eq.${userId}&type=eq.stake&select=id`, { method: 'GET' }),
  ]);
  return { bets: bets.length, stakes: stakes.length };
}

/** Where a match sits in /admin/matches (category and matchweek filters) and how its row names it. */
export async function matchForAdmin(matchId: string): Promise<{ categoryId: string; matchweek: number; teams: string }> {
  const [match] = await call<{ category_id: string; matchweek: number; home: { name: string }; away: { name: string } }[]>(
    `/rest/v1/matches?id=eq.${matchId}&select=category_id,matchweek,home:teams!home_team_id(name),away:teams!away_team_id(name)`,
    { method: 'GET' },
  );
  if (!match) throw new Error(`match ${matchId} not found`);
  return { categoryId: match.category_id, matchweek: match.matchweek, teams: `${match.home.name} – ${match.away.name}` };
}

/** Reprices one selection of a match, as an admin's new odds would (the game reads them on its next fetch). */
export async function repriceOdds(matchId: string, betType: string, selection: string, odds: number): Promise<void> {
  await call(`/rest/v1/betting_odds?match_id=eq.${matchId}&bet_type=eq.${betType}&selection=eq.${selection}`, {
    method: 'PATCH',
    body: JSON.stringify({ odds }),
    headers: { prefer: 'return=minimal' },
  });
}
