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

function argumentSql(builder: SqlBuilder, arg: FunctionArgument, value: unknown, fromQueryString: boolean): string {
  if (value === null || value === undefined) return `null::${arg.type}`;
  if (isJsonType(arg.type)) return builder.param(fromQueryString ? String(value) : JSON.stringify(value), arg.type);
  if (arg.isArray && Array.isArray(value)) {
    // A JSON array becomes a Postgres array of the argument's type.
    return `coalesce((select array_agg(x) from json_array_elements_text(${builder.param(JSON.stringify(value), 'json')}) x)::${arg.type}, '{}')`;
  }
  return builder.param(typeof value === 'object' ? JSON.stringify(value) : String(value), arg.type);
}

export function buildCall(builder: SqlBuilder, cache: SchemaCache, name: string, args: Map<string, unknown> | unknown, fromQueryString: boolean): FunctionCall {
  const given = args instanceof Map ? args : null;
  const keys = given ? [...given.keys()] : Object.keys((args ?? {}) as Record<string, unknown>);
  const { fn, wholeBody } = resolveFunction(cache, name, keys);
  if (wholeBody) return { fn, sql: `"public".${ident(fn.name)}(${builder.param(JSON.stringify(args ?? {}), fn.args[0]?.type)})` };
  const values = given ?? new Map(Object.entries((args ?? {}) as Record<string, unknown>));
  const parts = fn.args
    .filter((arg) => values.has(arg.name))
    .map((arg) => `${ident(arg.name)} := ${argumentSql(builder, arg, values.get(arg.name), fromQueryString)}`);
  return { fn, sql: `"public".${ident(fn.name)}(${parts.join(', ')})` };
}
