import { restErrors } from './errors';

/** A selected column, optionally renamed, cast or followed into JSON (`alias:data->a->>b::text`). */
export interface ColumnItem {
  kind: 'column';
  name: string;
  alias?: string;
  cast?: string;
  jsonPath: JsonStep[];
}

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface StarItem {
  kind: 'star';
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** `count()` or `alias:column::cast.sum()::cast`: an aggregate over the level's rows. */
export interface AggregateItem {
  kind: 'aggregate';
  fn: AggregateFunction;
  /** The aggregated field; absent for `count()`, which counts rows. */
  field?: { name: string; jsonPath: JsonStep[]; cast?: string };
  alias?: string;
  /** Cast applied to the aggregate's result. */
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  joinType: 'left' | 'inner';
  /** `...rel(cols)`: the embedded columns merge into the parent object. */
  spread: boolean;
  /** Empty for `rel()`: still joined (for `!inner` and filters) but left out of the output. */
  items: SelectItem[];
}

export type SelectItem = ColumnItem | StarItem | EmbedItem | AggregateItem;

const CAST_PATTERN = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

/** Splits on a separator at nesting depth 0, outside double quotes. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\' && inQuotes) {
      current += char + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '(' || char === '{')) depth++;
    else if (!inQuotes && (char === ')' || char === '}')) depth--;
    if (char === separator && depth === 0 && !inQuotes) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (depth !== 0 || inQuotes) throw restErrors.parse(`"failed to parse select parameter (${text})"`, 'unexpected end of input');
  parts.push(current);
  return parts;
}

export function unquoteIdentifier(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) return trimmed.slice(1, -1).replace(/""/g, '"');
  if (!/^[^\s(),.:!>"-][^\s(),:!>"]*$/.test(trimmed) || trimmed.includes('->')) {
    throw restErrors.parse(`"failed to parse select parameter (${text})"`, `unexpected "${trimmed}" expecting field name`);
  }
  return trimmed;
}

/** `name`, `name->a->>b`, `name::type`: the field part of a column item. */
export function parseField(text: string): { name: string; jsonPath: JsonStep[]; cast?: string } {
  let rest = text.trim();
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt > 0 && !rest.slice(castAt).includes('"')) {
    cast = parseCast(text, rest.slice(castAt + 2));
    rest = rest.slice(0, castAt);
  }
  const arrow = rest.search(/->/);
  const name = unquoteIdentifier(arrow < 0 ? rest : rest.slice(0, arrow));
  const jsonPath: JsonStep[] = [];
  if (arrow >= 0) {
    const pathPattern = /(->>|->)("[^"]*"|[^-]+)/g;
    let consumed = arrow;
    for (const match of rest.slice(arrow).matchAll(pathPattern)) {
      const key = (match[2] ?? '').replace(/^"|"$/g, '');
      jsonPath.push({ arrow: match[1] === '->>' ? '->>' : '->', key });
      consumed += match[0].length;
    }
    if (consumed !== rest.length || jsonPath.length === 0) throw restErrors.parse(`"failed to parse json path (${text})"`);
  }
  return { name, jsonPath, cast };
}

const AGGREGATE_PATTERN = /^(?:(.+)\.)?(count|sum|avg|min|max)\(\)(?:::(.+))?$/;

function parseCast(text: string, cast: string | undefined): string | undefined {
  if (cast === undefined) return undefined;
  const trimmed = cast.trim();
  if (!CAST_PATTERN.test(trimmed)) throw restErrors.parse(`"failed to parse select parameter (${text})"`, `unexpected cast "${trimmed}"`);
  return trimmed;
}

/** `count()`, `col.sum()`, `col::int.avg()::text`; null when the text is no aggregate. */
function parseAggregate(text: string, body: string, alias: string | undefined): AggregateItem | null {
  const match = AGGREGATE_PATTERN.exec(body);
  if (!match) return null;
  const fn = match[2] as AggregateFunction;
  const fieldText = match[1];
  if (fieldText === undefined && fn !== 'count') throw restErrors.parse(`"failed to parse select parameter (${text})"`, `unexpected "${fn}()" expecting a field name`);
  const item: AggregateItem = { kind: 'aggregate', fn, alias, cast: parseCast(text, match[3]) };
  if (fieldText !== undefined) item.field = parseField(fieldText);
  return item;
}

function parseEmbed(text: string, body: string, alias: string | undefined, spread: boolean): EmbedItem {
  const paren = body.indexOf('(');
  const head = body.slice(0, paren);
  const inner = body.slice(paren + 1, -1);
  const [nameText, ...modifiers] = head.split('!');
  let hint: string | undefined;
  let joinType: 'left' | 'inner' = 'left';
  for (const modifier of modifiers) {
    if (modifier === 'inner' || modifier === 'left') joinType = modifier;
    else hint = unquoteIdentifier(modifier);
  }
  if (!nameText) throw restErrors.parse(`"failed to parse select parameter (${text})"`, 'unexpected "(" expecting field name');
  const items = inner.trim() === '' ? [] : splitTopLevel(inner).map(parseItem);
  return { kind: 'embed', name: unquoteIdentifier(nameText), alias, hint, joinType, spread, items };
}

function parseItem(raw: string): SelectItem {
  const text = raw.trim();
  if (text === '*') return { kind: 'star' };
  const spread = text.startsWith('...');
  const unspread = spread ? text.slice(3) : text;
  let alias: string | undefined;
  let body = unspread;
  const colon = /^("[^"]+"|[^:("]+):(?!:)/.exec(unspread);
  if (colon) {
    alias = unquoteIdentifier(colon[1] as string);
    body = unspread.slice(colon[0].length).trim();
  }
  const aggregate = spread ? null : parseAggregate(text, body, alias);
  if (aggregate) return aggregate;
  const paren = body.indexOf('(');
  if (paren >= 0 && body.endsWith(')')) return parseEmbed(text, body, alias, spread);
  if (spread) throw restErrors.parse(`"failed to parse select parameter (${text})"`, 'unexpected "..." expecting an embedded resource');
  const field = parseField(body);
  return { kind: 'column', name: field.name, alias, cast: field.cast, jsonPath: field.jsonPath };
}

export function parseSelect(select: string | null): SelectItem[] {
  if (select === null || select.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(select).map(parseItem);
}
