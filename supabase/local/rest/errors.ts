import { toPostgresError } from '../engine/executor';
import type { StackResponse } from '../http/types';

/** An error PostgREST itself raises (PGRST codes), rendered as `{code, message, details, hint}`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export const restErrors = {
  parse: (message: string, details: string | null = null) => new RestError(400, 'PGRST100', message, details),
  invalidBody: (message: string) => new RestError(400, 'PGRST102', message),
  rangeNotSatisfiable: (offset: number, total: number) =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`),
  invalidSchema: (schema: string, exposed: readonly string[]) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`),
  notEmbedded: (name: string) =>
    new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`),
  singular: (rows: number) => new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  methodNotAllowed: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  rpcMethod: () => new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for calling functions'),
  relatedOrder: (name: string) => new RestError(400, 'PGRST118', `A related order on '${name}' is not possible`),
  embedOperator: (name: string) => new RestError(400, 'PGRST120', `Bad operator on the '${name}' embedded resource`, null, "Only is null or not is null filters are allowed on embedded resources"),
  aggregates: () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  invalidPath: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  noRelationship: (origin: string, target: string, hint?: string, schema = 'public') =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
    ),
  ambiguousRelationship: (origin: string, target: string, details: unknown[], hints: string[]) =>
    new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      details,
      `Try changing '${target}' to one of the following: ${hints.map((h) => `'${h}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    ),
  noFunction: (name: string, args: string[]) =>
    new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${args.join(', ') || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    ),
  ambiguousFunction: (name: string) =>
    new RestError(300, 'PGRST203', `Could not choose the best candidate function between: public.${name}`),
  unknownColumn: (column: string, table: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownTable: (table: string, schema = 'public') => new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`),
  jwt: (code: 'PGRST301' | 'PGRST303', message: string) => new RestError(401, code, message),
  /** What Postgres answers to PostgREST's SQL when one embed name appears twice at one level. */
  duplicateEmbed: (lateralAlias: string) => new RestError(400, '42712', `table name "${lateralAlias}" specified more than once`),
  notImplemented: (details: string) => new RestError(400, 'PGRST127', 'Feature not implemented', details),
};

/** PostgREST's SQLSTATE → HTTP table (§1.10); 42501 depends on whether the role is anon. */
export function statusForSqlState(code: string, message: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /role .* does not exist/.test(message) ? 401 : 400;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53' || code === '57P01') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(prefix)) return 500;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (prefix === 'P0') return 500;
  return 400;
}

function body(code: string, message: string, details: unknown, hint: string | null): string {
  return JSON.stringify({ code, details, hint, message });
}

export function renderError(error: unknown, role: string): StackResponse {
  if (error instanceof RestError) {
    return {
      status: error.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'proxy-status': `PostgREST; error=${error.code}`,
        ...(error.status === 401 ? { 'www-authenticate': `Bearer error="invalid_token", error_description="${error.message}"` } : {}),
      },
      body: body(error.code, error.message, error.details, error.hint),
    };
  }
  const pg = toPostgresError(error);
  if (!pg) throw error;
  return {
    status: statusForSqlState(pg.code, pg.message, role),
    headers: { 'content-type': 'application/json; charset=utf-8', 'proxy-status': `PostgREST; error=${pg.code}` },
    body: body(pg.code, pg.message, pg.details, pg.hint),
  };
}
