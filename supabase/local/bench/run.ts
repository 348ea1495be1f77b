import { resolve } from 'node:path';
import { createThrowawayDatabase } from '../engine/postgres';
import { startLocalStack, type LocalStack } from '../index';
import { runAsRequest } from '../request-context';
import { formatFigures, measure, type Figures } from './measure';

/**
 * `npm run bench:stack`: what the stack costs on top of the SQL it runs. For each engine
 * (PGlite always; Postgres when BENCH_DATABASE_URL or DATABASE_URL names a server — the bench
 * works in a throwaway database of its own there) four requests go through supabase-js's HTTP shape,
 * and the equivalent SQL runs directly in the same per-request transaction setup.
 * Prints figures; it is not a test and asserts nothing.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const FIXTURES = resolve(import.meta.dirname, 'fixtures');

interface Scenario {
  name: string;
  http: (stack: LocalStack) => Promise<unknown>;
  sql: string;
  params: () => unknown[];
}

let nextId = 0;
const scenarios: Scenario[] = [
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

async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  const stack = await startLocalStack({ port: 0, memory: true, databaseUrl, migrationsDir: FIXTURES, seedFile: null });
  console.log(`\n${label}`);
  try {
    for (const scenario of scenarios) {
      await scenario.http(stack); // fail fast if the stack refuses the request
      const viaStack: Figures = await measure(() => scenario.http(stack), REQUESTS);
      const direct: Figures = await measure(
        () =>
          runAsRequest(
            stack.db,
            { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/bench_posts', headers: {} },
            (session) => session.query(scenario.sql, scenario.params()),
          ),
        REQUESTS,
      );
      console.log(`  ${scenario.name}`);
      console.log(`    stack   ${formatFigures(viaStack)}`);
      console.log(`    direct  ${formatFigures(direct)}`);
      console.log(`    stack/direct p50 ×${(viaStack.p50 / direct.p50).toFixed(2)}, throughput ×${(direct.perSecond / viaStack.perSecond).toFixed(2)}`);
    }
  } finally {
    await stack.stop();
  }
}

console.log(`Local stack benchmark: ${REQUESTS} sequential requests per scenario after 30 warm-up (node ${process.version})`);
await benchEngine('PGlite (in memory)', undefined);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) {
  const database = await createThrowawayDatabase(postgresUrl, `stack_bench_${process.pid}`);
  try {
    await benchEngine('PostgreSQL server', database.url);
  } finally {
    await database.drop();
  }
}
else console.log('\nPostgreSQL server: skipped (set BENCH_DATABASE_URL to a throwaway database)');
