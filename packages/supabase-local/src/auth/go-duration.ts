const UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds of a Go duration (`24h`, `1h30m`, `60s`; no `d` unit), as GoTrue's settings read it; null when malformed. */
export function parseGoDuration(value: string): number | null {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return null;
  return parts.reduce((total, part) => total + Number(part[1]) * (UNITS_MS[part[2] as string] ?? 0), 0);
}
