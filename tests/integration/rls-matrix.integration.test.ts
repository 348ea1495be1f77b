import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsForRole, type JwtClaims, runAsRequest, toPostgresError } from '@club-app/supabase-local/testing';
import { DEMO_USERS, type DemoUser } from '../seed/demo-users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The policy matrix, measured on the seeded club: every table in public × each role ×
 * select / update / delete, run as that role (as the REST service runs a request) and rolled
 * back. The printed matrix shows row counts or the refusal; the expectations below pin what
 * the role rules of docs/club-rules.md#roles and the database's own rules require.
 */
type Outcome = number | 'denied' | `error ${string}`;

const ROLES = ['anon', 'member', 'bettor', 'coach', 'headCoach', 'admin'] as const;
type Role = (typeof ROLES)[number];

function claimsOf(user: DemoUser): JwtClaims {
  return { sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email, app_metadata: { provider: 'email' }, user_metadata: {} };
}

const ROLE_CLAIMS: Record<Role, JwtClaims | null> = {
  anon: null,
  member: claimsOf(DEMO_USERS.member),
  bettor: claimsOf(DEMO_USERS.bettor),
  coach: claimsOf(DEMO_USERS.coach),
  headCoach: claimsOf(DEMO_USERS.headCoach),
  admin: claimsOf(DEMO_USERS.admin),
};

/** Thrown to roll back each attempt, so the matrix never changes the rows it probes. */
class Rollback extends Error {}
let stack: TestStack;
const matrix = new Map<string, Record<Role, { select: Outcome; update: Outcome; delete: Outcome }>>();

async function attempt(role: Role, sql: string): Promise<Outcome> {
  const { role: dbRole, claims } = claimsForRole(ROLE_CLAIMS[role]);
  let outcome: Outcome = 0;
  try {
    await runAsRequest(stack.db, { role: dbRole, claims, method: 'POST', path: '/matrix', headers: {} }, async (session) => {
      const result = await session.query<{ n?: string }>(sql);
      outcome = sql.startsWith('select') ? Number(result.rows[0]?.n ?? 0) : (result.affectedRows ?? 0);
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return outcome;
    const pg = toPostgresError(error);
    if (pg?.code === '42501') return 'denied';
    return `error ${pg?.code ?? 'unknown'}`;
  }
  return outcome;
}

beforeAll(async () => {
  stack = await startTestStack('app');
  const { rows } = await stack.db.query<{ name: string; first_column: string }>(
    `select c.relname as name, (select a.attname from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attnum = 1) as first_column
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  for (const table of rows) {
    const row = {} as Record<Role, { select: Outcome; update: Outcome; delete: Outcome }>;
    const name = `public."${table.name}"`;
    const column = `"${table.first_column}"`;
    for (const role of ROLES) {
      row[role] = {
        select: await attempt(role, `select count(*)::text as n from ${name}`),
        update: await attempt(role, `update ${name} set ${column} = ${column} where true`),
        delete: await attempt(role, `delete from ${name} where true`),
      };
    }
    matrix.set(table.name, row);
  }
  const format = (outcome: Outcome) => (typeof outcome === 'number' ? String(outcome) : outcome === 'denied' ? '✗' : outcome.replace('error ', '!'));
  const lines = [...matrix.entries()].map(
    ([table, row]) => `${table.padEnd(28)} ${ROLES.map((role) => `${format(row[role].select)}/${format(row[role].update)}/${format(row[role].delete)}`.padEnd(18)).join('')}`,
  );
  console.log(`RLS matrix (select/update/delete: rows, ✗ = 42501, ! = other error)\n${'table'.padEnd(28)} ${ROLES.map((role) => role.padEnd(18)).join('')}\n${lines.join('\n')}`);
}, 300_000);

afterAll(async () => {
  await stack.stop();
});

const cell = (table: string, role: Role) => {
  const row = matrix.get(table);
  if (!row) throw new Error(`table ${table} is not in the matrix`);
  return row[role];
};
const count = async (sql: string) => Number((await stack.db.query<{ n: string }>(sql)).rows[0]?.n);
const nothingWritten = (outcome: Outcome) => outcome === 0 || outcome === 'denied';

describe('RLS matrix on the seeded club', () => {
  it('anon cannot change any table', () => {
    for (const [table, row] of matrix) {
      expect([table, nothingWritten(row.anon.update) && nothingWritten(row.anon.delete)]).toEqual([table, true]);
    }
  });

  it('a member and a bettor change nothing in any table directly', () => {
    for (const [table, row] of matrix) {
      for (const role of ['member', 'bettor'] as const) {
        expect([table, role, nothingWritten(row[role].update) && nothingWritten(row[role].delete)]).toEqual([table, role, true]);
      }
    }
  });

  it('member personal data is not public: anon is refused, an account reads only the member it is linked to', () => {
    for (const table of ['members', 'member_metadata', 'member_club_relationships']) {
      expect(cell(table, 'anon').select).toBe('denied');
      expect(cell(table, 'bettor').select).toBe(0);
    }
    // The demo member is linked to one men's player (the seed): that row only, none of its metadata.
    expect(cell('members', 'member').select).toBe(1);
    expect(cell('member_metadata', 'member').select).toBe(0);
    expect(cell('member_club_relationships', 'member').select).toBe(0);
  });

  it('coaches read the members of their categories only; admins read all', async () => {
    const bySlugs = (slugs: string[]) =>
      count(`select count(*)::text as n from public.members m join public.categories c on c.id = m.category_id where c.slug in (${slugs.map((s) => `'${s}'`).join(',')})`);
    expect(cell('members', 'coach').select).toBe(await bySlugs(DEMO_USERS.coach.categories));
    expect(cell('members', 'headCoach').select).toBe(await bySlugs(DEMO_USERS.headCoach.categories));
    expect(cell('members', 'admin').select).toBe(await count('select count(*)::text as n from public.members'));
    expect(cell('members', 'coach').update).toBe(0);
  });

  it('coaches change training and attendance only in their categories', async () => {
    const sessionsOf = (slugs: string[]) =>
      count(`select count(*)::text as n from public.training_sessions t join public.categories c on c.id = t.category_id where c.slug in (${slugs.map((s) => `'${s}'`).join(',')})`);
    expect(cell('training_sessions', 'coach').update).toBe(await sessionsOf(DEMO_USERS.coach.categories));
    expect(cell('training_sessions', 'headCoach').update).toBe(await sessionsOf(DEMO_USERS.headCoach.categories));
    // A linked account reads its member's category's sessions, an unlinked one none.
    expect(cell('training_sessions', 'member').select).toBe(await sessionsOf(['women']));
    expect(cell('training_sessions', 'bettor').select).toBe(0);
  });

  it('the public reads published posts only; drafts stay with admins', async () => {
    expect(cell('blog_posts', 'anon').select).toBe(await count(`select count(*)::text as n from public.blog_posts where status = 'published'`));
    expect(cell('blog_posts', 'admin').select).toBe(await count('select count(*)::text as n from public.blog_posts'));
  });

  it('a bettor sees only their own wallet, ledger and bets; others see none', async () => {
    expect(cell('betting_wallets', 'bettor').select).toBe(1);
    expect(cell('betting_bets', 'bettor').select).toBe(await count(`select count(*)::text as n from public.betting_bets where user_id = '${DEMO_USERS.bettor.id}'`));
    expect(cell('betting_bets', 'member').select).toBe(0);
    expect(cell('betting_transactions', 'coach').select).toBe(0);
    expect(cell('betting_bets', 'anon').select).toBe('denied');
  });

  it('login logs, user lists and internal notes are admin-only', () => {
    for (const table of ['login_logs', 'user_profiles', 'user_roles', 'todos', 'comments', 'grants', 'player_loans']) {
      expect([table, cell(table, 'anon').select]).toEqual([table, 'denied']);
      expect([table, cell(table, 'member').select]).toEqual([table, 0]);
    }
    expect(cell('user_profiles', 'admin').select).toBeGreaterThan(0);
  });

  it('the public reads the competition: seasons, categories, clubs, teams, matches, standings', () => {
    for (const table of ['seasons', 'categories', 'clubs', 'club_categories', 'club_category_teams', 'matches', 'standings', 'page_visibility', 'club_config']) {
      const outcome = cell(table, 'anon').select;
      expect([table, typeof outcome === 'number' && outcome > 0]).toEqual([table, true]);
    }
  });
});
