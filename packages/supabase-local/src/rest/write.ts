import type { SqlSession } from '../engine/executor';
import { buildLevel, ident, type LevelSql, type SqlBuilder } from './build-select';
import { restErrors } from './errors';
import { runExplain } from './explain';
import { type BodyMedia, bodySql as body } from './media';
import { safeUpdateError } from './safe-update';
import type { Preferences } from './prefer';
import type { Relation, WriteEvent } from './schema-cache';
import { PREPARED } from './sql-builder';

/** How a write answers: its rows in a media type (representation) or none, or only its plan. */
export interface WriteOutput {
  media: BodyMedia | null;
  explain?: string;
}

const JSON_BODY: BodyMedia = { kind: 'json', strip: false };

export interface WriteResult {
  body: string | null;
  /** The only row when there is exactly one, else null. */
  first: string | null;
  rows: number;
  inserted: number;
}

/** pg-safeupdate also parses the statements the write's triggers run. */
function assertTriggersQualified(relation: Relation, events: WriteEvent[]): void {
  const verb = events.map((event) => relation.triggerWrites[event]).find((found) => found !== undefined);
  if (verb) throw safeUpdateError(verb);
}

function assertColumns(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columns.some((c) => c.name === column)) throw restErrors.unknownColumn(column, relation.name);
  }
}

/** The columns written: `columns=` when given, else the (identical) keys of every object. */
function payloadColumns(rows: Record<string, unknown>[], columnsParam: string[] | undefined): string[] {
  if (columnsParam) return columnsParam;
  const first = Object.keys(rows[0] ?? {});
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== first.length || !keys.every((key) => first.includes(key))) throw restErrors.invalidBody('All object keys must match');
  }
  return first;
}

/**
 * RETURNING and the final SELECT of a write. Without representation only a count is
 * returned (`RETURNING 1`), so a write needs no SELECT policy, as in PostgREST.
 */
function resultSql(level: LevelSql | null, media: BodyMedia, extraColumns = ''): { returning: string; select: string } {
  if (!level) {
    return {
      returning: 'returning 1 as "__row"',
      select: `select null::text as body, null::text as first, (select count(*) from "_w")::text as rows${extraColumns}`,
    };
  }
  return {
    returning: 'returning "_t".*',
    select: `select ${body(media).body} as body, ${body(media).first} as first, count(_r)::text as rows${extraColumns}
             from (select ${level.selectList} from "_w" as "_t"${level.order}) _r`,
  };
}

/**
 * A column's default for `missing=default`. An identity column has no default expression; PostgREST
 * takes `nextval` of its sequence, null for a column without one. Read through the row type so the
 * value has the column's type whatever it is.
 */
function defaultSql(builder: SqlBuilder, relation: Relation, column: string, expression: string | null): string {
  if (expression) return expression;
  const name = builder.param(column, 'text');
  const next = `nextval(pg_get_serial_sequence(${builder.param(builder.qualified(relation.name), 'text')}, ${name}))`;
  return `(json_populate_record(null::${builder.qualified(relation.name)}, json_build_object(${name}, ${next}))).${ident(column)}`;
}

const starColumns = (relation: Relation) => relation.columns.map((c) => c.name);

async function run(session: SqlSession, sql: string, params: unknown[], explain?: string): Promise<WriteResult> {
  if (explain) {
    // Without ANALYZE the write is only planned, never run.
    return { body: await runExplain(session, explain, sql, params), first: null, rows: 0, inserted: 0 };
  }
  const { rows } = await session.query<{ body: string | null; first: string | null; rows: string; inserted?: string }>(sql, params, PREPARED);
  const row = rows[0];
  return { body: row?.body ?? null, first: row?.first ?? null, rows: Number(row?.rows ?? 0), inserted: Number(row?.inserted ?? row?.rows ?? 0) };
}

export async function runInsert(
  session: SqlSession,
  builder: SqlBuilder,
  relation: Relation,
  payload: unknown,
  preferences: Preferences,
  output: WriteOutput,
): Promise<WriteResult> {
  const rows = (Array.isArray(payload) ? payload : [payload]) as unknown[];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) throw restErrors.invalidBody('Empty or invalid json');
  const objects = rows as Record<string, unknown>[];
  if (objects.length === 0) return { body: '[]', first: null, rows: 0, inserted: 0 };
  const columns = payloadColumns(objects, builder.input.columns);
  assertColumns(relation, columns);
  if (builder.input.onConflict) assertColumns(relation, builder.input.onConflict);

  const payloadParam = builder.param(JSON.stringify(objects), 'json');
  const expressions = columns.map((name) => {
    const column = relation.columns.find((c) => c.name === name);
    // missing=default: a key absent from an element takes the column default, not NULL.
    if (preferences.missing === 'default' && builder.input.columns) {
      return `case when _e.elem::jsonb ? ${builder.param(name, 'text')} then _r.${ident(name)} else ${defaultSql(builder, relation, name, column?.defaultExpression ?? null)} end`;
    }
    return `_r.${ident(name)}`;
  });
  const target = builder.input.onConflict ?? relation.primaryKey;
  const isUpsert = preferences.resolution !== undefined && target.length > 0;
  let conflict = '';
  if (isUpsert) {
    // Every payload column is set again, the conflict target too: a row is always returned.
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    conflict =
      preferences.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(ident).join(', ')}) do nothing`
        : ` on conflict (${target.map(ident).join(', ')}) do update set ${updates.join(', ')}`;
  }
  // An upsert fires the UPDATE triggers of the rows it merges.
  assertTriggersQualified(relation, conflict.includes(' do update ') ? ['INSERT', 'UPDATE'] : ['INSERT']);
  // `{}` inserts one row of column defaults, `[{}, {}]` one per element, as PostgREST does.
  const insert =
    columns.length === 0
      ? `insert into ${builder.qualified(relation.name)} as "_t" select from json_array_elements(${payloadParam}) as _e(elem)${conflict}`
      : `insert into ${builder.qualified(relation.name)} as "_t" (${columns.map(ident).join(', ')})
         select ${expressions.join(', ')} from json_array_elements(${payloadParam}) as _e(elem),
         lateral json_populate_record(null::${builder.qualified(relation.name)}, _e.elem) as _r${conflict}`;
  const level = output.media ? buildLevel(builder, relation.name, '_t', starColumns(relation)) : null;
  // Upserts report whether anything was inserted (201) or only merged (200).
  const insertedFlag = isUpsert ? `, ("_t".xmax::text = '0') as "__inserted"` : '';
  const counted = isUpsert ? `, (select count(*) from "_w" where "__inserted")::text as inserted` : '';
  const { returning, select } = resultSql(level, output.media ?? JSON_BODY, counted);
  return run(session, `with "_w" as (${insert} ${returning}${insertedFlag}) ${select}`, builder.params, output.explain);
}

export async function runUpdate(session: SqlSession, builder: SqlBuilder, relation: Relation, payload: unknown, output: WriteOutput): Promise<WriteResult> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw restErrors.invalidBody('Empty or invalid json');
  const columns = Object.keys(payload);
  assertColumns(relation, columns);
  const level = buildLevel(builder, relation.name, '_t', starColumns(relation));
  if (level.where.length === 0) throw safeUpdateError('UPDATE');
  if (columns.length === 0) return { body: '[]', first: null, rows: 0, inserted: 0 };
  assertTriggersQualified(relation, ['UPDATE']);
  const values = builder.param(JSON.stringify(payload), 'json');
  const assignments = columns.map((c) => `${ident(c)} = "_v".${ident(c)}`).join(', ');
  const update = `update ${builder.qualified(relation.name)} as "_t" set ${assignments} from json_populate_record(null::${builder.qualified(relation.name)}, ${values}) as "_v" where ${level.where.join(' and ')}`;
  const { returning, select } = resultSql(output.media ? level : null, output.media ?? JSON_BODY);
  return run(session, `with "_w" as (${update} ${returning}) ${select}`, builder.params, output.explain);
}

export async function runDelete(session: SqlSession, builder: SqlBuilder, relation: Relation, output: WriteOutput): Promise<WriteResult> {
  const level = buildLevel(builder, relation.name, '_t', starColumns(relation));
  if (level.where.length === 0) throw safeUpdateError('DELETE');
  assertTriggersQualified(relation, ['DELETE']);
  const { returning, select } = resultSql(output.media ? level : null, output.media ?? JSON_BODY);
  const sql = `with "_w" as (delete from ${builder.qualified(relation.name)} as "_t" where ${level.where.join(' and ')} ${returning}) ${select}`;
  return run(session, sql, builder.params, output.explain);
}
