import { ident, type SqlBuilder } from './build-select';
import { restErrors } from './errors';
import type { DbFunction, FunctionArgument, SchemaCache } from './schema-cache';

export interface FunctionCall {
  fn: DbFunction;
  /** `"public"."fn"("a" := $1::int, …)` */
  sql: string;
}

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

/**
 * Picks the overload whose named arguments cover the given keys and whose remaining
 * arguments all have defaults (§1.8); a single unnamed json/jsonb argument takes the body.
 */
export function resolveFunction(cache: SchemaCache, name: string, keys: string[]): { fn: DbFunction; wholeBody: boolean } {
  const overloads = cache.functions.get(name) ?? [];
  const named = overloads.filter(
    (fn) =>
      keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)) &&
      fn.args.every((arg) => arg.name !== ''),
  );
  if (named.length === 1) return { fn: named[0] as DbFunction, wholeBody: false };
  if (named.length > 1) throw restErrors.ambiguousFunction(name);
  const single = overloads.filter((fn) => fn.args.length === 1 && fn.args[0]?.name === '' && isJsonType(fn.args[0].type));
  if (single.length === 1) return { fn: single[0] as DbFunction, wholeBody: true };
  throw restErrors.noFunction(name, keys);
}

/** An argument value as Postgres input text: scalars as they are, objects as JSON. */
function inputText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

function argumentSql(builder: SqlBuilder, arg: FunctionArgument, value: unknown, fromQueryString: boolean): string {
  if (value === null || value === undefined) return `null::${arg.type}`;
  // Query-string values are text already; a body's json argument is re-serialised.
  if (isJsonType(arg.type)) return builder.param(fromQueryString ? inputText(value) : JSON.stringify(value), arg.type);
  if (arg.isArray && Array.isArray(value)) {
    // A JSON array becomes a Postgres array of the argument's type.
    return `coalesce((select array_agg(x) from json_array_elements_text(${builder.param(JSON.stringify(value), 'json')}) x)::${arg.type}, '{}')`;
  }
  return builder.param(inputText(value), arg.type);
}

/** A call's arguments: the plain query parameters of a GET/HEAD, or the parsed JSON body of a POST. */
export type CallArguments = { query: Map<string, string> } | { body: unknown };

export function buildCall(builder: SqlBuilder, cache: SchemaCache, name: string, args: CallArguments): FunctionCall {
  const fromQueryString = 'query' in args;
  const values: Map<string, unknown> = 'query' in args ? args.query : new Map(Object.entries((args.body ?? {}) as Record<string, unknown>));
  const { fn, wholeBody } = resolveFunction(cache, name, [...values.keys()]);
  if (wholeBody) {
    // The single json argument takes the whole body; a query string has no body, so it gets `{}`.
    const whole = 'query' in args ? {} : (args.body ?? {});
    return { fn, sql: `"public".${ident(fn.name)}(${builder.param(JSON.stringify(whole), fn.args[0]?.type)})` };
  }
  const parts = fn.args
    .filter((arg) => values.has(arg.name))
    .map((arg) => `${ident(arg.name)} := ${argumentSql(builder, arg, values.get(arg.name), fromQueryString)}`);
  return { fn, sql: `"public".${ident(fn.name)}(${parts.join(', ')})` };
}
