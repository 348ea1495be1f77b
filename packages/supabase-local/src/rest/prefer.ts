import type { TxEnd } from './config';

/** `Prefer` as PostgREST reads it: comma-joined or repeated, first value of a kind wins. */
const RETURN = ['minimal', 'representation', 'headers-only'] as const;
const COUNT = ['exact', 'planned', 'estimated'] as const;
const RESOLUTION = ['merge-duplicates', 'ignore-duplicates'] as const;
const MISSING = ['default', 'null'] as const;
const HANDLING = ['strict', 'lenient'] as const;
const TX = ['commit', 'rollback'] as const;

export interface Preferences {
  return?: (typeof RETURN)[number];
  count?: (typeof COUNT)[number];
  resolution?: (typeof RESOLUTION)[number];
  missing?: (typeof MISSING)[number];
  handling?: (typeof HANDLING)[number];
  /** Only read when `db_tx_end` allows an override, as PostgREST does. */
  tx?: (typeof TX)[number];
  maxAffected?: number;
  /** Preferences PostgREST does not know; refused with PGRST122 under `handling=strict`. `timezone=` is known but not applied here. */
  invalid: string[];
}

const KNOWN = new Set(
  [...RETURN.map((v) => `return=${v}`), ...COUNT.map((v) => `count=${v}`), ...RESOLUTION.map((v) => `resolution=${v}`)].concat(
    MISSING.map((v) => `missing=${v}`),
    HANDLING.map((v) => `handling=${v}`),
    TX.map((v) => `tx=${v}`),
  ),
);

function first<T extends string>(parts: string[], key: string, options: readonly T[]): T | undefined {
  for (const part of parts) {
    const option = options.find((value) => part === `${key}=${value}`);
    if (option) return option;
  }
  return undefined;
}

function firstValue(parts: string[], prefix: string): string | undefined {
  return parts.find((part) => part.startsWith(prefix))?.slice(prefix.length);
}

export function parsePreferences(header: string | undefined, txEnd: TxEnd = 'commit'): Preferences {
  const parts = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const maxAffected = firstValue(parts, 'max-affected=');
  const preferences: Preferences = {
    return: first(parts, 'return', RETURN),
    count: first(parts, 'count', COUNT),
    resolution: first(parts, 'resolution', RESOLUTION),
    missing: first(parts, 'missing', MISSING),
    handling: first(parts, 'handling', HANDLING),
    tx: txEnd.endsWith('-allow-override') ? first(parts, 'tx', TX) : undefined,
    maxAffected: maxAffected !== undefined && /^-?\d+$/.test(maxAffected) ? Number(maxAffected) : undefined,
    invalid: parts.filter((part) => !KNOWN.has(part) && !part.startsWith('timezone=') && !part.startsWith('max-affected=')),
  };
  return preferences;
}

/** Whether the request's transaction is rolled back: `Prefer: tx=` when allowed, else `db_tx_end`. */
export function shouldRollback(preferences: Preferences, txEnd: TxEnd): boolean {
  if (preferences.tx) return preferences.tx === 'rollback';
  return txEnd.startsWith('rollback');
}

/** What kind of request a `Preference-Applied` header is written for; each echoes its own subset. */
export type AppliedFor = 'read' | 'insert' | 'update' | 'delete' | 'call';

/**
 * `Preference-Applied` in PostgREST's order: resolution only on inserts, missing on inserts and
 * updates, return on writes, max-affected on updates, deletes and calls under handling=strict.
 */
export function preferenceApplied(preferences: Preferences, kind: AppliedFor, hasConflictTarget = true): string | undefined {
  const write = kind === 'insert' || kind === 'update' || kind === 'delete';
  const values = [
    kind === 'insert' && hasConflictTarget && preferences.resolution ? `resolution=${preferences.resolution}` : undefined,
    (kind === 'insert' || kind === 'update') && preferences.missing ? `missing=${preferences.missing}` : undefined,
    write && preferences.return ? `return=${preferences.return}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.tx ? `tx=${preferences.tx}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
    kind !== 'read' && kind !== 'insert' && preferences.handling === 'strict' && preferences.maxAffected !== undefined
      ? `max-affected=${preferences.maxAffected}`
      : undefined,
  ].filter((value): value is string => value !== undefined);
  return values.length ? values.join(', ') : undefined;
}
