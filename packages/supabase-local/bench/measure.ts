/** Latency percentiles and throughput of an async operation, run sequentially. */
export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** p50 and p95 of `samples` (sorted in place), and their number over `elapsed` milliseconds. */
export function figures(samples: number[], elapsed: number): Figures {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { requests: samples.length, perSecond: (samples.length / elapsed) * 1000, p50: at(0.5), p95: at(0.95) };
}

async function timed(operation: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await operation();
  return performance.now() - t0;
}

export async function measure(operation: () => Promise<unknown>, requests: number, warmup = 30): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await operation();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) samples.push(await timed(operation));
  return figures(samples, performance.now() - started);
}

/**
 * Requests in a row per turn. One at a time would be unfair: what a request leaves behind on the
 * event loop (an HTTP response's closing work, garbage) would be timed as part of the next one.
 */
const TURN = 20;

/**
 * Operations measured in turns of `TURN` requests each, so all meet the same load on a shared
 * machine (one measured after the other can meet a quieter or a busier minute). Throughput is
 * each one's requests over its own time.
 */
export async function measureInTurns(operations: (() => Promise<unknown>)[], requests: number, warmup = 30): Promise<Figures[]> {
  for (const operation of operations) {
    for (let i = 0; i < warmup; i++) await operation();
  }
  const samples = operations.map((): number[] => []);
  for (let done = 0; done < requests; done += TURN) {
    const count = Math.min(TURN, requests - done);
    for (const [index, operation] of operations.entries()) {
      for (let i = 0; i < count; i++) samples[index]?.push(await timed(operation));
    }
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  return samples.map((values) => figures(values, total(values)));
}

export function formatFigures(f: Figures): string {
  return `${f.perSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(7)} ms  p95 ${f.p95.toFixed(2).padStart(7)} ms`;
}
