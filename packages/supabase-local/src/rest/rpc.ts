import { ident, type SqlBuilder } from './build-select';
import { type FunctionBody, restErrors } from './errors';
import { closest } from './fuzzy';
import type { DbFunction, FunctionArgument, SchemaCache } from './schema-cache';

export interface FunctionCall {
  fn: DbFunction;
  /** `"public"."fn"("a" := $1::int, …)` */
  sql: string;
}

/** The type a single unnamed parameter must have to take a POST body of each kind. */
const SINGLE_PARAMETER_TYPES: Record<Exclude<FunctionBody, 'query'>, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

/** The kind of a POST body from its Content-Type; anything else is read as JSON, as PostgREST does. */
export function functionBodyKind(contentType: string | undefined): Exclude<FunctionBody, 'query'> {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'text/plain') return 'text';
  if (mediaType === 'text/xml') return 'xml';
  if (mediaType === 'application/octet-stream') return 'bytea';
  return 'json';
}

/** PostgREST only exposes functions whose parameters are all named, or one unnamed of a body type. */
function isCallable(fn: DbFunction): boolean {
  const unnamed = fn.args.filter((arg) => arg.name === '');
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(unnamed[0]?.type ?? '');
}

/** The given keys fit: every required parameter present, every other key an optional parameter. */
function matchesKeys(fn: DbFunction, keys: Set<string>, body: FunctionBody): boolean {
  if (fn.args.length === 0) return keys.size === 0 && (body === 'json' || body === 'query');
  const required = fn.args.filter((arg) => !arg.hasDefault).map((arg) => arg.name);
  const optional = new Set(fn.args.filter((arg) => arg.hasDefault).map((arg) => arg.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

function takesWholeBody(fn: DbFunction, body: FunctionBody): boolean {
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  return body !== 'query' && only?.name === '' && SINGLE_PARAMETER_TYPES[body].includes(only.type);
}

/** PostgREST lists overloads with the fewest parameters first. */
function byParameterCount(a: DbFunction, b: DbFunction): number {
  if (a.args.length !== b.args.length) return a.args.length - b.args.length;
  const signature = (fn: DbFunction) => fn.args.map((arg) => `${arg.name}\u0000${arg.type}`).join('\u0001');
  return signature(a) < signature(b) ? -1 : signature(a) > signature(b) ? 1 : 0;
}

/**
 * Picks the overload as PostgREST does: one whose named parameters fit the keys, else
 * one whose single unnamed parameter takes the body; several that fit are ambiguous (300).
 */
export function resolveFunction(cache: SchemaCache, name: string, keys: string[], body: FunctionBody): { fn: DbFunction; wholeBody: boolean } {
  const overloads = (cache.functions.get(name) ?? []).filter(isCallable).sort(byParameterCount);
  const keySet = new Set(keys);
  const named = overloads.filter((fn) => matchesKeys(fn, keySet, body));
  const single = overloads.filter((fn) => !named.includes(fn) && takesWholeBody(fn, body));
  const candidates = named.length ? named : single;
  if (candidates.length === 1) return { fn: candidates[0] as DbFunction, wholeBody: named.length === 0 };
  const qualifiedName = `${cache.schema}.${name}`;
  if (candidates.length > 1) throw restErrors.ambiguousFunction(qualifiedName, candidates.map((fn) => fn.args));
  throw restErrors.noFunction(qualifiedName, keys, body, noFunctionHint(cache, name, keys, overloads));
}

/** Sorted names in parentheses: how PostgREST compares a call's keys with an overload's parameters. */
const parameterList = (names: string[]) => `(${[...names].sort().join(', ')})`;

/**
 * PostgREST's "Perhaps you meant …" for PGRST202: the closest parameter list of the function's
 * callable overloads when it has any, else the closest name among the schema's callable functions.
 */
function noFunctionHint(cache: SchemaCache, name: string, keys: string[], overloads: DbFunction[]): string | null {
  const prefix = `Perhaps you meant to call the function ${cache.schema}.`;
  if (overloads.length) {
    const match = closest(overloads.map((fn) => parameterList(fn.args.map((arg) => arg.name))), parameterList(keys), 0.33);
    return match ? `${prefix}${name}${match}` : null;
  }
  // Functions PostgREST cannot call are not in its schema cache, so never suggested.
  const callableNames = [...cache.functions].filter(([, fns]) => fns.some(isCallable)).map(([fnName]) => fnName);
  const match = closest(callableNames, name, 0.75);
  return match ? `${prefix}${match}` : null;
}

/** A query-string argument is Postgres input text of the parameter's type (arrays as `{1,2}`). */
function queryArgumentSql(builder: SqlBuilder, arg: FunctionArgument, value: string): string {
  return builder.param(value, arg.type);
}

/**
 * A JSON body argument is read as Postgres reads a record from JSON (`json_to_record`), as
 * PostgREST does: arrays become arrays, objects become composite (row-type) values.
 */
function bodyArgumentSql(bodyParam: string, arg: FunctionArgument): string {
  return `(select _a.${ident(arg.name)} from json_to_record(${bodyParam}) as _a(${ident(arg.name)} ${arg.type}))`;
}

/** A call's arguments: the plain query parameters of a GET/HEAD, or the raw body of a POST and its kind. */
export type CallArguments = { query: Map<string, string> } | { body: Buffer; kind: Exclude<FunctionBody, 'query'> };

function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw restErrors.invalidBody('Empty or invalid json');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function buildCall(builder: SqlBuilder, cache: SchemaCache, name: string, args: CallArguments): FunctionCall {
  if ('query' in args) {
    const { fn } = resolveFunction(cache, name, [...args.query.keys()], 'query');
    const parts = fn.args
      .filter((arg) => args.query.has(arg.name))
      .map((arg) => `${ident(arg.name)} := ${queryArgumentSql(builder, arg, args.query.get(arg.name) as string)}`);
    return { fn, sql: `${builder.qualified(fn.name)}(${parts.join(', ')})` };
  }
  const json = args.kind === 'json' ? parseJsonBody(args.body) : undefined;
  const keys = isObject(json) ? Object.keys(json) : [];
  const { fn, wholeBody } = resolveFunction(cache, name, keys, args.kind);
  const type = fn.args[0]?.type ?? 'json';
  // A key `""` names the single unnamed parameter; Postgres has no named notation for it, so
  // it is called with the body as sent, as when the body alone chose it.
  if (wholeBody || (fn.args.length === 1 && fn.args[0]?.name === '' && keys.includes(''))) {
    // The single unnamed parameter takes the body as sent: JSON text unchanged, bytes as bytes.
    const raw = args.kind === 'bytea' ? args.body : args.body.length ? args.body.toString('utf8') : '{}';
    return { fn, sql: `${builder.qualified(fn.name)}(${builder.param(raw, type)})` };
  }
  const given = fn.args.filter((arg) => keys.includes(arg.name));
  // Bound only when used: Postgres refuses a parameter the statement does not mention.
  const bodyParam = given.length ? builder.param(args.body.toString('utf8'), 'json') : '';
  const parts = given.map((arg) => `${ident(arg.name)} := ${bodyArgumentSql(bodyParam, arg)}`);
  return { fn, sql: `${builder.qualified(fn.name)}(${parts.join(', ')})` };
}
