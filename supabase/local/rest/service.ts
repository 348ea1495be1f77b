import type { SqlSession } from '../engine/executor';
import { json, type Service, type StackRequest, type StackResponse, type StackServices } from '../http/types';
import { bearerToken, JwtError, verifyJwt } from '../jwt';
import { claimsForRole, runAsRequest, type RequestContext } from '../request-context';
import { SqlBuilder } from './build-select';
import { loadRestConfig, type RestConfig } from './config';
import { renderError, restErrors } from './errors';
import { parsePreferences, type Preferences } from './prefer';
import { parseQuery, type QueryPlanInput } from './parse-request';
import { tableSource, runRead } from './read';
import { JSON_TYPE, pageFrom, renderRead, SINGULAR_TYPE, wantsSingular } from './respond';
import { buildCall, type CallArguments } from './rpc';
import { loadSchemaCaches, type SchemaCache } from './schema-cache';
import { runDelete, runInsert, runUpdate, type WriteResult } from './write';

/**
 * `/rest/v1` as PostgREST serves it (§1, §2): the JWT decides the role, every request is one
 * transaction as that role, and the SQL comes from the staged parse → plan → build above.
 */
export async function createRestService(services: StackServices): Promise<Service> {
  const { db, config } = services;
  let [settings, caches] = await loadSettingsAndCaches(db);
  // PostgREST reloads on these notifications; its in-database settings are read again on both,
  // and the schemas they expose decide what the schema cache holds.
  const unlisten = await db.listen('pgrst', (payload) => {
    if (payload !== '' && payload !== 'reload config' && payload !== 'reload schema') return;
    void loadSettingsAndCaches(db).then((fresh) => {
      [settings, caches] = fresh;
    });
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
    close: unlisten,
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
    const preferences = parsePreferences(request.headers['prefer']);
    if (profile !== 'public' && (!isRead || segments[0] === 'rpc')) {
      throw restErrors.notImplemented(`Writes and function calls in schema '${profile}' are not implemented by this stack.`);
    }
    if (segments[0] === 'rpc' && segments.length === 2) return callFunction(request, requestContext, schema, settings, segments[1] as string, input, preferences);
    if (segments.length !== 1) throw restErrors.invalidPath();
    const relation = schema.relations.get(segments[0] as string);
    if (!relation) throw restErrors.unknownTable(segments[0] as string, schema.schema);
    const builder = new SqlBuilder(schema, input, { aggregatesEnabled: settings.dbAggregatesEnabled });
    const singular = wantsSingular(request.headers);
    if (isRead) {
      const page = pageFrom(input.limit.get(''), input.offset.get(''), request.headers['range'], settings.dbMaxRows);
      const result = await runAsRequest(db, requestContext, (session) => runRead(session, builder, tableSource(builder, relation.name), page, preferences.count !== undefined), { readOnly: true });
      return renderRead(result, page, preferences, singular, request.method === 'HEAD');
    }
    if (!['POST', 'PATCH', 'DELETE'].includes(request.method)) throw restErrors.methodNotAllowed(request.method);
    const payload = request.method === 'DELETE' ? null : parseBody(request.body);
    const representation = preferences.return === 'representation';
    const result = await runAsRequest(db, requestContext, async (session) => {
      const written = await write(session, request.method, builder, relation, payload, preferences, representation);
      // A write that cannot answer with exactly one object is undone (§1.7).
      if (singular && written.rows !== 1) throw restErrors.singular(written.rows);
      return written;
    });
    return renderWrite(request.method, result, preferences, singular, representation);
  }

  function write(
    session: SqlSession,
    method: string,
    builder: SqlBuilder,
    relation: NonNullable<ReturnType<SchemaCache['relations']['get']>>,
    payload: unknown,
    preferences: Preferences,
    representation: boolean,
  ): Promise<WriteResult> {
    if (method === 'POST') return runInsert(session, builder, relation, payload, preferences, representation);
    if (method === 'PATCH') return runUpdate(session, builder, relation, payload, representation);
    return runDelete(session, builder, relation, representation);
  }

  async function callFunction(
    request: StackRequest,
    requestContext: RequestContext,
    schema: SchemaCache,
    settings: RestConfig,
    name: string,
    input: QueryPlanInput,
    preferences: Preferences,
  ): Promise<StackResponse> {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead && request.method !== 'POST') throw restErrors.rpcMethod();
    const builder = new SqlBuilder(schema, input, { aggregatesEnabled: settings.dbAggregatesEnabled });
    const args: CallArguments = isRead ? { query: input.plainParams } : { body: request.body.length ? parseBody(request.body) : {} };
    const call = buildCall(builder, schema, name, args);
    const readOnly = isRead || call.fn.volatility !== 'v';
    const singular = wantsSingular(request.headers);
    if (call.fn.returnShape === 'void' || (call.fn.returnShape === 'scalar' && !call.fn.returnsSet)) {
      const value = await runAsRequest(
        db,
        requestContext,
        async (session) => (await session.query<{ body: string | null }>(`select to_json(${call.sql})::text as body`, builder.params)).rows[0]?.body ?? null,
        { readOnly },
      );
      if (call.fn.returnShape === 'void') return { status: 204 };
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: request.method === 'HEAD' ? null : (value ?? 'null') };
    }
    if (call.fn.returnShape === 'scalar') {
      // SETOF scalar answers a plain array of values.
      const body = await runAsRequest(
        db,
        requestContext,
        async (session) =>
          (await session.query<{ body: string }>(`select coalesce(json_agg(_v), '[]')::text as body from ${call.sql} as _v`, builder.params)).rows[0]?.body ?? '[]',
        { readOnly },
      );
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: request.method === 'HEAD' ? null : body };
    }
    const page = pageFrom(input.limit.get(''), input.offset.get(''), request.headers['range'], settings.dbMaxRows);
    const source = { sql: call.sql, relation: call.fn.returnRelation, alias: call.fn.name };
    const result = await runAsRequest(db, requestContext, (session) => runRead(session, builder, source, page, preferences.count !== undefined), { readOnly });
    if (!call.fn.returnsSet && !singular) {
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: request.method === 'HEAD' ? null : (result.first ?? 'null') };
    }
    return renderRead(result, page, preferences, singular, request.method === 'HEAD');
  }
}

async function loadSettingsAndCaches(db: StackServices['db']): Promise<[RestConfig, Map<string, SchemaCache>]> {
  const settings = await loadRestConfig(db);
  return [settings, await loadSchemaCaches(db, settings.dbSchemas)];
}

function parseBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw restErrors.invalidBody('Empty or invalid json');
  }
}

function renderWrite(method: string, result: WriteResult, preferences: Preferences, singular: boolean, representation: boolean): StackResponse {
  const headers: Record<string, string> = {};
  if (preferences.applied.length) headers['preference-applied'] = preferences.applied.join(', ');
  const total = preferences.count ? String(result.rows) : '*';
  headers['content-range'] = method === 'PATCH' && result.rows > 0 ? `0-${result.rows - 1}/${total}` : `*/${total}`;
  const created = method === 'POST' && (preferences.resolution !== 'merge-duplicates' || result.inserted > 0);
  if (!representation) return { status: created ? 201 : 204, headers };
  headers['content-type'] = singular ? SINGULAR_TYPE : JSON_TYPE;
  return { status: created ? 201 : 200, headers, body: singular ? result.first : result.body };
}

