import { restErrors } from './errors';
import type { AggregateItem, SelectItem } from './parse-select';
import { columnSql, type SqlBuilder } from './sql-builder';

/**
 * Aggregate functions in `select` (PostgREST 12+): `count()`, `col.sum()`, `col::int.avg()::text`.
 * Off on hosted Supabase unless `pgrst.db_aggregates_enabled` is set, as PostgREST refuses them.
 */
export function hasAggregates(builder: SqlBuilder, items: SelectItem[]): boolean {
  const found = items.some((item) => item.kind === 'aggregate' || (item.kind === 'embed' && item.spread && hasAggregates(builder, item.items)));
  if (found && !builder.options.aggregatesEnabled) throw restErrors.aggregates();
  return found;
}

/** What an aggregate aggregates, per row: the field (cast first if asked), or 1 for `count()`. */
export function aggregateArgumentSql(builder: SqlBuilder, alias: string, item: AggregateItem): string {
  if (!item.field) return '1';
  const column = columnSql(builder, alias, item.field.name, item.field.jsonPath);
  return item.field.cast ? `(${column})::${item.field.cast}` : column;
}

/** The aggregate over a per-row argument, with the cast of its result. */
export function applyAggregate(item: Pick<AggregateItem, 'fn' | 'cast'>, argument: string): string {
  const aggregate = `${item.fn}(${argument})`;
  return item.cast ? `(${aggregate})::${item.cast}` : aggregate;
}

export function aggregateSql(builder: SqlBuilder, alias: string, item: AggregateItem): string {
  return applyAggregate(item, item.field ? aggregateArgumentSql(builder, alias, item) : '*');
}

export const aggregateKey = (item: AggregateItem): string => item.alias ?? item.fn;

/**
 * With an aggregate selected, every other selected value is a grouping term, named by its
 * position in the select list; without one, no grouping.
 */
export function groupBySql(grouped: boolean[]): string {
  if (grouped.every(Boolean)) return '';
  const positions = grouped.flatMap((isGrouped, index) => (isGrouped ? [String(index + 1)] : []));
  return positions.length ? ` group by ${positions.join(', ')}` : '';
}
