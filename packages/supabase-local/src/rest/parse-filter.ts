import { restErrors } from './errors';
import { parseField, splitTopLevel, type JsonStep } from './parse-select';

export type Operator =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'isdistinct' | 'in'
  | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj' | 'fts' | 'plfts' | 'phfts' | 'wfts';

const OPERATORS = new Set<string>([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

/** `column=op.value` after parsing: which column, which operator, which (still textual) value. */
export interface Condition {
  kind: 'condition';
  column: string;
  jsonPath: JsonStep[];
  negate: boolean;
  operator: Operator;
  quantifier?: 'any' | 'all';
  ftsConfig?: string;
  /** `in` and quantified operators carry a list; `is` a keyword; others one text value. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'tree';
  operator: 'and' | 'or';
  negate: boolean;
  children: (Condition | LogicTree)[];
}

export function isOperatorValue(text: string): boolean {
  const match = /^(not\.)?([a-z]+)(\([^)]*\))?\./.exec(text);
  return match !== null && OPERATORS.has(match[2] ?? '');
}

/** `(a,b,"c,d")` or `{a,b}` → ['a', 'b', 'c,d']. */
function parseList(text: string): string[] {
  const trimmed = text.trim();
  const inner = /^[({](.*)[)}]$/s.exec(trimmed)?.[1];
  if (inner === undefined) throw restErrors.parse(`"failed to parse filter (${text})"`, 'expecting a list in parentheses');
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => {
    const value = item.trim();
    return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
  });
}

/** `not.eq(any).{1,2}` and friends, for the column given by the key. */
export function parseCondition(columnText: string, expression: string): Condition {
  const match = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.(.*)$/s.exec(expression);
  const operator = match?.[2];
  if (!match || !operator || !OPERATORS.has(operator)) {
    throw restErrors.parse(`"failed to parse filter (${expression})"`, `unexpected "${expression.split('.')[0] ?? ''}" expecting an operator`);
  }
  const modifier = match[3];
  const rawValue = match[4] ?? '';
  const field = parseField(columnText);
  const condition: Condition = { kind: 'condition', column: field.name, jsonPath: field.jsonPath, negate: Boolean(match[1]), operator: operator as Operator, value: rawValue };
  if (modifier === 'any' || modifier === 'all') {
    if (!QUANTIFIABLE.has(operator)) throw restErrors.parse(`"failed to parse filter (${expression})"`, 'quantifier not allowed here');
    condition.quantifier = modifier;
    condition.value = parseList(rawValue);
  } else if (modifier !== undefined) {
    if (!operator.endsWith('fts')) throw restErrors.parse(`"failed to parse filter (${expression})"`, 'unexpected modifier');
    condition.ftsConfig = modifier;
  }
  if (operator === 'in') condition.value = parseList(rawValue);
  if (operator === 'is') {
    const keyword = rawValue.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw restErrors.parse(`"failed to parse filter (${expression})"`, 'unexpected value, expecting null, not_null, true, false or unknown');
    }
    condition.value = keyword;
  }
  if ((operator === 'like' || operator === 'ilike') && typeof condition.value === 'string') condition.value = condition.value.replace(/\*/g, '%');
  if ((operator === 'like' || operator === 'ilike') && Array.isArray(condition.value)) condition.value = condition.value.map((v) => v.replace(/\*/g, '%'));
  return condition;
}

/** Inside logic trees a value holding `,` or `)` is wrapped in double quotes. */
function unquoteTreeValue(condition: Condition): Condition {
  const value = condition.value;
  if (typeof value === 'string' && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return { ...condition, value: value.slice(1, -1).replace(/\\(.)/g, '$1') };
  }
  return condition;
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` for `and=`/`or=`/`not.or=`. */
export function parseLogicTree(operator: 'and' | 'or', negate: boolean, text: string): LogicTree {
  const inner = /^\((.*)\)$/s.exec(text.trim())?.[1];
  if (inner === undefined) throw restErrors.parse(`"failed to parse logic tree (${text})"`, 'expecting "("');
  const children = splitTopLevel(inner).map((part): Condition | LogicTree => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string);
    const dot = item.indexOf('.');
    if (dot <= 0) throw restErrors.parse(`"failed to parse logic tree (${text})"`, `unexpected "${item}"`);
    const column = item.slice(0, dot);
    if (column.includes('.')) throw restErrors.parse(`"failed to parse logic tree (${text})"`, 'embedded columns are not allowed here');
    return unquoteTreeValue(parseCondition(column, item.slice(dot + 1)));
  });
  return { kind: 'tree', operator, negate, children };
}
