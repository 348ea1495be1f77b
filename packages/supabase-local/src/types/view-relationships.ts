import type { SqlSession } from '../engine/executor';

/**
 * Relationships through views, as `supabase gen types` reports them: a view column that is a plain
 * copy of a base-table column inherits that column's foreign keys, in both directions. Without
 * them, an embed such as `home:teams!home_team_id(...)` (teams is a view over club_category_teams)
 * or `member:public_members!member_id(...)` does not type-check, though PostgREST serves it.
 */

export interface Relationship {
  relation: string;
  constraint_name: string;
  columns: string;
  referenced_relation: string;
  referenced_columns: string;
  is_one_to_one: boolean;
}

/** Each view's stored query tree; its final target list says where every output column comes from. */
const VIEW_QUERIES_SQL = `
select c.relname as view_name, r.ev_action::text as query_tree
from pg_catalog.pg_rewrite r
join pg_catalog.pg_class c on c.oid = r.ev_class
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('v', 'm') and r.rulename = '_RETURN'
order by c.relname`;

const BASE_COLUMNS_SQL = `
select c.oid::text as table_oid, c.relname as table_name, a.attnum::int as column_number, a.attname as column_name
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'p')`;

/** A target entry of a query tree: output column number and name, and its origin table and column (0 when computed). */
const TARGET_ENTRY = /:resno (\d+) :resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false/g;

/** `view column → "table.column"` for the view's columns that copy a base-table column unchanged. */
function columnOrigins(queryTree: string, baseColumns: Map<string, string>): Map<string, string> {
  // The top-level target list comes after the range table (where subqueries keep their own), so
  // the last entry seen for each output position is the view's own.
  const byPosition = new Map<string, { name: string; origin: string | undefined }>();
  for (const [, position, name, table, column] of queryTree.matchAll(TARGET_ENTRY)) {
    if (position && name) byPosition.set(position, { name, origin: baseColumns.get(`${table}:${column}`) });
  }
  const origins = new Map<string, string>();
  for (const { name, origin } of byPosition.values()) if (origin) origins.set(name, origin);
  return origins;
}

/** The view's column names for `table.columns`, or null unless the view copies every one of them. */
function viewColumnsFor(origins: Map<string, string>, table: string, columns: string): string | null {
  const wanted = columns.split(',');
  const found = wanted.map((column) => [...origins].find(([, origin]) => origin === `${table}.${column}`)?.[0]);
  return found.every((name) => name !== undefined) ? found.join(',') : null;
}

export async function viewRelationships(db: SqlSession, foreignKeys: Relationship[]): Promise<Relationship[]> {
  const [views, columns] = await Promise.all([
    db.query<{ view_name: string; query_tree: string }>(VIEW_QUERIES_SQL),
    db.query<{ table_oid: string; table_name: string; column_number: number; column_name: string }>(BASE_COLUMNS_SQL),
  ]);
  const baseColumns = new Map(columns.rows.map((c) => [`${c.table_oid}:${c.column_number}`, `${c.table_name}.${c.column_name}`]));
  const derived: Relationship[] = [];
  for (const view of views.rows) {
    const origins = columnOrigins(view.query_tree, baseColumns);
    for (const key of foreignKeys) {
      // Another table's foreign key reaches the view through the key columns the view copies.
      const referenced = viewColumnsFor(origins, key.referenced_relation, key.referenced_columns);
      if (referenced) derived.push({ ...key, referenced_relation: view.view_name, referenced_columns: referenced });
      // The view's own copied foreign-key columns reach the referenced table.
      const own = viewColumnsFor(origins, key.relation, key.columns);
      if (own) derived.push({ ...key, relation: view.view_name, columns: own, is_one_to_one: false });
    }
  }
  return derived;
}
