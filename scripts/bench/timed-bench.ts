import type { Figures } from '@club-app/supabase-local/bench';

/** A bench of one database operation: what was measured, and its timings. */
export interface TimedBench {
  description: string;
  figures: Figures;
}

/**
 * Timed runs of each database figure. Their p95 is read from these runs: of 30 it was the second
 * slowest, so one stall of the machine (a checkpoint, a collection) decided the figure (the
 * attendance summary on Postgres read p95 124 ms over a p50 of 32 in one run, 32–38 ms in three
 * runs after it); of 100 it is the fifth slowest.
 */
export const TIMED_BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 100);
