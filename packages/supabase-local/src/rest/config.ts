import { existsSync, readFileSync } from 'node:fs';
import { EXPOSED_SCHEMAS, MAX_ROWS } from '../config';
import type { Executor } from '../engine/executor';
import { parseToml, type TomlValue } from '../toml';

/** How a request's transaction ends (`pgrst.db_tx_end`); `-allow-override` lets `Prefer: tx=` choose. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

/**
 * The PostgREST settings a Supabase project may change in the database itself
 * (`alter role authenticator set pgrst.… = …`), with hosted Supabase's values as defaults.
 */
export interface RestConfig {
  /** Exposed schemas; the first answers requests without `Accept-Profile`/`Content-Profile`. */
  dbSchemas: string[];
  dbAggregatesEnabled: boolean;
  dbPlanEnabled: boolean;
  dbTxEnd: TxEnd;
  /** Reads are capped at this many rows (counts are not); null: no cap. */
  dbMaxRows: number | null;
  dbExtraSearchPath: string[];
}

export const HOSTED_REST_CONFIG: RestConfig = {
  dbSchemas: [...EXPOSED_SCHEMAS],
  dbAggregatesEnabled: false,
  dbPlanEnabled: false,
  dbTxEnd: 'commit',
  dbMaxRows: MAX_ROWS,
  dbExtraSearchPath: ['public', 'extensions'],
};

const strings = (value: TomlValue | undefined): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/**
 * PostgREST's configuration as the Supabase CLI hands it over from `[api]` in config.toml
 * (`schemas`, `extra_search_path`, `max_rows`), over hosted Supabase's values; settings kept in
 * the database still win over it, as in PostgREST. No file, or no `[api]`: the hosted values.
 */
export function restConfigFromFile(configFile: string | null): RestConfig {
  if (!configFile || !existsSync(configFile)) return HOSTED_REST_CONFIG;
  const api = parseToml(readFileSync(configFile, 'utf8')).api;
  if (!api || typeof api !== 'object' || Array.isArray(api)) return HOSTED_REST_CONFIG;
  const config: RestConfig = { ...HOSTED_REST_CONFIG };
  const schemas = strings(api.schemas);
  if (schemas?.length) config.dbSchemas = schemas;
  const extraSearchPath = strings(api.extra_search_path);
  if (extraSearchPath) config.dbExtraSearchPath = extraSearchPath;
  if (typeof api.max_rows === 'number' && Number.isInteger(api.max_rows)) config.dbMaxRows = api.max_rows > 0 ? api.max_rows : null;
  return config;
}

/** PostgREST reads its in-database configuration from the role it connects as. */
export const CONFIG_ROLE = 'authenticator';

const TX_ENDS: readonly TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

function list(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** PostgREST's boolean spellings for settings. */
function flag(value: string, fallback: boolean): boolean {
  const normalised = value.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(normalised)) return true;
  if (['false', 'off', 'no', '0'].includes(normalised)) return false;
  return fallback;
}

/**
 * Applies `pgrst.*` settings (name without the prefix → value) over the hosted defaults; unknown
 * names and unreadable values leave the default, as PostgREST keeps its previous value.
 */
export function restConfigFrom(settings: ReadonlyMap<string, string>, base: RestConfig = HOSTED_REST_CONFIG): RestConfig {
  const config: RestConfig = { ...base };
  for (const [name, value] of settings) {
    if (name === 'db_schemas' && list(value).length) config.dbSchemas = list(value);
    else if (name === 'db_aggregates_enabled') config.dbAggregatesEnabled = flag(value, base.dbAggregatesEnabled);
    else if (name === 'db_plan_enabled') config.dbPlanEnabled = flag(value, base.dbPlanEnabled);
    else if (name === 'db_tx_end' && (TX_ENDS as readonly string[]).includes(value.trim())) config.dbTxEnd = value.trim() as TxEnd;
    else if (name === 'db_max_rows') {
      const rows = Number(value);
      if (Number.isInteger(rows) && rows > 0) config.dbMaxRows = rows;
    } else if (name === 'db_extra_search_path') config.dbExtraSearchPath = list(value);
  }
  return config;
}

/**
 * The role's settings as PostgREST's config query reads them: global ones (`alter role … set`)
 * first, then this database's (`alter role … in database … set`), which win.
 */
export async function loadRestConfig(db: Executor, base: RestConfig = HOSTED_REST_CONFIG): Promise<RestConfig> {
  const { rows } = await db.query<{ setting: string }>(
    `select setting
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) as setting
      where r.rolname = $1
        and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
      order by s.setdatabase`,
    [CONFIG_ROLE],
  );
  const settings = new Map<string, string>();
  for (const { setting } of rows) {
    const separator = setting.indexOf('=');
    const name = setting.slice(0, separator);
    if (separator > 0 && name.startsWith('pgrst.')) settings.set(name.slice('pgrst.'.length), setting.slice(separator + 1));
  }
  return restConfigFrom(settings, base);
}
