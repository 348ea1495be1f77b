import { createHash } from 'node:crypto';
import { remembered } from '../memo';

/**
 * Statements one connection keeps prepared at most: each holds its plan in the server process,
 * and requests with ever new shapes (tests) would grow it without end. A connection past it is
 * closed when released and the pool opens a fresh one.
 */
const PREPARED_PER_CONNECTION = 200;

/** Names already derived, so a statement is hashed once, not on every run. */
const statementNames = new Map<string, string>();

/** One name per statement text, so a connection parses a statement once and runs it from then on. */
function statementName(sql: string): string {
  return remembered(statementNames, sql, 1000, () => `pgrst_${createHash('sha1').update(sql).digest('hex')}`);
}

/**
 * The statements each pooled connection has prepared, and the generation they belong to: a
 * `forget` starts a new one, and a connection holding statements of an older one is closed
 * rather than used again (Postgres has no cheaper way to drop them from the driver's view).
 */
export class PreparedStatements {
  private readonly byConnection = new WeakMap<object, { generation: number; names: Set<string> }>();
  private generation = 0;

  /** The statement's name on `connection`, recorded as prepared there. */
  nameOn(connection: object, sql: string): string {
    let prepared = this.byConnection.get(connection);
    if (!prepared) {
      prepared = { generation: this.generation, names: new Set() };
      this.byConnection.set(connection, prepared);
    }
    const name = statementName(sql);
    prepared.names.add(name);
    return name;
  }

  /** Holds statements prepared before the last `forget`. */
  isStale(connection: object): boolean {
    const prepared = this.byConnection.get(connection);
    return prepared !== undefined && prepared.generation !== this.generation;
  }

  /** Holds as many statements as a connection may. */
  isFull(connection: object): boolean {
    return (this.byConnection.get(connection)?.names.size ?? 0) >= PREPARED_PER_CONNECTION;
  }

  forget(): void {
    this.generation += 1;
  }
}
