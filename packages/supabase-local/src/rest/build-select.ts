import { aggregateArgumentSql, aggregateKey, aggregateSql, applyAggregate, groupBySql, hasAggregates } from './build-aggregate';
import { filterSql } from './build-filter';
import { restErrors } from './errors';
import type { OrderTerm } from './parse-request';
import type { AggregateItem, EmbedItem, SelectItem } from './parse-select';
import { resolveRelationship, type Relationship } from './relationships';
import { columnSql, ident, type SqlBuilder } from './sql-builder';

export { arrayLiteral, columnSql, ident, SqlBuilder, table } from './sql-builder';

/**
 * A level of the select tree in SQL: the relation read, the alias its rows have (PostgREST's,
 * so error messages name `authors_1.nope` as PostgREST does), its depth and its embed path.
 */
interface Scope {
  relation: string;
  alias: string;
  depth: number;
  path: string;
}

interface EmbedPlan {
  item: EmbedItem;
  relationship: Relationship;
  key: string;
  scope: Scope;
}

/** One value of a select list: an expression and its key; `key: null` is an unexpanded `*`. */
interface Output {
  expression: string;
  key: string | null;
  /** Not an aggregate: with aggregates in the list, every such value is a grouping term. */
  grouped: boolean;
  /**
   * The per-row argument of an aggregate inside a to-one spread; PostgREST hoists the aggregate
   * to the nearest level that is no spread and groups that level by its other values.
   */
  hoisted?: AggregateItem;
  /** The spread embed this value comes from. */
  spreadOf?: EmbedPlan;
}

/** The join of an embed's rows to its parent row. */
function joinSql(builder: SqlBuilder, relationship: Relationship, parentAlias: string, alias: string): { from: string; where: string } {
  if (relationship.computedBy) {
    return { from: `${builder.qualified(relationship.computedBy)}(${ident(parentAlias)}) as ${ident(alias)}`, where: 'true' };
  }
  if (relationship.junction) {
    const junction = relationship.junction;
    const junctionAlias = builder.nextAlias();
    const on = junction.junctionToTarget.map((column, i) => `${ident(junctionAlias)}.${ident(column)} = ${ident(alias)}.${ident(junction.targetColumns[i] ?? '')}`);
    const where = junction.junctionToOrigin.map(
      (column, i) => `${ident(junctionAlias)}.${ident(column)} = ${ident(parentAlias)}.${ident(junction.originColumns[i] ?? '')}`,
    );
    return { from: `${builder.qualified(relationship.target)} as ${ident(alias)} join ${builder.qualified(junction.table)} as ${ident(junctionAlias)} on ${on.join(' and ')}`, where: where.join(' and ') };
  }
  const where = relationship.targetColumns.map(
    (column, i) => `${ident(alias)}.${ident(column)} = ${ident(parentAlias)}.${ident(relationship.originColumns[i] ?? '')}`,
  );
  return { from: `${builder.qualified(relationship.target)} as ${ident(alias)}`, where: where.join(' and ') };
}

/**
 * Resolves the embeds of one level. Two embeds with one name at one level would give PostgREST
 * two lateral joins with the same alias, which Postgres refuses (42712).
 */
function planEmbeds(builder: SqlBuilder, parent: Scope, items: SelectItem[]): EmbedPlan[] {
  const plans = items.flatMap((item): EmbedPlan[] => {
    if (item.kind !== 'embed') return [];
    const key = item.alias ?? item.name;
    const relationship = resolveRelationship(builder.cache, parent.relation, item.name, item.hint);
    const depth = parent.depth + 1;
    const scope = { relation: relationship.target, alias: `${relationship.target}_${depth}`, depth, path: parent.path ? `${parent.path}.${key}` : key };
    return [{ item, relationship, key, scope }];
  });
  const keys = plans.map((plan) => plan.key);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate !== undefined) throw restErrors.duplicateEmbed(`${parent.relation}_${duplicate}_${parent.depth + 1}`);
  return plans;
}

/** `where` conditions of one level: its filters, plus `!inner` and `embed=is.null` embeds. */
function whereSql(builder: SqlBuilder, scope: Scope, embeds: EmbedPlan[]): string[] {
  const conditions: string[] = [];
  for (const filter of builder.input.filters.get(scope.path) ?? []) {
    const embed = filter.kind === 'condition' && filter.jsonPath.length === 0 ? embeds.find((e) => e.key === filter.column) : undefined;
    if (embed && filter.kind === 'condition') {
      if (filter.operator !== 'is' || filter.value !== 'null') throw restErrors.embedOperator(embed.key);
      conditions.push(`${filter.negate ? '' : 'not '}exists (${existsSql(builder, scope.alias, embed)})`);
      continue;
    }
    conditions.push(filterSql(builder, scope.relation, scope.alias, filter));
  }
  for (const embed of embeds) {
    if (embed.item.joinType === 'inner') conditions.push(`exists (${existsSql(builder, scope.alias, embed)})`);
  }
  return conditions;
}

function existsSql(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan): string {
  const join = joinSql(builder, embed.relationship, parentAlias, embed.scope.alias);
  const childEmbeds = planEmbeds(builder, embed.scope, embed.item.items);
  const where = [join.where, ...whereSql(builder, embed.scope, childEmbeds)];
  return `select 1 from ${join.from} where ${where.join(' and ')}`;
}

/**
 * `order=col` and `order=rel(col)`. A spread's column is ordered by its place in the select
 * list, where PostgREST orders by the spread's lateral column, so a grouped level can use it.
 */
function orderSql(builder: SqlBuilder, alias: string, terms: OrderTerm[], embeds: EmbedPlan[], outputs: Output[]): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let expression = columnSql(builder, alias, term.column, term.jsonPath);
    if (term.relation) {
      const embed = embeds.find((e) => e.key === term.relation || e.item.name === term.relation);
      if (!embed) throw restErrors.notEmbedded(term.relation);
      if (!embed.relationship.isToOne) throw restErrors.relatedOrder(term.relation);
      // A position counts select-list entries, which an unexpanded `*` would shift.
      const positional = term.jsonPath.length === 0 && outputs.every((output) => output.key !== null);
      const position = positional ? outputs.findIndex((output) => output.spreadOf === embed && output.key === term.column) : -1;
      if (position >= 0) return `${position + 1} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
      const join = joinSql(builder, embed.relationship, alias, embed.scope.alias);
      expression = `(select ${columnSql(builder, embed.scope.alias, term.column, term.jsonPath)} from ${join.from} where ${join.where} limit 1)`;
    }
    return `${expression} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

/** PostgREST leaves out an embed that selects nothing (`users()`); it still joins and filters. */
function isEmptyEmbed(item: EmbedItem): boolean {
  return item.items.every((child) => child.kind === 'embed' && isEmptyEmbed(child));
}

function starOutputs(builder: SqlBuilder, scope: Scope, expand: boolean, starColumns?: string[]): Output[] {
  const columns = starColumns ?? (expand ? builder.cache.relations.get(scope.relation)?.columns.map((c) => c.name) : undefined);
  if (!columns) return [{ expression: `${ident(scope.alias)}.*`, key: null, grouped: true }];
  return columns.map((column) => ({ expression: `${ident(scope.alias)}.${ident(column)}`, key: column, grouped: true }));
}

/**
 * The values of one level in select order. In a spread, `*` becomes the relation's columns (so
 * is it in a grouped level, which groups by position) and aggregates are left to the parent.
 */
function levelOutputs(builder: SqlBuilder, scope: Scope, items: SelectItem[], embeds: EmbedPlan[], inSpread: boolean, starColumns?: string[]): Output[] {
  const aggregated = hasAggregates(builder, items);
  // PostgREST selects a level's own values first and its embeds (spreads included) after them.
  const ordered = [...items.filter((item) => item.kind !== 'embed'), ...items.filter((item) => item.kind === 'embed')];
  return ordered.flatMap((item): Output[] => {
    if (item.kind === 'star') return starOutputs(builder, scope, inSpread || aggregated, starColumns);
    if (item.kind === 'column') {
      const expression = columnSql(builder, scope.alias, item.name, item.jsonPath);
      const key = item.alias ?? item.jsonPath[item.jsonPath.length - 1]?.key ?? item.name;
      return [{ expression: item.cast ? `(${expression})::${item.cast}` : expression, key, grouped: true }];
    }
    if (item.kind === 'aggregate') {
      if (inSpread) return [{ expression: aggregateArgumentSql(builder, scope.alias, item), key: aggregateKey(item), grouped: true, hoisted: item }];
      return [{ expression: aggregateSql(builder, scope.alias, item), key: aggregateKey(item), grouped: false }];
    }
    const embed = embeds.find((e) => e.item === item) as EmbedPlan;
    if (item.spread) {
      const spread = spreadOutputs(builder, scope.alias, embed);
      if (inSpread) return spread;
      return spread.map((output) => (output.hoisted ? { expression: applyAggregate(output.hoisted, output.expression), key: output.key, grouped: false, spreadOf: embed } : output));
    }
    if (isEmptyEmbed(item)) return [];
    return [{ expression: embedSql(builder, scope.alias, embed), key: embed.key, grouped: true }];
  });
}

function selectListSql(outputs: Output[]): string {
  return outputs.map((output) => (output.key === null ? output.expression : `${output.expression} as ${ident(output.key)}`)).join(', ');
}

function isCountOnly(builder: SqlBuilder, embed: EmbedPlan): boolean {
  const [only, ...rest] = embed.item.items;
  const target = builder.cache.relations.get(embed.relationship.target);
  return rest.length === 0 && only?.kind === 'column' && only.name === 'count' && only.jsonPath.length === 0 && !target?.columns.some((c) => c.name === 'count');
}

/** The embedded rows of one parent row, with the embed's own filters, order and page. */
function embedRowsSql(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan, inSpread: boolean): { rows: string; outputs: Output[] } {
  const join = joinSql(builder, embed.relationship, parentAlias, embed.scope.alias);
  const children = planEmbeds(builder, embed.scope, embed.item.items);
  const where = [join.where, ...whereSql(builder, embed.scope, children)].join(' and ');
  const outputs = levelOutputs(builder, embed.scope, embed.item.items, children, inSpread);
  const group = groupBySql(outputs.map((output) => output.grouped));
  const order = orderSql(builder, embed.scope.alias, builder.input.order.get(embed.scope.path) ?? [], children, outputs);
  const limit = builder.input.limit.get(embed.scope.path);
  const offset = builder.input.offset.get(embed.scope.path);
  const page = embed.relationship.isToOne ? ' limit 1' : `${limit !== undefined ? ` limit ${limit}` : ''}${offset !== undefined ? ` offset ${offset}` : ''}`;
  return { rows: `select ${selectListSql(outputs)} from ${join.from} where ${where}${group}${order}${page}`, outputs };
}

function embedSql(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan): string {
  if (isCountOnly(builder, embed)) {
    // `rel(count)` is Postgres's `count(rel)`: one row, which a to-one embed gives as an object.
    const join = joinSql(builder, embed.relationship, parentAlias, embed.scope.alias);
    const where = [join.where, ...whereSql(builder, embed.scope, planEmbeds(builder, embed.scope, embed.item.items))].join(' and ');
    const count = `jsonb_build_object('count', count(*))`;
    return `(select ${embed.relationship.isToOne ? count : `jsonb_build_array(${count})`} from ${join.from} where ${where})`;
  }
  const { rows } = embedRowsSql(builder, parentAlias, embed, false);
  // Embedded values are jsonb, as PostgREST builds them: keys in jsonb order, and comparable
  // (json has no equality), so a grouped level can group by them.
  return embed.relationship.isToOne
    ? `(select row_to_json(_row)::jsonb from (${rows}) _row)`
    : `(select coalesce(json_agg(_row)::jsonb, '[]') from (${rows}) _row)`;
}

/**
 * `...rel(cols)`: each value of the embedded level becomes a value of the parent — the value
 * itself for a to-one relationship, the array of its values for a to-many one (PostgREST 13).
 */
function spreadOutputs(builder: SqlBuilder, parentAlias: string, embed: EmbedPlan): Output[] {
  if (isEmptyEmbed(embed.item)) return [];
  if (!embed.relationship.isToOne && hasAggregates(builder, embed.item.items)) {
    throw restErrors.notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
  }
  const { rows, outputs } = embedRowsSql(builder, parentAlias, embed, true);
  const spread = builder.nextAlias();
  return outputs.flatMap((output): Output[] => {
    if (output.key === null) return [];
    const value = `${ident(spread)}.${ident(output.key)}`;
    const expression = embed.relationship.isToOne
      ? `(select ${value} from (${rows}) ${ident(spread)})`
      : `(select coalesce(json_agg(${value})::jsonb, '[]') from (${rows}) ${ident(spread)})`;
    return [{ expression, key: output.key, grouped: true, hoisted: output.hoisted, spreadOf: embed }];
  });
}

export interface LevelSql {
  selectList: string;
  where: string[];
  /** ` group by …` when aggregates are selected, else ''. */
  group: string;
  order: string;
}

/**
 * The top level of a request over `source` (a table, a function call or a write's CTE) under
 * `alias`, with its embeds. Paths of embeds that are filtered or ordered but not selected are refused.
 */
export function buildLevel(builder: SqlBuilder, relation: string | null, alias: string, starColumns?: string[]): LevelSql {
  const scope: Scope = { relation: relation ?? '', alias, depth: 0, path: '' };
  const embeds = relation ? planEmbeds(builder, scope, builder.input.select) : [];
  if (!relation && builder.input.select.some((item) => item.kind === 'embed')) throw restErrors.noRelationship('result', 'embed');
  const known = new Set(['', ...collectPaths(builder.input.select, '')]);
  for (const path of [...builder.input.filters.keys(), ...builder.input.order.keys(), ...builder.input.limit.keys(), ...builder.input.offset.keys()]) {
    if (!known.has(path)) throw restErrors.notEmbedded(path);
  }
  const outputs = levelOutputs(builder, scope, builder.input.select, embeds, false, starColumns);
  return {
    selectList: selectListSql(outputs),
    where: whereSql(builder, scope, embeds),
    group: groupBySql(outputs.map((output) => output.grouped)),
    order: orderSql(builder, alias, builder.input.order.get('') ?? [], embeds, outputs),
  };
}

function collectPaths(items: SelectItem[], path: string): string[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const child = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
    return [child, ...collectPaths(item.items, child)];
  });
}
