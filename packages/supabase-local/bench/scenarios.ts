import { resolve } from 'node:path';
import type { QueryOptions } from '../src/engine/executor';
import { createThrowawayDatabase } from '../src/engine/postgres';
import { startLocalStack, type LocalStack } from '../src/index';
import { runAsRequest } from '../src/request-context';
import { measureInTurns, type Figures } from './measure';

/**
 * What the stack costs on top of the SQL it runs: requests in supabase-js's HTTP shape, and the
 * equivalent SQL run directly in the same per-request transaction setup, on a fixture schema.
 */
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const FIXTURES = resolve(import.meta.dirname, 'fixtures');

export interface Scenario {
  name: string;
  http: (stack: LocalStack) => Promise<unknown>;
  sql: string;
  params: () => unknown[];
}

let nextId = 0;
export const scenarios: Scenario[] = [
  {
    name: '(a) one row by primary key',
    http: (stack) => get(stack, '/rest/v1/bench_posts?select=*&id=eq.2500'),
    sql: `select coalesce(json_agg(t), '[]')::text from (select * from public.bench_posts where id = $1) t`,
    params: () => [2500],
  },
  {
    name: '(b) 50 rows, two embeds, a filter',
    http: (stack) =>
      get(stack, '/rest/v1/bench_posts?select=id,title,created_at,author:bench_authors(name),category:bench_categories(name)&published=eq.true&order=id.desc&limit=50'),
    sql: `select coalesce(json_agg(t), '[]')::text from (
            select p.id, p.title, p.created_at,
                   (select row_to_json(a) from (select name from public.bench_authors where id = p.author_id) a) as author,
                   (select row_to_json(c) from (select name from public.bench_categories where id = p.category_id) c) as category
            from public.bench_posts p where p.published = $1 order by p.id desc limit 50) t`,
    params: () => [true],
  },
  {
    name: '(c) insert, return=representation',
    http: (stack) =>
      fetch(`${stack.url}/rest/v1/bench_posts?select=*`, {
        method: 'POST',
        headers: { ...headers(stack), 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify({ title: `Nový ${nextId++}`, body: 'x', author_id: 1, category_id: 1 }),
      }).then((r) => r.text()),
    sql: `with inserted as (insert into public.bench_posts (title, body, author_id, category_id) values ($1, 'x', 1, 1) returning *)
          select coalesce(json_agg(inserted), '[]')::text from inserted`,
    params: () => [`Přímý ${nextId++}`],
  },
  {
    name: '(d) 50 rows, two to-one spread embeds, a filter',
    http: (stack) =>
      get(stack, '/rest/v1/bench_posts?select=id,title,created_at,...bench_authors(author:name),...bench_categories(category:name)&published=eq.true&order=id.desc&limit=50'),
    sql: `select coalesce(json_agg(t), '[]')::text from (
            select p.id, p.title, p.created_at, a.name as author, c.name as category
            from public.bench_posts p
            left join public.bench_authors a on a.id = p.author_id
            left join public.bench_categories c on c.id = p.category_id
            where p.published = $1 order by p.id desc limit 50) t`,
    params: () => [true],
  },
];

function headers(stack: LocalStack): Record<string, string> {
  return { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'accept-profile': 'public' };
}

async function get(stack: LocalStack, path: string): Promise<string> {
  const response = await fetch(`${stack.url}${path}`, { headers: headers(stack) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.text();
}

/** The list with two embeds, the stack's headline figure. */
export const TWO_EMBEDS = scenarios[1] as Scenario;

export interface Comparison {
  viaStack: Figures;
  direct: Figures;
  /**
   * The direct SQL as a prepared statement, as the stack runs its own on a Postgres server (as
   * PostgREST does): what the stack adds besides planning. PGlite runs it unprepared.
   */
  directPrepared: Figures;
}

/** The target for the list with two embeds on Postgres: at most this many times the direct SQL's p50. */
export const TWO_EMBEDS_TARGET = 2;

export function stackToDirect({ viaStack, direct }: Comparison): { ratio: number; meets: boolean } {
  const ratio = viaStack.p50 / direct.p50;
  return { ratio, meets: ratio <= TWO_EMBEDS_TARGET };
}

/**
 * Requests of each kind before measuring. A server runs warm: the stack's path (HTTP server,
 * router, SQL builder, the client's fetch) is longer than the direct query's, and V8 has optimised
 * it only after several hundred requests. With 30, the two-embed ratio read ×1.99, ×1.97, ×1.91
 * and ×1.86 in four measurements in a row on one stack.
 */
export const WARMUP = 1000;

export async function compare(stack: LocalStack, scenario: Scenario, requests = REQUESTS): Promise<Comparison> {
  await scenario.http(stack); // fail fast if the stack refuses the request
  const direct = (options: QueryOptions) => () =>
    runAsRequest(stack.db, { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/bench_posts', headers: {} }, (session) =>
      session.query(scenario.sql, scenario.params(), options),
    );
  const figures = await measureInTurns([() => scenario.http(stack), direct({}), direct({ prepare: true })], requests, WARMUP);
  const [viaStack, unprepared, prepared] = figures as [Figures, Figures, Figures];
  return { viaStack, direct: unprepared, directPrepared: prepared };
}

/** A stack on the fixture schema (in memory, or in a throwaway database on the server), stopped after `work`. */
export async function withFixtureStack<Result>(databaseUrl: string | undefined, work: (stack: LocalStack) => Promise<Result>): Promise<Result> {
  const database = databaseUrl ? await createThrowawayDatabase(databaseUrl, `stack_bench_${process.pid}_${Date.now()}`) : null;
  const stack = await startLocalStack({ port: 0, memory: true, databaseUrl: database?.url, migrationsDir: FIXTURES, seedFile: null });
  try {
    return await work(stack);
  } finally {
    await stack.stop();
    await database?.drop();
  }
}
