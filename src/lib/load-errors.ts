/**
 * A table that is not there yet (a club that has not run a migration) is not a failure
 * of the load: lists read from it are empty. PostgREST answers PGRST205 for a table missing from
 * its schema cache; Postgres says 42P01 when a view or function reaches for one.
 */
const MISSING_TABLE_CODES = new Set(['42P01', 'PGRST205']);

export function isMissingTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && MISSING_TABLE_CODES.has(String(error.code));
}

/** A list read's rows; none when its table is missing; any other error is thrown. */
export function rowsOrNoneIfTableMissing<Row>({ data, error }: { data: Row[] | null; error: Error | null }): Row[] {
  if (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
  return data ?? [];
}

/** One of a screen's loads that failed, with the feature's message for it. */
export interface FailedLoad {
  error: Error;
  message: string;
}

/** The first failed load of a screen reading several lists, named by its own message. */
export function firstFailedLoad(loads: ReadonlyArray<readonly [error: Error | null, message: string]>): FailedLoad | null {
  for (const [error, message] of loads) if (error) return { error, message };
  return null;
}
