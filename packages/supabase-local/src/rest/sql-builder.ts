import type { QueryOptions } from '../engine/executor';
import type { QueryPlanInput } from './parse-request';
import type { JsonStep } from './parse-select';
import type { SchemaCache } from './schema-cache';

export interface BuilderOptions {
  /** `pgrst.db_aggregates_enabled`: off, `count()`/`sum()`… are refused with PGRST123. */
  aggregatesEnabled: boolean;
}

/**
 * How a request's statement runs: prepared, as PostgREST runs its statements. Every such statement
 * answers the same text columns (body, first, rows…) whatever it reads or writes, so a DDL never
 * changes its result type.
 */
export const PREPARED: QueryOptions = { prepare: true };

/**
 * Collects the bound parameters of one statement: every identifier is quoted, every value a
 * bound parameter, and the response JSON is built by Postgres itself (json_agg / row_to_json)
 * so values keep Postgres's formatting.
 */
export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliasCount = 0;

  constructor(
    readonly cache: SchemaCache,
    readonly input: QueryPlanInput,
    readonly options: BuilderOptions = { aggregatesEnabled: false },
  ) {}

  param(value: unknown, cast?: string): string {
    this.params.push(value);
    return cast ? `$${this.params.length}::${cast}` : `$${this.params.length}`;
  }

  /** A relation or function of the request's schema, qualified. */
  qualified(name: string): string {
    return `${ident(this.cache.schema)}.${ident(name)}`;
  }

  /** Aliases no error message shows (junctions, derived tables). */
  nextAlias(): string {
    this.aliasCount += 1;
    return `_e${this.aliasCount}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A relation of schema public (writes and calls, which use only the public schema so far). */
export function table(name: string): string {
  return `"public".${ident(name)}`;
}

function jsonPathSql(builder: SqlBuilder, steps: JsonStep[]): string {
  // Array indexes are digits only, so they can be written as integers; keys are parameters.
  return steps.map((step) => ` ${step.arrow} ${/^-?\d+$/.test(step.key) ? step.key : builder.param(step.key, 'text')}`).join('');
}

export function columnSql(builder: SqlBuilder, alias: string, column: string, jsonPath: JsonStep[]): string {
  const base = `${ident(alias)}.${ident(column)}`;
  return jsonPath.length ? `(${base}${jsonPathSql(builder, jsonPath)})` : base;
}

/** Postgres array literal of text values: `{"a","b,c"}`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
