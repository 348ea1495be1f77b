import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Executor, QueryOptions, SqlResult, SqlSession, TransactionOptions } from './executor';

/** Keep every value as Postgres's text (see pglite.ts), except booleans. */
const textTypes = {
  getTypeParser: (oid: number) => (oid === 16 ? (v: string) => v === 't' : (v: string) => v),
};

function toResult<Row>(result: pg.QueryResult): SqlResult<Row> {
  const isWrite = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE';
  return {
    rows: result.rows as Row[],
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: isWrite ? (result.rowCount ?? 0) : undefined,
  };
}

export function createPostgresExecutor(connectionString: string, poolSize = 10): PostgresExecutor {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: textTypes });
  // An idle connection the server ends (restart, or a test database dropped WITH (FORCE))
  // is simply discarded by the pool; unhandled, the error would end the process.
  pool.on('error', () => undefined);
  // The same for a connection still closing when the pool has already let go of it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new PostgresExecutor(pool, connectionString);
}

/**
 * Statements one connection keeps prepared at most: each holds its plan in the server process,
 * and requests with ever new shapes (tests) would grow it without end. A connection past it is
 * closed when released and the pool opens a fresh one.
 */
const PREPARED_PER_CONNECTION = 200;

/** The statements a pooled connection has prepared, under the schema generation it prepared them in. */
interface PreparedStatements {
  generation: number;
  names: Set<string>;
}

/** One name per statement text, so a connection parses a statement once and runs it from then on. */
function statementName(sql: string): string {
  return `pgrst_${createHash('sha1').update(sql).digest('hex')}`;
}

export class PostgresExecutor implements Executor {
  readonly kind = 'postgres' as const;
  private readonly prepared = new WeakMap<pg.PoolClient, PreparedStatements>();
  private generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    return toResult<Row>(await this.pool.query(sql, params));
  }

  async exec(script: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      // Simple-query protocol (no parameters): many statements in one round trip.
      await client.query(`begin;\n${script}\n;commit;`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async transaction<T>(work: (session: SqlSession) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const client = await this.connect();
    try {
      await client.query(options.readOnly ? 'begin read only' : 'begin');
      const result = await work({
        query: async <Row>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
          toResult<Row>(await client.query(queryOptions.prepare ? { name: this.prepare(client, sql), text: sql, values: params } : { text: sql, values: params })),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release((this.prepared.get(client)?.names.size ?? 0) >= PREPARED_PER_CONNECTION);
    }
  }

  forgetPreparedStatements(): void {
    this.generation += 1;
  }

  /** A pooled connection without statements prepared before the last `forgetPreparedStatements`. */
  private async connect(): Promise<pg.PoolClient> {
    for (;;) {
      const client = await this.pool.connect();
      const prepared = this.prepared.get(client);
      if (!prepared || prepared.generation === this.generation) return client;
      client.release(true);
    }
  }

  /** The statement's name on this connection; pg parses it there the first time only. */
  private prepare(client: pg.PoolClient, sql: string): string {
    let prepared = this.prepared.get(client);
    if (!prepared) {
      prepared = { generation: this.generation, names: new Set() };
      this.prepared.set(client, prepared);
    }
    const name = statementName(sql);
    prepared.names.add(name);
    return name;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    // LISTEN needs a connection of its own that stays open; pool clients are recycled.
    const listener = new pg.Client({ connectionString: this.connectionString });
    listener.on('error', () => undefined);
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      await listener.end();
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the server (optionally a copy of a template database), for tests and
 * the benchmark: each gets its own, and drops it when done.
 */
export async function createThrowawayDatabase(serverUrl: string, name: string, template?: string): Promise<ThrowawayDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(
      `create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
