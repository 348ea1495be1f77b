import { remembered } from '../memo';
import { restErrors } from './errors';
import { isOperatorValue, parseCondition, parseLogicTree, type Condition, type LogicTree } from './parse-filter';
import { parseField, parseSelect, splitTopLevel, unquoteIdentifier, type JsonStep, type SelectItem } from './parse-select';

export interface OrderTerm {
  column: string;
  jsonPath: JsonStep[];
  /** `author(name)`: order the parent by a to-one embed's column. */
  relation?: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export type Filter = Condition | LogicTree;

/** Everything of a query string, keyed by embed path ('' = the requested relation). */
export interface QueryPlanInput {
  select: SelectItem[];
  filters: Map<string, Filter[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  columns?: string[];
  onConflict?: string[];
  /** Plain `key=value` pairs that are no filter: function arguments on GET /rpc. */
  plainParams: Map<string, string>;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

export function decodeQueryPart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw restErrors.parse('"failed to decode the query string"');
  }
}

function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const parts = term.trim().split('.');
    const modifiers: string[] = [];
    while (parts.length > 1 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(parts[parts.length - 1] ?? '')) {
      modifiers.unshift(parts.pop() as string);
    }
    const target = parts.join('.');
    const related = /^([^(]+)\(([^)]+)\)$/.exec(target);
    const field = parseField(related ? (related[2] as string) : target);
    const order: OrderTerm = { column: field.name, jsonPath: field.jsonPath, direction: modifiers.includes('desc') ? 'desc' : 'asc' };
    if (related) order.relation = unquoteIdentifier(related[1] as string);
    if (modifiers.includes('nullsfirst')) order.nulls = 'first';
    if (modifiers.includes('nullslast')) order.nulls = 'last';
    return order;
  });
}

function nonNegativeInteger(text: string, name: string): number {
  if (!/^\d+$/.test(text)) throw restErrors.parse(`"failed to parse ${name} parameter (${text})"`, 'expecting a non-negative integer');
  return Number(text);
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** Query strings already parsed: parsing is pure, and every later stage only reads its result. */
const parsedQueries = new Map<string, QueryPlanInput>();

export function parseQuery(rawQuery: string): QueryPlanInput {
  return remembered(parsedQueries, rawQuery, 500, () => parseQueryText(rawQuery));
}

function parseQueryText(rawQuery: string): QueryPlanInput {
  const input: QueryPlanInput = {
    select: [{ kind: 'star' }],
    filters: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    plainParams: new Map(),
  };
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeQueryPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = decodeQueryPart(equals < 0 ? '' : pair.slice(equals + 1));
    if (RESERVED.has(key)) {
      if (key === 'select') input.select = parseSelect(value);
      if (key === 'columns') input.columns = splitTopLevel(value).map(unquoteIdentifier);
      if (key === 'on_conflict') input.onConflict = splitTopLevel(value).map(unquoteIdentifier);
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    const logic = /^(not\.)?(and|or)$/.exec(segments.slice(-2).join('.')) ?? /^(and|or)$/.exec(last);
    if (['order', 'limit', 'offset'].includes(last)) {
      const path = segments.slice(0, -1).join('.');
      if (last === 'order') input.order.set(path, parseOrder(value));
      if (last === 'limit') input.limit.set(path, nonNegativeInteger(value, 'limit'));
      if (last === 'offset') input.offset.set(path, nonNegativeInteger(value, 'offset'));
      continue;
    }
    if (logic && (last === 'and' || last === 'or')) {
      const negate = segments[segments.length - 2] === 'not';
      const path = segments.slice(0, negate ? -2 : -1).join('.');
      push(input.filters, path, parseLogicTree(last, negate, value));
      continue;
    }
    if (!isOperatorValue(value)) {
      input.plainParams.set(key, value);
      continue;
    }
    // JSON paths may contain dots after an arrow; the embed path is what comes before the column.
    const arrow = key.indexOf('->');
    const head = arrow < 0 ? key : key.slice(0, arrow);
    const dot = head.lastIndexOf('.');
    const path = dot < 0 ? '' : head.slice(0, dot);
    const column = key.slice(dot + 1);
    push(input.filters, path, parseCondition(column, value));
  }
  return input;
}
