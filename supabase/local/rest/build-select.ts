import { restErrors } from './errors';
import type { Condition, LogicTree } from './parse-filter';
import type { Filter, OrderTerm, QueryPlanInput } from './parse-request';
import type { JsonStep, SelectItem } from './parse-select';
import { resolveRelationship, type Relationship } from './relationships';
import type { SchemaCache } from './schema-cache';

/**
 * Builds the SQL of a read (or of the representation of a write): every identifier is
 * quoted, every value a bound parameter, and the response JSON is built by Postgres itself
 * (json_agg / row_to_json) so values keep Postgres's formatting.
 */
export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliasCount = 0;

  constructor(
    readonly cache: SchemaCache,
    readonly input: QueryPlanInput,
  ) {}

  param(value: unknown, cast?: string): string {
    this.params.push(value);
    return cast ? `$${this.params.length}::${cast}` : `$${this.params.length}`;
  }

  nextAlias(): string {
    this.aliasCount += 1;
    return `_e${this.aliasCount}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function table(name: string): string {
  return `"public".${ident(name)}`;
}

function jsonPathSql(builder: SqlBuilder, steps: JsonStep[]): string {
  // Array indexes are digits only, so they can be written as integers; keys are parameters.
  return steps.map((step) => ` ${step.arrow} ${/^-?\d+$/.test(step.key) ? step.key : builder.param(step.key, 'text')}`).join('');
}

export function columnSql(builder: SqlBuilder, alias: string, column: string, jsonPath: JsonStep[]): string {
  const base = `${ident(alias)}.${ident(column)}`;
  return jsonPath.length ? `(${base}${jsonPathSql(builder, jsonPath)})` : base;
}

/** Postgres array literal of text values: `{"a","b,c"}`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

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

function filterSql(builder: SqlBuilder, relation: string, alias: string, filter: Filter): string {
  if (filter.kind === 'condition') return conditionSql(builder, relation, alias, filter);
  return treeSql(builder, relation, alias, filter);
}

function treeSql(builder: SqlBuilder, relation: string, alias: string, tree: LogicTree): string {
  const parts = tree.children.map((child) => `(${filterSql(builder, relation, alias, child)})`);
  const sql = parts.length ? parts.join(` ${tree.operator} `) : tree.operator === 'and' ? 'true' : 'false';
  return tree.negate ? `not (${sql})` : `(${sql})`;
}

interface EmbedPlan {
  item: Extract<SelectItem, { kind: 'embed' }>;
  relationship: Relationship;
  key: string;
  path: string;
  alias: string;
}

/** The join of an embed's rows to its parent row. */
function joinSql(relationship: Relationship, parentAlias: string, alias: string, junctionAlias: string): { from: string; where: string } {
  if (relationship.junction) {
    const junction = relationship.junction;
    const on = junction.junctionToTarget.map((column, i) => `${ident(junctionAlias)}.${ident(column)} = ${ident(alias)}.${ident(junction.targetColumns[i] ?? '')}`);
    const where = junction.junctionToOrigin.map(
      (column, i) => `${ident(junctionAlias)}.${ident(column)} = ${ident(parentAlias)}.${ident(junction.originColumns[i] ?? '')}`,
    );
    return { from: `${table(relationship.target)} as ${ident(alias)} join ${table(junction.table)} as ${ident(junctionAlias)} on ${on.join(' and ')}`, where: where.join(' and ') };
  }
  const where = relationship.targetColumns.map(
    (column, i) => `${ident(alias)}.${ident(column)} = ${ident(parentAlias)}.${ident(relationship.originColumns[i] ?? '')}`,
  );
  return { from: `${table(relationship.target)} as ${ident(alias)}`, where: where.join(' and ') };
}

function embedKey(item: Extract<SelectItem, { kind: 'embed' }>): string {
  return item.alias ?? item.name;
}

function planEmbeds(builder: SqlBuilder, relation: string, items: SelectItem[], path: string): EmbedPlan[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const key = embedKey(item);
    return [{ item, relationship: resolveRelationship(builder.cache, relation, item.name, item.hint), key, path: path ? `${path}.${key}` : key, alias: builder.nextAlias() }];
  });
}

/** `where` conditions of one level: its filters, plus `!inner` and `embed=is.null` embeds. */
function whereSql(builder: SqlBuilder, relation: string, alias: string, path: string, embeds: EmbedPlan[]): string[] {
  const conditions: string[] = [];
  for (const filter of builder.input.filters.get(path) ?? []) {
    const embed = filter.kind === 'condition' && filter.jsonPath.length === 0 ? embeds.find((e) => e.key === filter.column) : undefined;
    if (embed && filter.kind === 'condition') {
      if (filter.operator !== 'is' || filter.value !== 'null') throw restErrors.embedOperator(embed.key);
      conditions.push(`${filter.negate ? '' : 'not '}exists (${existsSql(builder, alias, embed)})`);
      continue;
    }
    conditions.push(filterSql(builder, relation, alias, filter));
  }
  for (const embed of embeds) {
    if (embed.item.joinType === 'inner') conditions.push(`exists (${existsSql(builder, alias, embed)})`);
  }
  return conditions;
}

function existsSql(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan): string {
  const alias = builder.nextAlias();
  const join = joinSql(embed.relationship, parentAlias, alias, builder.nextAlias());
  const childEmbeds = planEmbeds(builder, embed.relationship.target, embed.item.items, embed.path);
  const where = [join.where, ...whereSql(builder, embed.relationship.target, alias, embed.path, childEmbeds)];
  return `select 1 from ${join.from} where ${where.join(' and ')}`;
}

export function orderSql(builder: SqlBuilder, alias: string, terms: OrderTerm[], embeds: EmbedPlan[]): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let expression = columnSql(builder, alias, term.column, term.jsonPath);
    if (term.relation) {
      const embed = embeds.find((e) => e.key === term.relation || e.item.name === term.relation);
      if (!embed) throw restErrors.notEmbedded(term.relation);
      if (!embed.relationship.isToOne) throw restErrors.relatedOrder(term.relation);
      const related = builder.nextAlias();
      const join = joinSql(embed.relationship, alias, related, builder.nextAlias());
      expression = `(select ${columnSql(builder, related, term.column, term.jsonPath)} from ${join.from} where ${join.where} limit 1)`;
    }
    return `${expression} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

function selectListSql(builder: SqlBuilder, relation: string, alias: string, items: SelectItem[], embeds: EmbedPlan[], starColumns?: string[]): string {
  const parts = items.map((item) => {
    if (item.kind === 'star') return starColumns ? starColumns.map((c) => `${ident(alias)}.${ident(c)}`).join(', ') : `${ident(alias)}.*`;
    if (item.kind === 'column') {
      const expression = columnSql(builder, alias, item.name, item.jsonPath);
      const key = item.alias ?? item.jsonPath[item.jsonPath.length - 1]?.key ?? item.name;
      return `${item.cast ? `(${expression})::${item.cast}` : expression} as ${ident(key)}`;
    }
    const embed = embeds.find((e) => e.item === item) as EmbedPlan;
    return `${embedSql(builder, alias, embed)} as ${ident(embed.key)}`;
  });
  return parts.join(', ');
}

function isCountOnly(builder: SqlBuilder, embed: EmbedPlan): boolean {
  const [only, ...rest] = embed.item.items;
  const target = builder.cache.relations.get(embed.relationship.target);
  return rest.length === 0 && only?.kind === 'column' && only.name === 'count' && only.jsonPath.length === 0 && !target?.columns.some((c) => c.name === 'count');
}

function embedSql(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan): string {
  const relation = embed.relationship.target;
  const alias = embed.alias;
  const join = joinSql(embed.relationship, parentAlias, alias, builder.nextAlias());
  const children = planEmbeds(builder, relation, embed.item.items, embed.path);
  const where = [join.where, ...whereSql(builder, relation, alias, embed.path, children)].join(' and ');
  if (isCountOnly(builder, embed)) return `(select json_build_array(json_build_object('count', count(*))) from ${join.from} where ${where})`;
  const list = selectListSql(builder, relation, alias, embed.item.items, children);
  const order = orderSql(builder, alias, builder.input.order.get(embed.path) ?? [], children);
  const limit = builder.input.limit.get(embed.path);
  const offset = builder.input.offset.get(embed.path);
  const page = `${limit !== undefined ? ` limit ${limit}` : ''}${offset !== undefined ? ` offset ${offset}` : ''}`;
  const rows = `select ${list} from ${join.from} where ${where}${order}${embed.relationship.isToOne ? ' limit 1' : page}`;
  return embed.relationship.isToOne
    ? `(select row_to_json(_row) from (${rows}) _row)`
    : `(select coalesce(json_agg(_row), '[]') from (${rows}) _row)`;
}

export interface LevelSql {
  /** `select … from source where … order by …` without paging. */
  selectList: string;
  where: string[];
  order: string;
}

/**
 * The top level of a request over `source` (a table, a function call or a write's CTE), with
 * its embeds. Paths of embeds that are filtered or ordered but not selected are refused.
 */
export function buildLevel(builder: SqlBuilder, relation: string | null, alias: string, starColumns?: string[]): LevelSql {
  const embeds = relation ? planEmbeds(builder, relation, builder.input.select, '') : [];
  if (!relation && builder.input.select.some((item) => item.kind === 'embed')) throw restErrors.noRelationship('result', 'embed');
  const known = new Set(['', ...collectPaths(builder.input.select, '')]);
  for (const path of [...builder.input.filters.keys(), ...builder.input.order.keys(), ...builder.input.limit.keys(), ...builder.input.offset.keys()]) {
    if (!known.has(path)) throw restErrors.notEmbedded(path);
  }
  return {
    selectList: selectListSql(builder, relation ?? '', alias, builder.input.select, embeds, starColumns),
    where: whereSql(builder, relation ?? '', alias, '', embeds),
    order: orderSql(builder, alias, builder.input.order.get('') ?? [], embeds),
  };
}

function collectPaths(items: SelectItem[], path: string): string[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const child = path ? `${path}.${embedKey(item)}` : embedKey(item);
    return [child, ...collectPaths(item.items, child)];
  });
}
