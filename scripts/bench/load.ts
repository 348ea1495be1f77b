import type { Figures } from '../../supabase/local/bench/measure';

/**
 * `concurrency` clients fetching `url` back to back until `total` responses have arrived;
 * latency per response, throughput over the whole run. A few lines instead of a load-testing
 * dependency: the figures needed are p50, p95 and requests per second.
 */
export async function loadTest(url: string, concurrency: number, total: number, warmup = 20): Promise<Figures & { bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < warmup; i += 1) bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  const samples: number[] = [];
  let started = 0;
  const begin = performance.now();
  async function client(): Promise<void> {
    while (started < total) {
      started += 1;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      samples.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - begin;
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { requests: samples.length, perSecond: (samples.length / elapsed) * 1000, p50: at(0.5), p95: at(0.95), bytes };
}
