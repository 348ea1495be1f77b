import type { Session, User } from '@supabase/supabase-js';
import { formatDateTime } from '@/lib/format';
import { roleLabels, type ResolvedAccess } from './roles';

/** One line of the auth debug page: what it is and what the session says. */
export interface AuthDebugFact {
  label: string;
  value: string;
}

export const authDebugTexts = {
  title: 'Stav přihlášení',
  intro:
    'Co o vašem přihlášení ví server a co prohlížeč. Pro řešení potíží s přístupem; přístupové tokeny ani hesla se zde nikdy nezobrazují.',
  server: 'Podle serveru',
  browser: 'V tomto prohlížeči',
  checking: 'Zjišťuji…',
  yes: 'ano',
  no: 'ne',
  none: '—',
} as const;

const yesNo = (value: boolean) => (value ? authDebugTexts.yes : authDebugTexts.no);
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : authDebugTexts.none);

/**
 * Auth debug page, the server's view of the signed-in account: who, with which role and
 * rights. Only named fields are read, so no token or secret of the user object can reach the page.
 */
export function serverAuthFacts(user: User, access: ResolvedAccess): AuthDebugFact[] {
  return [
    { label: 'E-mail', value: user.email ?? authDebugTexts.none },
    { label: 'ID uživatele', value: user.id },
    { label: 'Role', value: roleLabels[access.role] },
    { label: 'Přístup do administrace', value: yesNo(access.hasAdminAccess) },
    { label: 'Přístup do trenérského portálu', value: yesNo(access.hasCoachAccess) },
    { label: 'Přiřazené kategorie', value: String(access.assignedCategories.length) },
    { label: 'Způsob přihlášení', value: typeof user.app_metadata.provider === 'string' ? user.app_metadata.provider : authDebugTexts.none },
    { label: 'E-mail ověřen', value: when(user.email_confirmed_at) },
    { label: 'Poslední přihlášení', value: when(user.last_sign_in_at) },
  ];
}

/**
 * The browser's view: whether its client holds a session, for the account the server sees, and
 * until when. The session's tokens are never read.
 */
export function browserAuthFacts(session: Session | null, serverUserId: string): AuthDebugFact[] {
  return [
    { label: 'Relace v prohlížeči', value: yesNo(session !== null) },
    { label: 'Stejný účet jako na serveru', value: session ? yesNo(session.user.id === serverUserId) : authDebugTexts.none },
    { label: 'Platnost přístupu do', value: session?.expires_at ? formatDateTime(new Date(session.expires_at * 1000)) : authDebugTexts.none },
  ];
}
