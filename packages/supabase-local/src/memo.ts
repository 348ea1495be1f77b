/**
 * `compute()` once per key, kept in `memory`, which is emptied once it holds `limit` entries:
 * clients repeat the same few requests, and ever new ones must not grow it without end.
 * Only for pure computations whose results nobody changes afterwards.
 */
export function remembered<Value>(memory: Map<string, Value>, key: string, limit: number, compute: () => Value): Value {
  const known = memory.get(key);
  if (known !== undefined) return known;
  if (memory.size >= limit) memory.clear();
  const value = compute();
  memory.set(key, value);
  return value;
}
