import type { SqlSession } from '../engine/executor';
import { viewRelationships, type Relationship } from './view-relationships';

/**
 * Generates the `Database` type for supabase-js from the live schema, in the shape
 * `supabase gen types typescript` produces (Tables/Views/Functions with Row, Insert, Update,
 * Relationships), so typed clients work the same against hosted Supabase and this stack.
 */

interface ColumnRow {
  relation: string;
  kind: string;
  column_name: string;
  type_name: string;
  element_type: string | null;
  not_null: boolean;
  has_default: boolean;
  is_generated: boolean;
  is_identity: boolean;
  is_updatable: boolean;
}

type RelationshipRow = Relationship;

interface FunctionRow {
  name: string;
  arg_names: string | null;
  arg_types: string | null;
  arg_defaults: number;
  arg_modes: string | null;
  returns_set: boolean;
  return_type: string;
  return_type_kind: string;
  return_relation: string | null;
  return_element_type: string | null;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'inet', 'cidr', 'macaddr', 'bytea', 'citext', 'tsvector', 'money', 'xml',
]);

export function tsType(typeName: string, elementType: string | null = null): string {
  if (elementType) return `${tsType(elementType)}[]`;
  if (NUMBER_TYPES.has(typeName)) return 'number';
  if (STRING_TYPES.has(typeName)) return 'string';
  if (typeName === 'bool') return 'boolean';
  if (typeName === 'json' || typeName === 'jsonb') return 'Json';
  if (typeName === 'void') return 'undefined';
  return 'unknown';
}

const COLUMNS_SQL = `
select c.relname as relation, c.relkind::text as kind, a.attname as column_name,
       t.typname as type_name, et.typname as element_type,
       a.attnotnull as not_null, a.atthasdef as has_default,
       a.attgenerated <> '' as is_generated, a.attidentity <> '' as is_identity,
       (c.relkind in ('r', 'p') or (c.relkind = 'v' and pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false))) as is_updatable
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_catalog.pg_type t on t.oid = a.atttypid
left join pg_catalog.pg_type et on et.oid = t.typelem and t.typcategory = 'A'
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
order by c.relname, a.attnum`;

const RELATIONSHIPS_SQL = `
select c.relname as relation, con.conname as constraint_name,
       (select string_agg(a.attname, ',' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       rc.relname as referenced_relation,
       (select string_agg(a.attname, ',' order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns,
       exists (select 1 from pg_catalog.pg_constraint u
               where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                 and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one
from pg_catalog.pg_constraint con
join pg_catalog.pg_class c on c.oid = con.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_class rc on rc.oid = con.confrelid
join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
order by c.relname, con.conname`;

const FUNCTIONS_SQL = `
select p.proname as name,
       array_to_string(p.proargnames, ',') as arg_names,
       (select string_agg(coalesce(et.typname || '[]', t.typname), ',' order by ord)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, ord)
          join pg_catalog.pg_type t on t.oid = x.oid
          left join pg_catalog.pg_type et on et.oid = t.typelem and t.typcategory = 'A') as arg_types,
       p.pronargdefaults as arg_defaults,
       array_to_string(p.proargmodes, ',') as arg_modes,
       p.proretset as returns_set,
       rt.typname as return_type,
       rt.typtype::text as return_type_kind,
       rr.relname as return_relation,
       ret.typname as return_element_type
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type rt on rt.oid = p.prorettype
left join pg_catalog.pg_class rr on rr.oid = rt.typrelid
left join pg_catalog.pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
where n.nspname = 'public' and p.prokind = 'f'
  and rt.typname not in ('trigger', 'event_trigger')
  and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
order by p.proname, p.oid`;

function key(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name);
}

function indent(lines: string[], depth: number): string {
  return lines
    .flatMap((line) => line.split('\n'))
    .map((line) => (line === '' ? line : `${'  '.repeat(depth)}${line}`))
    .join('\n');
}

function renderRelation(columns: ColumnRow[], relationships: RelationshipRow[], isTable: boolean): string[] {
  const row = columns.map((c) => `${key(c.column_name)}: ${tsType(c.type_name, c.element_type)}${c.not_null ? '' : ' | null'}`);
  const writable = columns.filter((c) => c.is_updatable);
  const insert = writable.map((c) => {
    const optional = !c.not_null || c.has_default || c.is_identity || c.is_generated;
    const type = c.is_generated ? 'never' : `${tsType(c.type_name, c.element_type)}${c.not_null ? '' : ' | null'}`;
    return `${key(c.column_name)}${optional ? '?' : ''}: ${type}`;
  });
  const update = writable.map(
    (c) => `${key(c.column_name)}?: ${c.is_generated ? 'never' : `${tsType(c.type_name, c.element_type)}${c.not_null ? '' : ' | null'}`}`,
  );
  const rels = relationships.map((r) =>
    [
      '{',
      `  foreignKeyName: ${JSON.stringify(r.constraint_name)}`,
      `  columns: [${r.columns.split(',').map((c) => JSON.stringify(c)).join(', ')}]`,
      `  isOneToOne: ${r.is_one_to_one}`,
      `  referencedRelation: ${JSON.stringify(r.referenced_relation)}`,
      `  referencedColumns: [${r.referenced_columns.split(',').map((c) => JSON.stringify(c)).join(', ')}]`,
      '},',
    ].join('\n'),
  );
  const block = (name: string, fields: string[]) => [`${name}: {`, indent(fields, 1), '}'];
  return [
    ...block('Row', row),
    ...(isTable || writable.length ? [...block('Insert', insert), ...block('Update', update)] : []),
    ...(rels.length ? ['Relationships: [', indent(rels, 1), ']'] : ['Relationships: []']),
  ];
}

function renderFunction(fn: FunctionRow, rowTypes: Map<string, ColumnRow[]>): string[] {
  const names = fn.arg_names ? fn.arg_names.split(',') : [];
  const types = fn.arg_types ? fn.arg_types.split(',') : [];
  const modes = fn.arg_modes ? fn.arg_modes.split(',') : types.map(() => 'i');
  const inputs = types.map((type, index) => ({ type, name: names[index] ?? '', mode: modes[index] ?? 'i' }));
  const args = inputs.filter((arg) => arg.mode === 'i' || arg.mode === 'b');
  const outputs = inputs.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  const firstDefault = args.length - fn.arg_defaults;
  const argFields = args
    .filter((arg) => arg.name !== '')
    .map((arg, index) => {
      const element = arg.type.endsWith('[]') ? arg.type.slice(0, -2) : null;
      return `${key(arg.name)}${index >= firstDefault ? '?' : ''}: ${tsType(element ?? arg.type, element)}`;
    });
  let returns: string;
  let setof: string | null = null;
  if (outputs.length > 0) {
    const fields = outputs.map((out) => {
      const element = out.type.endsWith('[]') ? out.type.slice(0, -2) : null;
      return `${key(out.name)}: ${tsType(element ?? out.type, element)}`;
    });
    returns = `{\n${indent(fields, 1)}\n}${fn.returns_set ? '[]' : ''}`;
  } else if (fn.return_relation && rowTypes.has(fn.return_relation)) {
    const columns = rowTypes.get(fn.return_relation) ?? [];
    const fields = columns.map((c) => `${key(c.column_name)}: ${tsType(c.type_name, c.element_type)}${c.not_null ? '' : ' | null'}`);
    returns = `{\n${indent(fields, 1)}\n}${fn.returns_set ? '[]' : ''}`;
    // As supabase gen types does: a function returning a table's rows can embed that table's relations.
    setof = `SetofOptions: {\n  from: "*"\n  to: ${JSON.stringify(fn.return_relation)}\n  isOneToOne: ${!fn.returns_set}\n  isSetofReturn: ${fn.returns_set}\n}`;
  } else {
    returns = `${tsType(fn.return_type_kind === 'b' && fn.return_element_type ? fn.return_element_type : fn.return_type, fn.return_element_type)}${fn.returns_set ? '[]' : ''}`;
  }
  return [
    argFields.length ? `Args: {\n${indent(argFields, 1)}\n}` : 'Args: never',
    `Returns: ${returns}`,
    ...(setof ? [setof] : []),
  ].flatMap((part) => part.split('\n'));
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), item]);
  return map;
}

export async function generateDatabaseTypes(db: SqlSession): Promise<string> {
  const [columns, relationships, functions] = await Promise.all([
    db.query<ColumnRow>(COLUMNS_SQL),
    db.query<RelationshipRow>(RELATIONSHIPS_SQL),
    db.query<FunctionRow>(FUNCTIONS_SQL),
  ]);
  const byRelation = groupBy(columns.rows, (c) => c.relation);
  const throughViews = await viewRelationships(db, relationships.rows);
  const relsByRelation = groupBy(
    [...relationships.rows, ...throughViews].sort((a, b) =>
      `${a.relation} ${a.constraint_name} ${a.referenced_relation}`.localeCompare(`${b.relation} ${b.constraint_name} ${b.referenced_relation}`),
    ),
    (r) => r.relation,
  );
  const section = (kinds: string[], isTable: boolean) =>
    [...byRelation.entries()]
      .filter(([, cols]) => kinds.includes(cols[0]?.kind ?? ''))
      .flatMap(([name, cols]) => [`${key(name)}: {`, indent(renderRelation(cols, relsByRelation.get(name) ?? [], isTable), 1), '}']);
  const functionGroups = groupBy(functions.rows, (f) => f.name);
  const functionLines = [...functionGroups.entries()].flatMap(([name, overloads]) => {
    const bodies = overloads.map((fn) => renderFunction(fn, byRelation));
    if (bodies.length === 1) return [`${key(name)}: {`, indent(bodies[0] ?? [], 1), '}'];
    return [`${key(name)}:`, ...bodies.flatMap((body) => ['  | {', indent(body, 2), '    }'])];
  });

  return `// Generated by \`npm run db:types\` from the migrated schema. Do not edit by hand:
// change a migration and regenerate (a test fails when this file is stale).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
${indent(section(['r', 'p'], true), 3)}
    }
    Views: {
${indent(section(['v', 'm'], false), 3)}
    }
    Functions: {
${indent(functionLines, 3)}
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T] extends { Update: infer U } ? U : never

export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]
`;
}
