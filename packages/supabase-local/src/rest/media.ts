import { restErrors } from './errors';

/** What a response body is rendered as, from the `Accept` header (PostgREST's media types). */
export type BodyMedia =
  { kind: 'json'; strip: boolean } | { kind: 'singular'; strip: boolean } | { kind: 'csv' } | { kind: 'geojson' };

export type Media = BodyMedia | { kind: 'plan'; format: 'text' | 'json'; options: string[]; for: BodyMedia };

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

interface Parsed {
  type: string;
  params: Map<string, string>;
  raw: string;
  q: number;
}

/** `type/sub; a=b; c="d"` → its lower-cased type and parameters. */
function parseOne(text: string): Parsed {
  const [head = '', ...rest] = text.split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    params.set(
      part.slice(0, equals).trim().toLowerCase(),
      part
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  const q = Number(params.get('q') ?? '1');
  return { type: head.trim().toLowerCase(), params, raw: head.trim(), q: Number.isFinite(q) ? q : 1 };
}

/** The media type PostgREST names in PGRST107 for an Accept entry. */
function mimeOf(parsed: Parsed): string {
  const stripped = parsed.params.get('nulls') === 'stripped';
  if (parsed.type === 'application/vnd.pgrst.array+json' || parsed.type === 'application/vnd.pgrst.array') {
    return stripped ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
  }
  if (parsed.type === 'application/vnd.pgrst.object+json' || parsed.type === 'application/vnd.pgrst.object') {
    return stripped ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json';
  }
  if (parsed.type.startsWith('application/vnd.pgrst.plan')) {
    const format = parsed.type.endsWith('+json') ? 'json' : 'text';
    const options = (parsed.params.get('options') ?? '').split('|').filter((option) => PLAN_OPTIONS.includes(option));
    const target = mimeOf(parseOne(parsed.params.get('for') ?? 'application/json'));
    return `application/vnd.pgrst.plan+${format}; for="${target}"${options.length ? `; options=${options.join('|')}` : ''}`;
  }
  return parsed.raw;
}

function bodyMedia(parsed: Parsed): BodyMedia | null {
  const strip = parsed.params.get('nulls') === 'stripped';
  switch (parsed.type) {
    case '*/*':
    case 'application/json':
      return { kind: 'json', strip: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', strip };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'singular', strip };
    case 'text/csv':
      return { kind: 'csv' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    default:
      return null;
  }
}

/**
 * Content negotiation as PostgREST does it: entries by quality, the first one produced wins;
 * the plan media type exists only when `db_plan_enabled` is on; nothing produced is 406 PGRST107.
 */
export function negotiate(accept: string | undefined, planEnabled: boolean): Media {
  const entries = (accept?.trim() ? accept.split(',') : ['*/*'])
    .map(parseOne)
    .filter((entry) => entry.type !== '')
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.q - a.entry.q || a.index - b.index)
    .map(({ entry }) => entry);
  for (const entry of entries) {
    if (entry.type.startsWith('application/vnd.pgrst.plan')) {
      const target = bodyMedia(parseOne(entry.params.get('for') ?? 'application/json'));
      if (!planEnabled || !target) continue;
      const options = (entry.params.get('options') ?? '').split('|').filter((option) => PLAN_OPTIONS.includes(option));
      return { kind: 'plan', format: entry.type.endsWith('+json') ? 'json' : 'text', options, for: target };
    }
    const media = bodyMedia(entry);
    if (media) return media;
  }
  throw restErrors.mediaType(entries.map(mimeOf));
}

/** The media type a body is rendered as, without the plan wrapper. */
export const bodyOf = (media: Media): BodyMedia => (media.kind === 'plan' ? media.for : media);

export const isSingular = (media: Media): boolean => bodyOf(media).kind === 'singular';

const CONTENT_TYPES: Record<BodyMedia['kind'], (strip: boolean) => string> = {
  json: (strip) => (strip ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json'),
  singular: (strip) => (strip ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json'),
  csv: () => 'text/csv',
  geojson: () => 'application/geo+json',
};

function bodyMime(media: BodyMedia): string {
  return CONTENT_TYPES[media.kind]('strip' in media && media.strip);
}

export function contentType(media: Media): string {
  if (media.kind !== 'plan') return `${bodyMime(media)}; charset=utf-8`;
  const options = media.options.length ? `; options=${media.options.join('|')}` : '';
  return `application/vnd.pgrst.plan+${media.format}; for="${bodyMime(media.for)}"${options}; charset=utf-8`;
}

/**
 * SQL for the body of the rows `row` (an alias of the selected rows) per media type, and for the
 * row itself when it is the only one: what a singular response or a function returning one value
 * answers. A list is not read back out of its own JSON for it.
 */
export function bodySql(media: BodyMedia, row = '_r'): { body: string; first: string } {
  const strip = (sql: string) => ('strip' in media && media.strip ? `json_strip_nulls(${sql})` : sql);
  if (media.kind === 'csv') {
    // A header of the first row's keys, then each row as Postgres writes a record, without its parentheses.
    const header = `(select coalesce(string_agg(_k, ','), '') from json_object_keys(json_agg(${row}) -> 0) as _k)`;
    const lines = `coalesce(string_agg(substring(${row}::text, 2, length(${row}::text) - 2), E'\\n'), '')`;
    return { body: `(${header} || E'\\n' || ${lines})`, first: 'null::text' };
  }
  if (media.kind === 'geojson') {
    // Needs PostGIS's ST_AsGeoJSON; without it Postgres answers 42883, as behind PostgREST.
    return {
      body: `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(${row})::json), '[]'))::text`,
      first: 'null::text',
    };
  }
  return {
    body: `coalesce(${strip(`json_agg(${row})`)}, '[]')::text`,
    first: `case when count(*) = 1 then (${strip(`json_agg(${row}) -> 0`)})::text end`,
  };
}

/** `EXPLAIN (…)` in front of a statement, for the plan media type. */
export function explainPrefix(media: Extract<Media, { kind: 'plan' }>): string {
  return `explain (${[`format ${media.format}`, ...media.options].join(', ')})`;
}
