import { restErrors } from './errors';
import type { AggregateItem, SelectItem } from './parse-select';
import { columnSql, type SqlBuilder } from './sql-builder';

/**
 * Aggregate functions in `select` (PostgREST 12+): `count()`, `col.sum()`, `col::int.avg()::text`.
 * Off on hosted Supabase unless `pgrst.db_aggregates_enabled` is set, as PostgREST refuses them.
 */
export function hasAggregates(builder: SqlBuilder, items: SelectItem[]): boolean {
  const found = items.some((item) => item.kind === 'aggregate');
  if (found && !builder.options.aggregatesEnabled) throw restErrors.aggregates();
  return found;
}

export function aggregateSql(builder: SqlBuilder, alias: string, item: AggregateItem): string {
  let argument = '*';
  if (item.field) {
    const column = columnSql(builder, alias, item.field.name, item.field.jsonPath);
    argument = item.field.cast ? `(${column})::${item.field.cast}` : column;
  }
  const aggregate = `${item.fn}(${argument})`;
  return item.cast ? `(${aggregate})::${item.cast}` : aggregate;
}

export const aggregateKey = (item: AggregateItem): string => item.alias ?? item.fn;

/** Every other selected value is a grouping term, named by its position in the select list. */
export function groupBySql(grouped: boolean[]): string {
  const positions = grouped.flatMap((isGrouped, index) => (isGrouped ? [String(index + 1)] : []));
  return positions.length ? ` group by ${positions.join(', ')}` : '';
}
