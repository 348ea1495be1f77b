import { arrayLiteral, columnSql, type SqlBuilder } from './sql-builder';
import type { Condition, LogicTree } from './parse-filter';
import type { Filter } from './parse-request';

const COMPARISONS: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-', isdistinct: 'is distinct from',
};
const TEXT_SEARCH: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function conditionSql(builder: SqlBuilder, relation: string, alias: string, condition: Condition): string {
  const lhs = columnSql(builder, alias, condition.column, condition.jsonPath);
  let sql: string;
  const value = condition.value;
  if (condition.operator === 'is') {
    sql = `${lhs} ${{ null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' }[value as string] ?? 'is null'}`;
  } else if (condition.operator === 'in') {
    sql = `${lhs} = any(${builder.param(arrayLiteral(value as string[]))})`;
  } else if (condition.operator in TEXT_SEARCH) {
    const config = condition.ftsConfig ? `${builder.param(condition.ftsConfig, 'regconfig')}, ` : '';
    const column = builder.cache.relations.get(relation)?.columns.find((c) => c.name === condition.column);
    const document = column?.type === 'tsvector' && condition.jsonPath.length === 0 ? lhs : `to_tsvector(${config}${lhs})`;
    sql = `${document} @@ ${TEXT_SEARCH[condition.operator]}(${config}${builder.param(value)})`;
  } else if (condition.quantifier) {
    sql = `${lhs} ${COMPARISONS[condition.operator]} ${condition.quantifier}(${builder.param(arrayLiteral(value as string[]))})`;
  } else {
    sql = `${lhs} ${COMPARISONS[condition.operator]} ${builder.param(value)}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function filterSql(builder: SqlBuilder, relation: string, alias: string, filter: Filter): string {
  if (filter.kind === 'condition') return conditionSql(builder, relation, alias, filter);
  return treeSql(builder, relation, alias, filter);
}

function treeSql(builder: SqlBuilder, relation: string, alias: string, tree: LogicTree): string {
  const parts = tree.children.map((child) => `(${filterSql(builder, relation, alias, child)})`);
  const sql = parts.length ? parts.join(` ${tree.operator} `) : tree.operator === 'and' ? 'true' : 'false';
  return tree.negate ? `not (${sql})` : `(${sql})`;
}

