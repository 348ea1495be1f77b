/** Latency percentiles and throughput of an async operation, run sequentially. */
export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
}

function figures(samples: number[], elapsed: number): Figures {
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
 * Two operations measured in turns of `TURN` requests, so both meet the same load on a shared
 * machine (one measured after the other can meet a quieter or a busier minute). Throughput is
 * each one's requests over its own time.
 */
export async function measureInTurns(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  requests: number,
  warmup = 30,
): Promise<[Figures, Figures]> {
  for (let i = 0; i < warmup; i++) await first();
  for (let i = 0; i < warmup; i++) await second();
  const samples: [number[], number[]] = [[], []];
  const turn = async (index: 0 | 1, count: number) => {
    for (let i = 0; i < count; i++) samples[index].push(await timed(index === 0 ? first : second));
  };
  while (samples[0].length < requests) {
    const count = Math.min(TURN, requests - samples[0].length);
    await turn(0, count);
    await turn(1, count);
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  return [figures(samples[0], total(samples[0])), figures(samples[1], total(samples[1]))];
}

export function formatFigures(f: Figures): string {
  return `${f.perSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(7)} ms  p95 ${f.p95.toFixed(2).padStart(7)} ms`;
}
