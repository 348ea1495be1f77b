import { randomUUID } from 'node:crypto';
import { startLocalStack, type LocalStack } from '@club-app/supabase-local';

export interface BenchScope {
  season: string;
  category: string;
}

/**
 * A throwaway stack (in memory, or a throwaway database on a server) without the demo seed, with
 * one season and one category for a bench to fill; stopped whatever the bench does.
 */
export async function withBenchScope<Result>(databaseUrl: string | undefined, bench: (stack: LocalStack, scope: BenchScope) => Promise<Result>): Promise<Result> {
  const stack = await startLocalStack({ port: 0, memory: true, seedFile: null, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const scope = { season: randomUUID(), category: randomUUID() };
    await stack.db.query(`insert into public.seasons (id, name, start_date, end_date) values ($1, 'Bench', '2026-09-01', '2027-06-30')`, [scope.season]);
    await stack.db.query(`insert into public.categories (id, slug, name) values ($1, $2, 'Bench')`, [scope.category, `bench-${scope.category.slice(0, 8)}`]);
    return await bench(stack, scope);
  } finally {
    await stack.stop();
  }
}
