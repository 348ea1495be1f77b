import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Guards that read the catalog, so they keep holding as migrations add tables and functions:
 * every table in public has RLS on, at least one policy and an explicit API grant; every
 * SECURITY DEFINER function fixes its search_path; nothing executes arbitrary SQL.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

describe('schema guards', () => {
  // A table only the server reads and writes (the mail job's, with the service role, which
  // bypasses RLS) needs no policy, but keeps RLS on so a later grant to a client opens nothing.
  it('every table in public has row-level security on, and at least one policy when a client role may touch it', async () => {
    const { rows } = await stack.db.query<{ table_name: string; rls: boolean; policies: string; client_reachable: boolean }>(
      `select c.relname as table_name, c.relrowsecurity as rls,
              (select count(*) from pg_catalog.pg_policy p where p.polrelid = c.oid)::text as policies,
              exists (
                select 1 from (values ('anon'), ('authenticated')) r(role), (values ('select'), ('insert'), ('update'), ('delete')) o(op)
                where has_table_privilege(r.role, c.oid, o.op)
              ) as client_reachable
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => !row.rls || (row.client_reachable && row.policies === '0'))).toEqual([]);
    // The server-only tables are exactly these; a new one is a decision to state here.
    expect(rows.filter((row) => !row.client_reachable).map((row) => row.table_name)).toEqual([
      'event_changes',
      'mail_answer_tokens',
      'mail_deliveries',
      'mail_unsubscribe_tokens',
    ]);
  });

  // The role functions are security definer, which Postgres never inlines: called bare in a policy
  // they run once per row read; as a sub-select, `(select public.is_admin())`, once per statement.
  it('no row-level policy asks the caller\'s roles once per row', async () => {
    const { rows } = await stack.db.query<{ policy: string }>(
      `select tablename || ': ' || policyname as policy
       from pg_catalog.pg_policies
       where schemaname = 'public'
         and regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
               '\\(\\s*SELECT (?:public\\.)?(is_admin|is_coach|coach_category_ids|linked_member_ids|linked_category_ids)\\(\\) AS \\w+\\)', '', 'g')
             ~ '(can_manage_category|is_admin|is_coach|has_role|coach_category_ids|linked_member_ids|linked_category_ids)\\('
       order by 1`,
    );
    expect(rows.map((row) => row.policy)).toEqual([]);
  });

  // The same inside a function's query: can_manage_category() of a row's column runs the role
  // lookups for every row, where the roles read once as sub-selects answer the same (a record
  // variable's field, v_match.category_id, is asked once per call).
  it("no function asks can_manage_category() of each row it reads", async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosrc ~ 'can_manage_category\\(\\s*(?!v_)[a-z_]+\\.[a-z_]+'
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  it('every table in public is granted explicitly to at least one API role', async () => {
    const { rows } = await stack.db.query<{ table_name: string }>(
      `select c.relname as table_name
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
         and not exists (
           select 1 from (values ('anon'), ('authenticated'), ('service_role')) r(role)
           where has_table_privilege(r.role, c.oid, 'select'))
       order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('every SECURITY DEFINER function in public fixes its search_path', async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(rows).toEqual([]);
  });

  it('no function runs arbitrary SQL (no exec_sql fallback exists)', async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select p.proname as name from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and (p.proname ilike '%exec%sql%' or p.proname ilike '%execute%' or p.proname ilike '%run_sql%')`,
    );
    expect(rows).toEqual([]);
  });
});
