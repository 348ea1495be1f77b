import type { SqlBuilder } from './build-select';
import { totalSql } from './count';
import { bodySql } from './media';
import type { ReadOptions, ReadStatement } from './read';
import type { Page } from './respond';
import type { FunctionCall } from './rpc';

/**
 * A function returning a scalar or a set of scalars: its values as a JSON array (the caller
 * unwraps a single value), paged, with the count of all values when asked. Runs as a read.
 */
export function scalarCallStatement(builder: SqlBuilder, call: FunctionCall, page: Page, options: ReadOptions): ReadStatement {
  const limit = Number.isFinite(page.limit) ? ` limit ${page.limit}` : '';
  const values = `select _v as pgrst_scalar from ${call.sql} as _v${limit} offset ${page.offset}`;
  const counted = `select 1 from ${call.sql} as _v`;
  // Only JSON shapes exist for bare values; CSV and GeoJSON need rows.
  const media =
    options.media.kind === 'json' || options.media.kind === 'singular' ? options.media : { kind: 'json' as const, strip: false };
  const { body, first } = bodySql(media, '_r.pgrst_scalar');
  const sql = `select ${body} as body, ${first} as first, count(_r)::text as rows, ${totalSql(counted, options.count, options.maxRows)} as total from (${values}) _r`;
  return { sql, counted, params: builder.params };
}
