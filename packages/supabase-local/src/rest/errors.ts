import { toPostgresError } from '../engine/executor';
import type { StackResponse } from '../http/types';

/** How a call's arguments arrived: a query string, or a POST body of this kind. */
export type FunctionBody = 'query' | 'json' | 'text' | 'xml' | 'bytea';

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
  invalidPreferences: (preferences: string[]) =>
    new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${preferences.join(', ')}`),
  maxAffected: (rows: number) => new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`),
  maxAffectedSingle: () =>
    new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'),
  mediaType: (accepted: string[]) => new RestError(406, 'PGRST107', `None of these media types are available: ${accepted.join(', ')}`),
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
  /** `name` is schema-qualified (`public.fn`), as PostgREST names it. */
  noFunction: (name: string, keys: string[], body: FunctionBody, hint: string | null = null) => {
    // PostgREST names the given keys sorted, as it holds them in a set.
    const args = [...keys].sort();
    // A text/xml/bytea body only ever looks for the single unnamed parameter of that type.
    const onlySingle = body !== 'json' && body !== 'query';
    const withArgs = (listed: string) => (args.length === 0 ? ' without parameters' : listed);
    const searched =
      body === 'query'
        ? withArgs(` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`)
        : onlySingle
          ? ` with a single unnamed ${body} parameter`
          : `${withArgs(` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`)} or with a single unnamed json/jsonb parameter`;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${name}${onlySingle ? '' : withArgs(`(${args.join(', ')})`)} in the schema cache`,
      `Searched for the function ${name}${searched}, but no matches were found in the schema cache.`,
      onlySingle ? null : hint,
    );
  },
  ambiguousFunction: (name: string, candidates: { name: string; type: string }[][]) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map((args) => `${name}(${args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  unknownColumn: (column: string, table: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownTable: (table: string, schema = 'public') => new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`),
  jwt: (code: 'PGRST301' | 'PGRST303', message: string) => new RestError(401, code, message),
  /** What Postgres answers to PostgREST's SQL when one embed name appears twice at one level. */
  duplicateEmbed: (lateralAlias: string) => new RestError(400, '42712', `table name "${lateralAlias}" specified more than once`),
  notImplemented: (details: string) => new RestError(400, 'PGRST127', 'Feature not implemented', details),
};

/** PostgREST's SQLSTATE → HTTP table, in its order; 42501 depends on whether the role is anon. */
export function statusForSqlState(code: string, message: string, role: string): number {
  const prefix = code.slice(0, 2);
  if (prefix === '08') return 503;
  if (prefix === '09') return 500;
  if (prefix === '0L' || prefix === '0P') return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  // pg-safeupdate's refusal is the client's fault; any other cardinality violation is the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  // A JWT naming a role that does not exist is an authentication failure.
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (prefix === '25' || prefix === '2D' || prefix === '38' || prefix === '39' || prefix === '3B' || prefix === '40') return 500;
  if (prefix === '28') return 403;
  if (code === '53400') return 500;
  if (prefix === '53' || code === '57P01') return 503;
  if (['54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(prefix)) return 500;
  if (code === 'P0001') return 400;
  if (prefix === 'P0') return 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (prefix === 'PT') return /^PT[1-5]\d\d$/.test(code) ? Number(code.slice(2)) : 500;
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
  const status = statusForSqlState(pg.code, pg.message, role);
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'proxy-status': `PostgREST; error=${pg.code}`,
      ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
    },
    body: body(pg.code, pg.message, pg.details, pg.hint),
  };
}
