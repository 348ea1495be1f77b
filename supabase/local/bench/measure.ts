/** Latency percentiles and throughput of an async operation, run sequentially. */
export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
}

export async function measure(operation: () => Promise<unknown>, requests: number, warmup = 30): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await operation();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await operation();
    samples.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { requests, perSecond: (requests / elapsed) * 1000, p50: at(0.5), p95: at(0.95) };
}

export function formatFigures(f: Figures): string {
  return `${f.perSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(7)} ms  p95 ${f.p95.toFixed(2).padStart(7)} ms`;
}
