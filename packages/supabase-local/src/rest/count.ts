import type { SqlSession } from '../engine/executor';

export type CountMode = 'exact' | 'planned' | 'estimated';

/**
 * The total's SQL column. `estimated` counts exactly but stops past `db_max_rows`, as PostgREST
 * does; `planned` takes no count here (the planner's estimate is read afterwards).
 */
export function totalSql(counted: string, mode: CountMode | undefined, maxRows: number | null): string {
  if (mode === 'planned' || mode === undefined) return 'null::text';
  const limit = mode === 'estimated' && maxRows !== null ? ` limit ${maxRows + 1}` : '';
  return `(select count(*) from (${counted}${limit}) _c)::text`;
}

/** Parameters of the statement that the counted SQL does not mention, which Postgres could not type. */
function unreferencedParams(sql: string, count: number): string[] {
  const used = new Set([...sql.matchAll(/\$(\d+)\b/g)].map((match) => Number(match[1])));
  return Array.from({ length: count }, (_, index) => index + 1)
    .filter((n) => !used.has(n))
    .map((n) => `$${n}`);
}

/** The planner's row estimate for the counted rows (EXPLAIN's top "Plan Rows"). */
async function plannedRows(session: SqlSession, counted: string, params: unknown[]): Promise<number> {
  const unused = unreferencedParams(counted, params.length);
  // Always true, folded away by the planner: it only gives the unused parameters a type.
  const typed = unused.length ? ` where (${unused.map((param) => `${param}::text is null`).join(' or ')} or true)` : '';
  const { rows } = await session.query<Record<string, unknown>>(
    `explain (format json) select * from (${counted}) _c${typed}`,
    params,
  );
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total a count mode reports: `planned` is the planner's estimate; `estimated` is the exact
 * count under `db_max_rows` and the larger of both above it; `exact` is the count.
 */
export async function estimatedRows(
  session: SqlSession,
  counted: string,
  params: unknown[],
  mode: CountMode | undefined,
  maxRows: number | null,
  exactTotal: number | null,
): Promise<number | null> {
  if (mode === 'planned') return plannedRows(session, counted, params);
  if (mode === 'estimated' && maxRows !== null && exactTotal !== null && exactTotal > maxRows) {
    return Math.max(exactTotal, await plannedRows(session, counted, params));
  }
  return exactTotal;
}
