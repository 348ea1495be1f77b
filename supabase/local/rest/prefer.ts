/** `Prefer` as PostgREST reads it: comma-joined or repeated, first value of a kind wins. */
const RETURN = ['minimal', 'representation', 'headers-only'] as const;
const COUNT = ['exact', 'planned', 'estimated'] as const;
const RESOLUTION = ['merge-duplicates', 'ignore-duplicates'] as const;
const MISSING = ['default', 'null'] as const;

export interface Preferences {
  return?: (typeof RETURN)[number];
  count?: (typeof COUNT)[number];
  resolution?: (typeof RESOLUTION)[number];
  missing?: (typeof MISSING)[number];
  /** What was applied, for the `Preference-Applied` header. */
  applied: string[];
}

const pick = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((option) => option === value);

export function parsePreferences(header: string | undefined): Preferences {
  const preferences: Preferences = { applied: [] };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.split('=').map((text) => text.trim());
    const before = preferences.applied.length;
    if (key === 'return' && !preferences.return) preferences.return = pick(RETURN, value);
    else if (key === 'count' && !preferences.count) preferences.count = pick(COUNT, value);
    else if (key === 'resolution' && !preferences.resolution) preferences.resolution = pick(RESOLUTION, value);
    else if (key === 'missing' && !preferences.missing) preferences.missing = pick(MISSING, value);
    else continue;
    const applied = { return: preferences.return, count: preferences.count, resolution: preferences.resolution, missing: preferences.missing }[key];
    if (applied && preferences.applied.length === before) preferences.applied.push(`${key}=${applied}`);
  }
  return preferences;
}
