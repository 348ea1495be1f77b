import pg from 'pg';
import type { Executor, QueryOptions, SqlResult, SqlSession, TransactionOptions } from './executor';
import { PreparedStatements } from './prepared-statements';

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

export class PostgresExecutor implements Executor {
  readonly kind = 'postgres' as const;
  private readonly prepared = new PreparedStatements();

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
          toResult<Row>(await client.query(queryOptions.prepare ? { name: this.prepared.nameOn(client, sql), text: sql, values: params } : { text: sql, values: params })),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release(this.prepared.isFull(client));
    }
  }

  forgetPreparedStatements(): void {
    this.prepared.forget();
  }

  /** A pooled connection without statements prepared before the last `forgetPreparedStatements`. */
  private async connect(): Promise<pg.PoolClient> {
    for (;;) {
      const client = await this.pool.connect();
      if (!this.prepared.isStale(client)) return client;
      client.release(true);
    }
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
    // A copy has its template's owner too (postgres, as the bootstrap leaves a stack's database):
    // it owns schema public there, and CREATE DATABASE would make it the connecting superuser's.
    const owner = template
      ? (await admin.query<{ owner: string }>('select pg_get_userbyid(datdba) as owner from pg_database where datname = $1', [template])).rows[0]?.owner
      : undefined;
    await admin.query(
      `create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}${owner ? ` owner ${pg.escapeIdentifier(owner)}` : ''}`,
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
