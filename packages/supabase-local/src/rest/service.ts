import type { SqlSession } from '../engine/executor';
import { json, type Service, type StackRequest, type StackResponse, type StackServices } from '../http/types';
import { bearerToken, JwtError, verifyJwt } from '../jwt';
import { claimsForRole, type RequestContext } from '../request-context';
import { SqlBuilder } from './build-select';
import { loadRestConfig, type RestConfig } from './config';
import { renderError, restErrors } from './errors';
import { scalarCallStatement } from './call';
import { bodyOf, contentType, explainPrefix, isSingular, type Media, negotiate } from './media';
import { type AppliedFor, parsePreferences, preferenceApplied, type Preferences, shouldRollback } from './prefer';
import { parseQuery, type QueryPlanInput } from './parse-request';
import { readStatement, runRead, tableReadStatement } from './read';
import { pageFrom, renderPlan, renderRead } from './respond';
import { buildCall, type CallArguments, functionBodyKind } from './rpc';
import { safeUpdateError } from './safe-update';
import { loadSchemaCaches, type SchemaCache } from './schema-cache';
import { runRequestTransaction } from './transaction-end';
import { runDelete, runInsert, runUpdate, type WriteOutput, type WriteResult } from './write';

/**
 * `/rest/v1` as PostgREST serves it: the JWT decides the role, every request is one
 * transaction as that role, and the SQL comes from the staged parse → plan → build above.
 */
export async function createRestService(services: StackServices): Promise<Service> {
  const { db, config } = services;
  let [settings, caches] = await loadSettingsAndCaches(db, config.rest);
  // PostgREST reloads on these notifications; its in-database settings are read again on both,
  // and the schemas they expose decide what the schema cache holds.
  let closed = false;
  const unlisten = await db.listen('pgrst', (payload) => {
    if (payload !== '' && payload !== 'reload config' && payload !== 'reload schema') return;
    // Statements prepared before the DDL that caused the reload would keep their old parameter types.
    db.forgetPreparedStatements?.();
    // A failed reload keeps the previous settings and caches, as PostgREST keeps its schema
    // cache; a notification that arrives while the stack stops is no failure.
    loadSettingsAndCaches(db, config.rest).then(
      (fresh) => {
        [settings, caches] = fresh;
      },
      (error: unknown) => {
        if (!closed) console.error('[local stack] schema cache reload failed:', error instanceof Error ? error.message : error);
      },
    );
  });

  async function context(request: StackRequest): Promise<RequestContext> {
    const token = bearerToken(request.headers);
    if (token === '') throw restErrors.jwt('PGRST301', 'Empty JWT is sent in Authorization header');
    let claims = null;
    if (token !== null) {
      try {
        claims = await verifyJwt(token, config.jwtSecret);
      } catch (error) {
        if (error instanceof JwtError) throw restErrors.jwt(error.code, error.message);
        throw error;
      }
    }
    const effective = claimsForRole(claims);
    const cookies = Object.fromEntries(
      (request.headers['cookie'] ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .flatMap(([name, ...value]): [string, string][] => (name ? [[name, value.join('=')]] : [])),
    );
    return { role: effective.role, claims: effective.claims, method: request.method, path: request.path, headers: request.headers, cookies };
  }

  return {
    async handle(request) {
      let role = 'anon';
      try {
        const requestContext = await context(request);
        role = requestContext.role;
        return await route(request, requestContext, caches, settings);
      } catch (error) {
        return renderError(error, role);
      }
    },
    async close() {
      closed = true;
      await unlisten();
    },
  };

  async function route(request: StackRequest, baseContext: RequestContext, caches: Map<string, SchemaCache>, settings: RestConfig): Promise<StackResponse> {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Reads name their schema in Accept-Profile, writes and calls in Content-Profile; the first exposed one is the default.
    const profile = request.headers[isRead ? 'accept-profile' : 'content-profile'] ?? settings.dbSchemas[0] ?? 'public';
    const schema = caches.get(profile);
    if (!settings.dbSchemas.includes(profile) || !schema) throw restErrors.invalidSchema(profile, settings.dbSchemas);
    const requestContext = { ...baseContext, searchPath: [profile, ...settings.dbExtraSearchPath] };
    if (request.path === '/' || request.path === '') return json(200, { info: 'Supabase-compatible local REST service' });
    const segments = request.path.split('/').filter(Boolean);
    const input = parseQuery(request.rawQuery);
    const preferences = parsePreferences(request.headers['prefer'], settings.dbTxEnd);
    const media = negotiate(request.headers['accept'], settings.dbPlanEnabled);
    if (preferences.handling === 'strict' && preferences.invalid.length) throw restErrors.invalidPreferences(preferences.invalid);
    const exchange: Exchange = { request, context: requestContext, schema, settings, input, preferences, media };
    if (segments[0] === 'rpc' && segments.length === 2) return callFunction(exchange, segments[1] as string);
    if (segments.length !== 1) throw restErrors.invalidPath();
    const relation = schema.relations.get(segments[0] as string);
    if (!relation) throw restErrors.unknownTable(segments[0] as string, schema.schema);
    const builder = new SqlBuilder(schema, input, { aggregatesEnabled: settings.dbAggregatesEnabled });
    const explain = media.kind === 'plan' ? explainPrefix(media) : undefined;
    const rollback = shouldRollback(preferences, settings.dbTxEnd);
    if (isRead) {
      const page = pageFrom(input.limit.get(''), input.offset.get(''), request.headers['range'], settings.dbMaxRows);
      const options = { count: preferences.count, maxRows: settings.dbMaxRows, media: bodyOf(media), explain };
      const statement = tableReadStatement(builder, relation.name, page, options);
      const result = await runRequestTransaction(db, requestContext, (session) => runRead(session, statement, options), {
        readOnly: true,
        rollback,
      });
      return renderRead(result, page, media, preferenceApplied(preferences, 'read'), request.method === 'HEAD');
    }
    if (!['POST', 'PATCH', 'DELETE'].includes(request.method)) throw restErrors.methodNotAllowed(request.method);
    const payload = request.method === 'DELETE' ? null : parseBody(request.body);
    const output: WriteOutput = { media: preferences.return === 'representation' ? bodyOf(media) : null, explain };
    const result = await runRequestTransaction(
      db,
      requestContext,
      async (session) => {
        const written = await write(session, request.method, builder, relation, payload, preferences, output);
        if (explain) return written;
        // A write that cannot answer with exactly one object is undone.
        if (isSingular(media) && written.rows !== 1) throw restErrors.singular(written.rows);
        if (request.method !== 'POST') assertMaxAffected(preferences, written.rows);
        return written;
      },
      { readOnly: false, rollback },
    );
    if (media.kind === 'plan') return renderPlan(result, media, false);
    const kind = request.method === 'POST' ? 'insert' : request.method === 'PATCH' ? 'update' : 'delete';
    const conflictTarget = (input.onConflict ?? relation.primaryKey).length > 0;
    return renderWrite(kind, result, preferences, media, preferenceApplied(preferences, kind, conflictTarget));
  }

  function write(
    session: SqlSession,
    method: string,
    builder: SqlBuilder,
    relation: NonNullable<ReturnType<SchemaCache['relations']['get']>>,
    payload: unknown,
    preferences: Preferences,
    output: WriteOutput,
  ): Promise<WriteResult> {
    if (method === 'POST') return runInsert(session, builder, relation, payload, preferences, output);
    if (method === 'PATCH') return runUpdate(session, builder, relation, payload, output);
    return runDelete(session, builder, relation, output);
  }

  async function callFunction(exchange: Exchange, name: string): Promise<StackResponse> {
    const { request, input, preferences, media, settings } = exchange;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead && request.method !== 'POST') throw restErrors.rpcMethod();
    const builder = new SqlBuilder(exchange.schema, input, { aggregatesEnabled: settings.dbAggregatesEnabled });
    const args: CallArguments = isRead ? { query: input.plainParams } : { body: request.body, kind: functionBodyKind(request.headers['content-type']) };
    const call = buildCall(builder, exchange.schema, name, args);
    if (call.fn.unqualifiedWrite) throw safeUpdateError(call.fn.unqualifiedWrite);
    // max-affected counts returned rows, so it needs a set-returning function.
    if (preferences.handling === 'strict' && preferences.maxAffected !== undefined && !call.fn.returnsSet) throw restErrors.maxAffectedSingle();
    const page = pageFrom(input.limit.get(''), input.offset.get(''), request.headers['range'], settings.dbMaxRows);
    // A call counts exactly for `exact` and `estimated`; `planned` gives no count, as in PostgREST.
    const count = preferences.count && preferences.count !== 'planned' ? 'exact' : undefined;
    const options = { count, maxRows: settings.dbMaxRows, media: bodyOf(media), explain: media.kind === 'plan' ? explainPrefix(media) : undefined } as const;
    const statement =
      call.fn.returnShape === 'composite'
        ? readStatement(builder, { sql: call.sql, relation: call.fn.returnRelation, alias: call.fn.name }, page, options)
        : scalarCallStatement(builder, call, page, options);
    const result = await runRequestTransaction(
      db,
      exchange.context,
      async (session) => {
        const called = await runRead(session, statement, options);
        if (options.explain) return called;
        if (isSingular(media) && called.rows !== 1) throw restErrors.singular(called.rows);
        assertMaxAffected(preferences, called.rows);
        return called;
      },
      { readOnly: isRead || call.fn.volatility !== 'v', rollback: shouldRollback(preferences, settings.dbTxEnd) },
    );
    if (media.kind === 'plan') return renderPlan(result, media, request.method === 'HEAD');
    const applied = preferenceApplied(preferences, 'call');
    if (call.fn.returnShape === 'void') {
      // No body and no Content-Type, but the range of the one (empty) result, as PostgREST sends it.
      const headers: Record<string, string> = { 'content-range': `0-0/${result.total ?? '*'}` };
      if (applied) headers['preference-applied'] = applied;
      return { status: 204, headers };
    }
    if (call.fn.returnsSet || isSingular(media)) return renderRead(result, page, media, applied, request.method === 'HEAD');
    // A function returning one value or one row answers it bare, not in an array.
    return renderRead({ ...result, body: result.first ?? 'null' }, page, media, applied, request.method === 'HEAD');
  }
}

async function loadSettingsAndCaches(db: StackServices['db'], base: RestConfig): Promise<[RestConfig, Map<string, SchemaCache>]> {
  const settings = await loadRestConfig(db, base);
  return [settings, await loadSchemaCaches(db, settings.dbSchemas)];
}

function assertMaxAffected(preferences: Preferences, rows: number): void {
  if (preferences.handling === 'strict' && preferences.maxAffected !== undefined && rows > preferences.maxAffected) throw restErrors.maxAffected(rows);
}

/** One request as the router sees it, handed to the RPC path whole. */
interface Exchange {
  request: StackRequest;
  context: RequestContext;
  schema: SchemaCache;
  settings: RestConfig;
  input: QueryPlanInput;
  preferences: Preferences;
  media: Media;
}

function parseBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw restErrors.invalidBody('Empty or invalid json');
  }
}

function renderWrite(kind: AppliedFor, result: WriteResult, preferences: Preferences, media: Media, applied: string | undefined): StackResponse {
  const headers: Record<string, string> = {};
  if (applied) headers['preference-applied'] = applied;
  const total = preferences.count ? String(result.rows) : '*';
  headers['content-range'] = kind === 'update' && result.rows > 0 ? `0-${result.rows - 1}/${total}` : `*/${total}`;
  const created = kind === 'insert' && (preferences.resolution !== 'merge-duplicates' || result.inserted > 0);
  if (preferences.return !== 'representation') return { status: created ? 201 : 204, headers };
  headers['content-type'] = contentType(media);
  return { status: created ? 201 : 200, headers, body: isSingular(media) ? result.first : result.body };
}
