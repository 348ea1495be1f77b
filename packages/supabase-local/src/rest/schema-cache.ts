import type { SqlSession } from '../engine/executor';
import { functionsWithUnqualifiedWrites, type UnqualifiedVerb } from './safe-update';

/**
 * What PostgREST keeps in its schema cache, per exposed schema: relations with their columns
 * and keys, foreign keys (the basis of embedding) and functions. Loaded once and reloaded on
 * `NOTIFY pgrst, 'reload schema'` (and on a config reload, which may expose other schemas);
 * never per request.
 */
export interface Column {
  name: string;
  type: string;
  isArray: boolean;
  /** Default expression from the catalog (trusted schema text), for `missing=default`. */
  defaultExpression: string | null;
  isGenerated: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  primaryKey: string[];
  /** Column sets of the primary key and every unique constraint. */
  uniqueKeys: string[][];
  /** For a view: the base table it mainly reads (first in FROM), whose keys it inherits. */
  baseTable: string | null;
  /** Per written verb, the unqualified UPDATE/DELETE a trigger of that event would run (pg-safeupdate). */
  triggerWrites: Partial<Record<WriteEvent, UnqualifiedVerb>>;
}

export type WriteEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

export interface FunctionArgument {
  name: string;
  type: string;
  isArray: boolean;
  hasDefault: boolean;
  /** The relation whose row type the argument is (computed relationships take one). */
  relation: string | null;
}

export interface DbFunction {
  name: string;
  args: FunctionArgument[];
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  returnType: string;
  /** 'void', 'scalar', or 'composite' (a table row type or RETURNS TABLE/OUT parameters). */
  returnShape: 'void' | 'scalar' | 'composite';
  /** Table whose row type is returned: its foreign keys allow embedding on the result. */
  returnRelation: string | null;
  /** Returns at most one row: not SETOF, or SETOF with `ROWS 1`. */
  singleRow: boolean;
  /** An UPDATE/DELETE without WHERE the function would run, which pg-safeupdate refuses. */
  unqualifiedWrite: UnqualifiedVerb | null;
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

interface RelationRow {
  name: string;
  kind: string;
  columns: string;
  primary_key: string | null;
  unique_keys: string | null;
  definition: string | null;
}

const RELATIONS_SQL = `
select c.relname as name, c.relkind::text as kind,
  (select json_agg(json_build_object(
            'name', a.attname,
            'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
            'isArray', t.typcategory = 'A',
            'defaultExpression', pg_catalog.pg_get_expr(d.adbin, d.adrelid),
            'isGenerated', a.attgenerated <> '' or a.attidentity = 'a')
          order by a.attnum)::text
   from pg_catalog.pg_attribute a
   join pg_catalog.pg_type t on t.oid = a.atttypid
   left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select json_agg(a.attname order by k.ord)::text
   from pg_catalog.pg_constraint con, unnest(con.conkey) with ordinality k(attnum, ord)
   join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
   where con.conrelid = c.oid and con.contype = 'p') as primary_key,
  (select json_agg(cols)::text from (
     select (select json_agg(a.attname order by k.ord)
             from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as cols
     from pg_catalog.pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u')
     union all
     select (select json_agg(a.attname order by k.ord)
             from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
             join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum)
     from pg_catalog.pg_index i
     where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null
       and not exists (select 1 from pg_catalog.pg_constraint con where con.conindid = i.indexrelid)) keys) as unique_keys,
  case when c.relkind in ('v', 'm') then pg_catalog.pg_get_viewdef(c.oid) end as definition
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const FOREIGN_KEYS_SQL = `
select con.conname as name, c.relname as "table", rc.relname as referenced_table,
  (select json_agg(a.attname order by k.ord)::text from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select json_agg(a.attname order by k.ord)::text from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns
from pg_catalog.pg_constraint con
join pg_catalog.pg_class c on c.oid = con.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_class rc on rc.oid = con.confrelid
join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
order by con.conname`;

const FUNCTIONS_SQL = `
select p.oid::text as oid, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
  (not p.proretset or p.prorows = 1) as single_row,
  pg_catalog.format_type(p.prorettype, null) as return_type, rt.typtype::text as return_typtype,
  rr.relname as return_relation, p.pronargdefaults::int as defaults,
  (select json_agg(json_build_object(
            'name', coalesce(p.proargnames[x.ord], ''),
            'type', pg_catalog.format_type(x.oid, null),
            'isArray', t.typcategory = 'A',
            'relation', (select r.relname from pg_catalog.pg_class r where r.oid = t.typrelid and r.relkind in ('r', 'p', 'v', 'm', 'f')),
            'mode', coalesce(p.proargmodes[x.ord]::text, 'i'))
          order by x.ord)::text
   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, ord)
   join pg_catalog.pg_type t on t.oid = x.oid) as args
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type rt on rt.oid = p.prorettype
left join pg_catalog.pg_class rr on rr.oid = rt.typrelid and rr.relkind in ('r', 'p', 'v', 'm')
where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`;

// Bodies of every SQL and PL/pgSQL function: an exposed one may call one of another schema.
const BODIES_SQL = `
select p.oid::text as oid, p.proname as name, p.prosrc as body
from pg_catalog.pg_proc p
join pg_catalog.pg_language l on l.oid = p.prolang
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where l.lanname in ('sql', 'plpgsql') and n.nspname not in ('pg_catalog', 'information_schema')`;

// Row and statement triggers of the schema's tables; tgtype's bits 2, 3, 4 are INSERT, DELETE, UPDATE.
const TRIGGERS_SQL = `
select c.relname as "table", t.tgfoid::text as function_oid,
  (t.tgtype & 4) <> 0 as on_insert, (t.tgtype & 8) <> 0 as on_delete, (t.tgtype & 16) <> 0 as on_update
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and not t.tgisinternal and t.tgenabled <> 'D'`;

interface TriggerRow {
  table: string;
  function_oid: string;
  on_insert: boolean;
  on_delete: boolean;
  on_update: boolean;
}

function triggerWritesByTable(triggers: TriggerRow[], unqualified: Map<string, UnqualifiedVerb>): Map<string, Partial<Record<WriteEvent, UnqualifiedVerb>>> {
  const byTable = new Map<string, Partial<Record<WriteEvent, UnqualifiedVerb>>>();
  for (const trigger of triggers) {
    const verb = unqualified.get(trigger.function_oid);
    if (!verb) continue;
    const writes = byTable.get(trigger.table) ?? {};
    if (trigger.on_insert) writes.INSERT = verb;
    if (trigger.on_update) writes.UPDATE = verb;
    if (trigger.on_delete) writes.DELETE = verb;
    byTable.set(trigger.table, writes);
  }
  return byTable;
}

function firstBaseTable(definition: string | null, schema: string): string | null {
  const qualifier = schema.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\bFROM\\s+\\(*\\s*(?:ONLY\\s+)?(?:"?${qualifier}"?\\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?`, 'i');
  const match = definition ? pattern.exec(definition) : null;
  return match?.[1] ?? null;
}

const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** The caches of the exposed schemas; a schema that does not exist has an empty one. */
export async function loadSchemaCaches(db: SqlSession, schemas: readonly string[]): Promise<Map<string, SchemaCache>> {
  const caches = await Promise.all(schemas.map((schema) => loadSchemaCache(db, schema)));
  return new Map(caches.map((cache) => [cache.schema, cache]));
}

export async function loadSchemaCache(db: SqlSession, schema = 'public'): Promise<SchemaCache> {
  const [relations, foreignKeys, functions, bodies, triggers] = await Promise.all([
    db.query<RelationRow>(RELATIONS_SQL, [schema]),
    db.query<{ name: string; table: string; referenced_table: string; columns: string; referenced_columns: string }>(FOREIGN_KEYS_SQL, [schema]),
    db.query<{
      oid: string;
      name: string;
      volatility: string;
      returns_set: boolean;
      single_row: boolean;
      return_type: string;
      return_typtype: string;
      return_relation: string | null;
      defaults: string;
      args: string | null;
    }>(FUNCTIONS_SQL, [schema]),
    db.query<{ oid: string; name: string; body: string }>(BODIES_SQL),
    db.query<TriggerRow>(TRIGGERS_SQL, [schema]),
  ]);
  const unqualified = functionsWithUnqualifiedWrites(bodies.rows);
  const triggerWrites = triggerWritesByTable(triggers.rows, unqualified);

  const relationMap = new Map<string, Relation>();
  for (const row of relations.rows) {
    const isView = row.kind === 'v' || row.kind === 'm';
    relationMap.set(row.name, {
      name: row.name,
      kind: isView ? 'view' : 'table',
      columns: parseJson<Column[]>(row.columns, []),
      primaryKey: parseJson<string[]>(row.primary_key, []),
      uniqueKeys: parseJson<(string[] | null)[]>(row.unique_keys, []).filter((key): key is string[] => key !== null),
      baseTable: isView ? firstBaseTable(row.definition, schema) : null,
      triggerWrites: triggerWrites.get(row.name) ?? {},
    });
  }

  const functionMap = new Map<string, DbFunction[]>();
  for (const row of functions.rows) {
    const allArgs = parseJson<{ name: string; type: string; isArray: boolean; relation: string | null; mode: string }[]>(row.args, []);
    const inputs = allArgs.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outputs = allArgs.filter((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b');
    const defaults = Number(row.defaults);
    const fn: DbFunction = {
      name: row.name,
      args: inputs.map((arg, index) => ({ name: arg.name, type: arg.type, isArray: arg.isArray, hasDefault: index >= inputs.length - defaults, relation: arg.relation })),
      volatility: row.volatility === 'i' || row.volatility === 's' ? row.volatility : 'v',
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnShape: row.return_type === 'void' ? 'void' : row.return_typtype === 'c' || outputs.length > 1 || row.return_type === 'record' ? 'composite' : 'scalar',
      returnRelation: row.return_relation,
      singleRow: row.single_row,
      unqualifiedWrite: unqualified.get(row.oid) ?? null,
    };
    functionMap.set(row.name, [...(functionMap.get(row.name) ?? []), fn]);
  }

  return {
    schema,
    relations: relationMap,
    foreignKeys: foreignKeys.rows.map((row) => ({
      name: row.name,
      table: row.table,
      columns: parseJson<string[]>(row.columns, []),
      referencedTable: row.referenced_table,
      referencedColumns: parseJson<string[]>(row.referenced_columns, []),
    })),
    functions: functionMap,
  };
}
