/**
 * Whether `key` is one of the record's own keys. `key in record` also accepts the names every
 * object inherits (`constructor`, `__proto__`, `toString`, …), so a path, query or body value such
 * as `constructor` would pass as a known key and then look up a function.
 */
export function isOwnKey<Record extends object>(record: Record, key: PropertyKey): key is keyof Record {
  return Object.hasOwn(record, key);
}
