import type { SqlSession } from '../engine/executor';
import { buildLevel, ident, type SqlBuilder } from './build-select';
import type { Page, ReadResult } from './respond';

/**
 * One statement per read: the page as JSON, its row count and (when asked) the total of the
 * filtered rows, counted without paging.
 */
export async function runRead(
  session: SqlSession,
  builder: SqlBuilder,
  source: { sql: string; relation: string | null; alias?: string },
  page: Page,
  withCount: boolean,
): Promise<ReadResult> {
  // PostgREST reads a table under its own name and a function's rows under the function's
  // name, so SQL errors name `posts.nope` as there.
  const aliasName = source.alias ?? source.relation ?? '_t';
  const alias = ident(aliasName);
  const level = buildLevel(builder, source.relation, aliasName);
  const where = level.where.length ? ` where ${level.where.join(' and ')}` : '';
  const limit = Number.isFinite(page.limit) ? ` limit ${page.limit}` : '';
  const rows = `select ${level.selectList} from ${source.sql} as ${alias}${where}${level.group}${level.order}${limit} offset ${page.offset}`;
  const total = withCount ? `, (select count(*) from ${source.sql} as ${alias}${where})::text as total` : ', null as total';
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(_r)::text as rows${total} from (${rows}) _r`;
  const { rows: result } = await session.query<{ body: string; first: string | null; rows: string; total: string | null }>(sql, builder.params);
  const row = result[0];
  return { body: row?.body ?? '[]', first: row?.first ?? null, rows: Number(row?.rows ?? 0), total: row?.total == null ? null : Number(row.total) };
}

export function tableSource(builder: SqlBuilder, relation: string): { sql: string; relation: string } {
  return { sql: builder.qualified(relation), relation };
}
