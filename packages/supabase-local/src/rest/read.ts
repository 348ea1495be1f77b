import type { SqlSession } from '../engine/executor';
import { remembered } from '../memo';
import { buildLevel, ident, type SqlBuilder } from './build-select';
import { runExplain } from './explain';
import { type BodyMedia, bodySql } from './media';
import { estimatedRows, type CountMode, totalSql } from './count';
import type { QueryPlanInput } from './parse-request';
import type { Page, ReadResult } from './respond';
import type { SchemaCache } from './schema-cache';
import { PREPARED } from './sql-builder';

export interface ReadOptions {
  count?: CountMode;
  /** `db_max_rows`: the threshold under which `count=estimated` counts exactly. */
  maxRows: number | null;
  media: BodyMedia;
  /** `EXPLAIN (…)`: answer the statement's plan instead of running it. */
  explain?: string;
}

/** A read's one statement and the filtered rows it pages, which counts count. */
export interface ReadStatement {
  sql: string;
  counted: string;
  params: unknown[];
}

/**
 * One statement per read: the page rendered as the media type asks, its row count and (when
 * asked) the total of the filtered rows, counted without paging. Built before the request's
 * transaction opens, so the connection does not wait on it between statements.
 */
export function readStatement(
  builder: SqlBuilder,
  source: { sql: string; relation: string | null; alias?: string },
  page: Page,
  options: ReadOptions,
): ReadStatement {
  // PostgREST reads a table under its own name and a function's rows under the function's
  // name, so SQL errors name `posts.nope` as there.
  const aliasName = source.alias ?? source.relation ?? '_t';
  const alias = ident(aliasName);
  const level = buildLevel(builder, source.relation, aliasName);
  const where = level.where.length ? ` where ${level.where.join(' and ')}` : '';
  const limit = Number.isFinite(page.limit) ? ` limit ${page.limit}` : '';
  const rows = `select ${level.selectList} from ${source.sql} as ${alias}${where}${level.group}${level.order}${limit} offset ${page.offset}`;
  const counted = `select 1 from ${source.sql} as ${alias}${where}`;
  const { body, first } = bodySql(options.media);
  const sql = `select ${body} as body, ${first} as first, count(_r)::text as rows, ${totalSql(counted, options.count, options.maxRows)} as total from (${rows}) _r`;
  return { sql, counted, params: builder.params };
}

/** Runs a read's statement (or only plans it, for `explain`). */
export async function runRead(session: SqlSession, statement: ReadStatement, options: ReadOptions): Promise<ReadResult> {
  if (options.explain) {
    return { body: await runExplain(session, options.explain, statement.sql, statement.params), first: null, rows: 0, total: null };
  }
  const { rows: result } = await session.query<{ body: string; first: string | null; rows: string; total: string | null }>(statement.sql, statement.params, PREPARED);
  const row = result[0];
  const total = row?.total == null ? null : Number(row.total);
  return {
    body: row?.body ?? '[]',
    first: row?.first ?? null,
    rows: Number(row?.rows ?? 0),
    total: await estimatedRows(session, statement.counted, statement.params, options.count, options.maxRows, total),
  };
}

/**
 * Table reads already built, per schema cache (the settings reload with it) and parsed query:
 * clients repeat the same few reads, and building one again was most of the stack's own work
 * on a read. Only a table's: a call's statement also holds its arguments' values.
 */
const tableReads = new WeakMap<SchemaCache, WeakMap<QueryPlanInput, Map<string, ReadStatement>>>();

/** `readStatement` of a table, with a builder that holds no parameters yet. */
export function tableReadStatement(builder: SqlBuilder, relation: string, page: Page, options: ReadOptions): ReadStatement {
  let byInput = tableReads.get(builder.cache);
  if (!byInput) {
    byInput = new WeakMap();
    tableReads.set(builder.cache, byInput);
  }
  let statements = byInput.get(builder.input);
  if (!statements) {
    statements = new Map();
    byInput.set(builder.input, statements);
  }
  const { media, count, maxRows } = options;
  const key = JSON.stringify([relation, page.offset, page.limit, media, count, maxRows, builder.options.aggregatesEnabled]);
  return remembered(statements, key, 50, () => readStatement(builder, { sql: builder.qualified(relation), relation }, page, options));
}
