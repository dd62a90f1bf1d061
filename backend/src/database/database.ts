import { Logger } from '@nestjs/common';
import pg from 'pg';

const logger = new Logger('Database');

// Positions and counts are bigints in SQL but stay far below 2^53; numbers are easier to use.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// Calendar dates stay yyyy-MM-dd strings: a Date object would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/**
 * A pool client that has Postgres parse and plan each parameterised statement once per connection
 * (a named prepared statement) instead of on every call. The hot paths run the same dozen
 * statements over and over, some of them large CTEs whose planning costs more than their work.
 * Only the first STATEMENTS_PER_PROCESS distinct texts are prepared, so SQL built with a varying
 * shape can never pile up statements on a connection; the rest run unnamed as before.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    const query = super.query as (...queryArgs: unknown[]) => never;
    return name ? query.call(this, { name, text, values }, ...args.slice(2)) : query.apply(this, args);
  }
}

const STATEMENTS_PER_PROCESS = 500;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < STATEMENTS_PER_PROCESS) {
    name = `hw_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

export class Database implements Queryable {
  constructor(readonly pool: pg.Pool) {}

  static connect(connectionString: string, max = 10): Database {
    const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
    return new Database(pool);
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(text, values);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
