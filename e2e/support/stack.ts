import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The browser journeys run against the local stack started by Playwright's webServer with the
 * well-known demo keys of .env.example; these helpers set up accounts through its Auth admin API.
 */
function demoEnv(name: string): string {
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

async function call<T>(path: string, init: RequestInit): Promise<T> {
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
export async function createAccount(options: { admin?: boolean; fullName?: string } = {}): Promise<TestAccount> {
  const email = `e2e-${randomUUID().slice(0, 8)}@svinov.local`;
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

interface CaughtMail {
  to: string;
  text: string;
}

/** The newest mail the stack caught for an address (its mail catcher, like Inbucket). */
export async function latestMailTo(email: string): Promise<CaughtMail | undefined> {
  const mails = await call<CaughtMail[]>(`/mail/api/messages?to=${encodeURIComponent(email)}`, { method: 'GET' });
  return mails[0];
}
