import type { SqlSession } from '../engine/executor';

/**
 * Runs `EXPLAIN (…) <statement>` and answers the plan as PostgREST sends it: one line per row
 * for text, the JSON document for json (the driver hands that over already parsed).
 */
export async function runExplain(session: SqlSession, prefix: string, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await session.query<Record<string, unknown>>(`${prefix} ${sql}`, params);
  return rows
    .map((row) => Object.values(row)[0])
    .map((value) => `${typeof value === 'string' ? value : JSON.stringify(value)}\n`)
    .join('');
}
