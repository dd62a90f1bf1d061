import { Logger } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { EntityManager, EntitySchema } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { migrations } from './migrations/index.js';

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

  /** `text` as the first statement of a transaction, with BEGIN in the same round trip (AfterBegin). */
  queryAfterBegin<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    return new Promise((resolve, reject) => {
      this.query(
        new AfterBegin({ name: statementName(text), text, values }, (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult<R>))),
      );
    });
  }
}

/**
 * A statement with BEGIN before it in one round trip: both go out before one Sync, as an extended
 * query sequence, and Postgres keeps the transaction block a BEGIN in such a sequence opens past
 * the Sync (an explicit block, as if BEGIN had gone alone). Answers the statement's result.
 */
class AfterBegin extends pg.Query {
  constructor(query: { name?: string; text: string; values: unknown[] }, done: (error: Error | null, result?: pg.QueryResult) => void) {
    super({
      ...query,
      callback: (error: Error | null, results: pg.QueryResult | pg.QueryResult[]) => done(error, Array.isArray(results) ? results.at(-1) : results),
    } as never);
  }

  /** Always the extended protocol: the simple one would send the statement without the BEGIN. */
  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: { parse(message: object): void; bind(message: object): void; execute(message: object): void }): void {
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    (pg.Query.prototype as unknown as { prepare(connection: unknown): void }).prepare.call(this, connection);
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

/** A transaction: raw SQL for the event store and the runners, TypeORM for read queries, on one connection. */
export interface Transaction extends Queryable {
  readonly manager: EntityManager;
}

/**
 * The one pool of a process: TypeORM's, used by its repositories and, through `query` and
 * `transaction`, by the event store's and the read-model runners' own SQL.
 */
export class Database implements Queryable {
  constructor(readonly dataSource: DataSource) {}

  /**
   * `entities` are the read-model tables TypeORM's repositories may query; the app names them.
   * `settings` are Postgres settings for each of the pool's sessions.
   */
  static async connect(
    connectionString: string,
    max = 10,
    entities: readonly EntitySchema<object>[] = [],
    settings: Readonly<Record<string, string>> = {},
  ): Promise<Database> {
    const options = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
    const dataSource = new DataSource({
      type: 'postgres',
      url: connectionString,
      entities: [...entities],
      migrations: [...migrations],
      // An idle connection dropped by the server (restart, failover) must not crash the process;
      // the pool replaces it on the next query.
      poolErrorHandler: (error: Error) => logger.warn(`Idle database connection lost: ${error.message}`),
      extra: { max, Client: PreparingClient, ...(options.length > 0 ? { options: options.join(' ') } : {}) },
    });
    return new Database(await dataSource.initialize());
  }

  /** Where it connects, for the connections of another thread (a rebuild's shard workers). */
  get url(): string {
    return (this.dataSource.options as { url: string }).url;
  }

  get pool(): pg.Pool {
    return (this.dataSource.driver as PostgresDriver).master as pg.Pool;
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(text, values);
  }

  /**
   * Runs `work` in a transaction. `beginsWithFirstQuery`: BEGIN goes out with the first statement
   * `work` sends through `query`, in its round trip, instead of in one of its own; for work whose
   * first statement goes through `query` (never `manager`, which would run outside the transaction).
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>, { beginsWithFirstQuery = false } = {}): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as pg.PoolClient & PreparingClient;
    let begun = !beginsWithFirstQuery;
    const query = (text: string, values?: unknown[]) => {
      if (begun) return client.query(text, values);
      begun = true;
      return client.queryAfterBegin(text, values);
    };
    try {
      if (!beginsWithFirstQuery) await runner.startTransaction();
      const result = await work({ query: query as Queryable['query'], manager: runner.manager });
      if (runner.isTransactionActive) await runner.commitTransaction();
      else if (begun) await client.query('COMMIT');
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      else if (begun) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Runs `work` on one connection of the pool, for what needs one session (a COPY, a lock). */
  async withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.dataSource.destroy();
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
