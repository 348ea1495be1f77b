import { figures, type Figures } from '@club-app/supabase-local/bench';

/** One address's responses: each one's latency, and the time spent in its bursts. */
interface Tally {
  url: string;
  bytes: number;
  samples: number[];
  elapsed: number;
}

/** `concurrency` clients fetching `url` back to back until `total` responses have arrived. */
async function burst(tally: Tally, concurrency: number, total: number): Promise<void> {
  const { url } = tally;
  let started = 0;
  const begin = performance.now();
  async function client(): Promise<void> {
    while (started < total) {
      started += 1;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      tally.samples.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  tally.elapsed += performance.now() - begin;
}

/**
 * Addresses loaded by `concurrency` clients in `turns` alternating bursts, `total` responses each
 * in all: latency per response, throughput over each address's own bursts. A few lines instead of
 * a load-testing dependency: the figures needed are p50, p95 and requests per second.
 *
 * In turns because the client shares the machine with the server: measured one after the other,
 * a page could meet a busier minute than its static twin (a garbage collection, a compilation,
 * another process), and a run of a second or two gave ratios that moved by more than the gap to
 * their target. `bytes` is the body's size of each address.
 */
export async function loadInTurns(
  urls: string[],
  { concurrency, total, turns, warmup }: { concurrency: number; total: number; turns: number; warmup: number },
): Promise<(Figures & { bytes: number })[]> {
  const tallies = urls.map((url): Tally => ({ url, bytes: 0, samples: [], elapsed: 0 }));
  for (const tally of tallies) {
    for (let i = 0; i < warmup; i += 1) tally.bytes = (await (await fetch(tally.url)).arrayBuffer()).byteLength;
  }
  const perTurn = Math.ceil(total / turns);
  for (let done = 0; done < total; done += perTurn) {
    for (const tally of tallies) await burst(tally, concurrency, Math.min(perTurn, total - done));
  }
  return tallies.map((tally) => ({ ...figures(tally.samples, tally.elapsed), bytes: tally.bytes }));
}
