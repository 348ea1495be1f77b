import type { Figures } from '@club-app/supabase-local/bench';

/** A bench of one database operation: what was measured, and its timings. */
export interface TimedBench {
  description: string;
  figures: Figures;
}
