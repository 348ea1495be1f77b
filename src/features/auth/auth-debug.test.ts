import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { browserAuthFacts, serverAuthFacts } from './auth-debug';

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-access';
const REFRESH_TOKEN = 'refresh-secret-123';

const user = {
  id: '3f1c3a52-8a2e-4a57-9a4e-2f4f3b8a1c11',
  email: 'admin@svinov.test',
  aud: 'authenticated',
  created_at: '2026-01-01T10:00:00Z',
  email_confirmed_at: '2026-01-01T10:05:00Z',
  last_sign_in_at: '2026-11-26T08:00:00Z',
  app_metadata: { provider: 'email' },
  user_metadata: { access_token: ACCESS_TOKEN },
} satisfies User;

const session = {
  access_token: ACCESS_TOKEN,
  refresh_token: REFRESH_TOKEN,
  expires_in: 3600,
  expires_at: Date.UTC(2026, 10, 26, 9, 0) / 1000,
  token_type: 'bearer',
  user,
} satisfies Session;

const shown = (facts: { label: string; value: string }[]) => facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');

describe('auth debug facts', () => {
  it("say who the server sees and with which rights, and never a token", () => {
    const text = shown(
      serverAuthFacts(user, { role: 'admin', assignedCategories: [], hasAdminAccess: true, hasCoachAccess: false }),
    );
    expect(text).toContain('E-mail: admin@svinov.test');
    expect(text).toContain('Role: Admin');
    expect(text).toContain('Přístup do administrace: ano');
    expect(text).toContain('Přístup do trenérského portálu: ne');
    expect(text).not.toContain(ACCESS_TOKEN);
  });

  it("say whether the browser holds a session of the same account, and never its tokens", () => {
    const text = shown(browserAuthFacts(session, user.id));
    expect(text).toContain('Relace v prohlížeči: ano');
    expect(text).toContain('Stejný účet jako na serveru: ano');
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(text).not.toContain(REFRESH_TOKEN);
    expect(shown(browserAuthFacts(null, user.id))).toContain('Relace v prohlížeči: ne');
  });
});
