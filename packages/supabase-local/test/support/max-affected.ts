/**
 * supabase-js's own `.maxAffected(n)` (it sends `Prefer: handling=strict, max-affected=n`). Its
 * type only allows it for clients typed as PostgREST 13+, which the untyped test client is not.
 */
export function maxAffected<T>(builder: T, rows: number): T {
  return (builder as unknown as { maxAffected(rows: number): T }).maxAffected(rows);
}
