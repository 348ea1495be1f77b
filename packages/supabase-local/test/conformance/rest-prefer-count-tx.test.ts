import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// Prefer count=planned|estimated (EXPLAIN estimates, db_max_rows threshold) and tx=commit|rollback (db_tx_end).
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

/** Database-scoped: a global setting would reach every other test database on a shared server. */
async function setting(name: string, value: string | null): Promise<void> {
  const change = value === null ? `reset ${name}` : `set ${name} = ''${value}''`;
  await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I ${change}', current_database()); end $$`);
  await stack.db.query(`notify pgrst, 'reload config'`);
}

/** The planner's row estimate for all rows of posts, as EXPLAIN gives it. */
async function plannerEstimate(): Promise<number> {
  const { rows } = await stack.db.query<Record<string, unknown>>('explain (format json) select 1 from public.posts');
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return plan[0]?.Plan['Plan Rows'] ?? -1;
}

describe('count=planned and count=estimated', () => {
  it("'planned' reports the planner's estimate, and 206 when the page holds fewer rows", async () => {
    const estimate = await plannerEstimate();
    const { data, count, status } = await stack.client().from('posts').select('id', { count: 'planned' });
    expect(count).toBe(estimate);
    expect(data).toHaveLength(4);
    expect(status).toBe(estimate > 4 ? 206 : 200);
  });

  it("'estimated' counts exactly while the total stays under db_max_rows", async () => {
    const { count, status } = await stack.client().from('posts').select('id', { count: 'estimated' }).limit(2);
    expect(count).toBe(4);
    expect(status).toBe(206);
  });

  it("'estimated' above db_max_rows takes the larger of the capped count and the planner's estimate", async () => {
    await setting('pgrst.db_max_rows', '2');
    await eventually(async () => ((await stack.client().from('posts').select('id')).data ?? []).length === 2);
    const estimate = await plannerEstimate();
    const { count, status } = await stack.client().from('posts').select('id', { count: 'estimated' });
    expect(count).toBe(Math.max(3, estimate));
    expect(status).toBe(206);
    await setting('pgrst.db_max_rows', null);
    await eventually(async () => ((await stack.client().from('posts').select('id')).data ?? []).length === 4);
  });

  it("on a function 'planned' gives no count and 'estimated' the exact one", async () => {
    const planned = await fetch(`${stack.url}/rest/v1/rpc/post_ids`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, prefer: 'count=planned' },
    });
    expect(planned.headers.get('content-range')).toBe('0-3/*');
    expect(planned.headers.get('preference-applied')).toBe('count=planned');
    expect((await stack.client().rpc('post_ids', {}, { count: 'estimated' })).count).toBe(4);
  });
});

describe('tx=rollback', () => {
  const authors = async () =>
    (await stack.db.query<{ name: string }>('select name from public.authors order by id')).rows.map((row) => row.name);

  it('is ignored while db_tx_end is commit (hosted default): the insert is kept', async () => {
    const response = await fetch(`${stack.url}/rest/v1/authors`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'tx=rollback',
      },
      body: JSON.stringify({ name: 'Trvalý' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBeNull();
    expect(await authors()).toContain('Trvalý');
  });

  it('with commit-allow-override, rollback() answers the write but keeps nothing; Preference-Applied says so', async () => {
    await setting('pgrst.db_tx_end', 'commit-allow-override');
    // Each probe writes a name of its own: a probe sent before the reload is kept, and must not
    // be mistaken for a later one.
    let probe = 0;
    await eventually(async () => {
      const name = `Zkouška ${(probe += 1)}`;
      const answer = await stack.client(stack.serviceRoleKey).from('authors').insert({ name }).select('name').rollback();
      return answer.status === 201 && !(await authors()).includes(name);
    });
    const response = await fetch(`${stack.url}/rest/v1/authors?select=name`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=representation, tx=rollback',
      },
      body: JSON.stringify({ name: 'Zkušební' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await response.json()).toEqual([{ name: 'Zkušební' }]);
    expect(await authors()).not.toContain('Zkušební');
  });

  it('with rollback-allow-override every request is rolled back unless it asks for tx=commit', async () => {
    await setting('pgrst.db_tx_end', 'rollback-allow-override');
    const add = (name: string, prefer: string) =>
      fetch(`${stack.url}/rest/v1/authors`, {
        method: 'POST',
        headers: {
          apikey: stack.serviceRoleKey,
          authorization: `Bearer ${stack.serviceRoleKey}`,
          'content-type': 'application/json',
          prefer,
        },
        body: JSON.stringify({ name }),
      });
    let probe = 0;
    await eventually(async () => {
      const name = `Pokus ${(probe += 1)}`;
      return (await add(name, 'return=minimal')).status === 201 && !(await authors()).includes(name);
    });
    expect((await add('Potvrzený', 'tx=commit')).status).toBe(201);
    expect(await authors()).toContain('Potvrzený');
    await setting('pgrst.db_tx_end', null);
  });
});
