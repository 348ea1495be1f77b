import type { SqlSession } from '../engine/executor';
import type { SqlBuilder } from './build-select';
import { totalSql } from './count';
import { runExplain } from './explain';
import { bodySql } from './media';
import type { ReadOptions } from './read';
import type { Page, ReadResult } from './respond';
import type { FunctionCall } from './rpc';
import { PREPARED } from './sql-builder';

/**
 * A function returning a scalar or a set of scalars: its values as a JSON array (the caller
 * unwraps a single value), paged, with the count of all values when asked.
 */
export async function runScalarCall(
  session: SqlSession,
  builder: SqlBuilder,
  call: FunctionCall,
  page: Page,
  options: ReadOptions,
): Promise<ReadResult> {
  const limit = Number.isFinite(page.limit) ? ` limit ${page.limit}` : '';
  const values = `select _v as pgrst_scalar from ${call.sql} as _v${limit} offset ${page.offset}`;
  const counted = `select 1 from ${call.sql} as _v`;
  // Only JSON shapes exist for bare values; CSV and GeoJSON need rows.
  const media =
    options.media.kind === 'json' || options.media.kind === 'singular' ? options.media : { kind: 'json' as const, strip: false };
  const { body, first } = bodySql(media, '_r.pgrst_scalar');
  const sql = `select ${body} as body, ${first} as first, count(_r)::text as rows, ${totalSql(counted, options.count, options.maxRows)} as total from (${values}) _r`;
  if (options.explain)
    return { body: await runExplain(session, options.explain, sql, builder.params), first: null, rows: 0, total: null };
  const { rows } = await session.query<{ body: string; first: string | null; rows: string; total: string | null }>(
    sql,
    builder.params,
    PREPARED,
  );
  const row = rows[0];
  return {
    body: row?.body ?? '[]',
    first: row?.first ?? null,
    rows: Number(row?.rows ?? 0),
    total: row?.total == null ? null : Number(row.total),
  };
}
