import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md "A feature's files": a feature that caches reads owns its query keys in
// keys.ts, and no other file spells a key out. Features that only write or read browser storage
// (auth, profile, coach-simulation) have nothing in the cache and so no keys.ts.
const FEATURES = resolve(import.meta.dirname, '../../src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const features = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());
const READS_THE_CACHE = /\b(useQuery|useSuspenseQuery|useInfiniteQuery|queryOptions)\s*\(/;

describe('feature data layer', () => {
  it.each(features)('%s: keys.ts exists when the feature reads through the query cache', (feature) => {
    const dir = join(FEATURES, feature);
    const readers = sourceFiles(dir).filter((file) => READS_THE_CACHE.test(readFileSync(file, 'utf8')));
    if (readers.length > 0) expect(existsSync(join(dir, 'keys.ts')), readers.map((file) => relative(FEATURES, file)).join(', ')).toBe(true);
  });

  it('no query key is written as a literal outside a keys.ts', () => {
    const literals = sourceFiles(FEATURES)
      .filter((file) => !file.endsWith('/keys.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(FEATURES, file)}:${index + 1}` }))
          .filter(({ line }) => /queryKey:\s*\[/.test(line)),
      )
      .map(({ at }) => at);
    expect(literals).toEqual([]);
  });
});
