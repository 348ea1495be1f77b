/** Levenshtein edit distance between two strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate most like `text`, as PostgREST's fuzzy hints pick it: similarity is one minus
 * the edit distance over the longer length (case-insensitive), and below `minScore` there is none.
 */
export function closest(candidates: Iterable<string>, text: string, minScore: number): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  const wanted = text.toLowerCase();
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const score = 1 - distance(lower, wanted) / Math.max(lower.length, wanted.length, 1);
    if (score >= minScore && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
