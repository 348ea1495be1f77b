import 'server-only';
import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import { commonMessages } from '@/lib/messages';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { checkAccess, type Access } from './access';
import { HttpError } from './http-error';
import { holdsUnstorableText } from './storable-text';
import { fail, failFromError, ok, respondWith } from './route-handler';
import '@/lib/zod-locale';

/** What a handler is given besides the request: the caller's own client, and the jobs it may need. */
export interface HandlerDeps {
  /** The caller's client (their session): checks who they are; RLS guards what it reads and writes. */
  caller: TypedSupabaseClient;
  /** The service-role client, created only after the access check passed (user administration). */
  service?: () => TypedSupabaseClient;
  /** Drops a public cache tag after a write (next/cache in a route; a recorder in tests). */
  revalidate?: (tag: string) => void;
}

type RouteParams = Record<string, string | string[] | undefined>;
type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

export interface HandlerContext<Params, Query, Body> extends Required<Pick<HandlerDeps, 'caller'>> {
  request: Request;
  /** The signed-in caller's id; null on an open (`anon`) route. */
  userId: string | null;
  params: Params;
  query: Query;
  body: Body;
  service: () => TypedSupabaseClient;
  revalidate: (tag: string) => void;
}

interface HandlerDefinition<ParamsSchema, QuerySchema, BodySchema, Result> {
  access: Access;
  params?: ParamsSchema;
  query?: QuerySchema;
  /** The JSON body's schema, or one chosen by the route params (e.g. per partner kind). */
  body?: BodySchema | ((params: Parsed<ParamsSchema>) => BodySchema);
  /** A clearer 400 than the schema's first issue, for bodies of several accepted forms. */
  bodyError?: (raw: unknown) => string | undefined;
  /** The feature's own message for a failure of the feature's code (a 500), instead of the classified one. */
  failure?: string | ((body: Parsed<BodySchema>) => string);
  /** `data` answers `{data}`; `bare` answers the value itself (routes that return arrays). */
  shape?: 'data' | 'bare';
  status?: number;
  run: (context: HandlerContext<Parsed<ParamsSchema>, Parsed<QuerySchema>, Parsed<BodySchema>>) => Promise<Result>;
}

export type Handler = (request: Request, deps: HandlerDeps, params?: RouteParams) => Promise<NextResponse>;

/** zod parsing with the route's 400: for input a handler can only check inside `run` (e.g. per kind). */
export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown, message?: (error: z.ZodError) => string | undefined): z.infer<Schema> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, message?.(parsed.error) ?? parsed.error.issues[0]?.message ?? commonMessages.invalidInput);
}

/**
 * The largest body a route reads: the biggest any route takes (the club config at its schema's
 * limits) is a few kilobytes. A larger one is refused unread (413) instead of being parsed whole.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body as text, read no further than the limit (a declared or a streamed length over it is a 413). */
async function readBodyText(request: Request): Promise<string> {
  const tooLarge = () => new HttpError(413, commonMessages.bodyTooLarge);
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

async function readJson(request: Request, message: string = commonMessages.invalidInput): Promise<unknown> {
  const text = await readBodyText(request);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, message);
  }
  refuseUnstorableText(raw);
  return raw;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lowercaseUuid = (value: string) => (UUID.test(value) ? value.toLowerCase() : value);

/**
 * A UUID names the same record in any case, so a path or query value that is one goes on in lower
 * case, the form Postgres and Auth return: compared with the caller's own id, or passed to Auth's
 * admin API (whose client refuses upper case), it is then the same user.
 */
function lowercaseUuids<Values extends RouteParams>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map(lowercaseUuid) : value === undefined ? value : lowercaseUuid(value)]),
  ) as Values;
}

/** Text the database cannot store is refused up front with its own message, as any other bad input. */
function refuseUnstorableText(input: unknown): void {
  if (holdsUnstorableText(input)) throw new HttpError(400, commonMessages.invalidCharacter);
}

const noService = (): TypedSupabaseClient => {
  throw new Error('This handler was given no service-role client');
};

/**
 * Every /api route handler has one shape, in this order: who may call (401/403 before any input
 * is read, so an outsider learns nothing more), then params, query and body through zod (400 with
 * the Czech message), then the feature's code, then one answer: `{data}` (or the bare value) or
 * `{error}` with a classified Czech message, never SQL or a stack.
 */
export function defineHandler<
  ParamsSchema extends z.ZodType | undefined = undefined,
  QuerySchema extends z.ZodType | undefined = undefined,
  BodySchema extends z.ZodType | undefined = undefined,
  Result = unknown,
>(definition: HandlerDefinition<ParamsSchema, QuerySchema, BodySchema, Result>): Handler {
  return async (request, deps, rawParams = {}) => {
    let body = undefined as Parsed<BodySchema>;
    try {
      const access = await checkAccess(deps.caller, definition.access);
      if ('denied' in access) return fail(access.denied.status, access.denied.message);
      const routeParams = lowercaseUuids(rawParams);
      refuseUnstorableText(routeParams);
      const rawQuery = lowercaseUuids(Object.fromEntries(new URL(request.url).searchParams));
      refuseUnstorableText(rawQuery);
      const params = (definition.params ? parseInput(definition.params, routeParams) : undefined) as Parsed<ParamsSchema>;
      const query = (definition.query ? parseInput(definition.query, rawQuery) : undefined) as Parsed<QuerySchema>;
      const bodySchema = typeof definition.body === 'function' ? definition.body(params) : definition.body;
      if (bodySchema) {
        const raw = await readJson(request, definition.bodyError?.(undefined));
        body = parseInput(bodySchema, raw, () => definition.bodyError?.(raw)) as Parsed<BodySchema>;
      }
      const result = await definition.run({
        request,
        userId: access.userId,
        params,
        query,
        body,
        caller: deps.caller,
        service: deps.service ?? noService,
        revalidate: deps.revalidate ?? (() => undefined),
      });
      return definition.shape === 'bare' ? respondWith(result, definition.status) : ok(result, definition.status);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message);
      const { failure } = definition;
      return failFromError(error, typeof failure === 'function' ? failure(body) : failure);
    }
  };
}
