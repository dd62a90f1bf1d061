import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

/** What the connection holding `tx` has prepared, as Postgres itself reports it. */
async function preparedTexts(tx: { query: TestDatabase['db']['query'] }): Promise<string[]> {
  const { rows } = await tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('prepared statements (real Postgres)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const texts = await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const { rows } = await tx.query<{ doubled: number }>('SELECT $1::int * 2 AS doubled', [n]);
        expect(rows[0]!.doubled).toBe(n * 2);
      }
      return preparedTexts(tx);
    });
    expect(texts.filter((text) => text === 'SELECT $1::int * 2 AS doubled')).toHaveLength(1);
  });

  it('leaves statements without parameters unnamed, so several commands in one string still run', async () => {
    await database.db.transaction(async (tx) => {
      await tx.query('SAVEPOINT a; RELEASE SAVEPOINT a');
      expect(await preparedTexts(tx)).not.toContain('SAVEPOINT a; RELEASE SAVEPOINT a');
    });
  });

  it('stops preparing new texts after the first 500, and still runs them', async () => {
    const texts = await database.db.transaction(async (tx) => {
      for (let index = 0; index < 520; index++) {
        const { rows } = await tx.query<{ n: number }>(`SELECT $1::int + ${index} AS n`, [1]);
        expect(rows[0]!.n).toBe(1 + index);
      }
      return preparedTexts(tx);
    });
    const prepared = texts.filter((text) => text.startsWith('SELECT $1::int + '));
    // One statement was prepared by the first test of this file on its own text.
    expect(prepared.length).toBeLessThanOrEqual(499);
    expect(prepared.length).toBeGreaterThan(400);
    expect(prepared).not.toContain('SELECT $1::int + 519 AS n');
  });

  describe('a transaction whose BEGIN goes with its first statement', () => {
    beforeAll(() => database.db.query('CREATE TABLE begun_with (n int PRIMARY KEY)'));
    const rows = async () => (await database.db.query<{ n: number }>('SELECT n FROM begun_with ORDER BY n')).rows.map((row) => row.n);
    const begunWithFirstQuery = { beginsWithFirstQuery: true };

    it('runs every statement in one transaction, prepared or not, and commits them together', async () => {
      const [first, later, status] = await database.db.transaction(async (tx) => {
        const { rows: inserted } = await tx.query<{ at: Date }>('INSERT INTO begun_with VALUES ($1) RETURNING now() AS at', [1]);
        await tx.query('INSERT INTO begun_with VALUES (2)');
        const { rows: read } = await tx.query<{ at: Date; status: string }>(
          "SELECT now() AS at, CASE WHEN now() = statement_timestamp() THEN 'one' ELSE 'open' END AS status",
        );
        return [inserted[0]!.at, read[0]!.at, read[0]!.status];
      }, begunWithFirstQuery);
      // now() is the transaction's start: the same for every statement of one transaction.
      expect(later).toEqual(first);
      expect(status).toBe('open');
      expect(await rows()).toEqual([1, 2]);
    });

    it('rolls the first statement back when the work fails, or a later statement does', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.query('INSERT INTO begun_with VALUES ($1)', [3]);
          throw new Error('refused');
        }, begunWithFirstQuery),
      ).rejects.toThrow('refused');
      await expect(
        database.db.transaction(async (tx) => {
          await tx.query('INSERT INTO begun_with VALUES ($1)', [4]);
          await tx.query('INSERT INTO begun_with VALUES ($1)', [1]);
        }, begunWithFirstQuery),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(database.db.transaction((tx) => tx.query('INSERT INTO begun_with VALUES ($1)', [1]), begunWithFirstQuery)).rejects.toMatchObject({
        code: '23505',
      });
      expect(await rows()).toEqual([1, 2]);
      // The connections went back to the pool outside any transaction (this file's database only: other
      // files' tests hold transactions open on purpose).
      const { rows: status } = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE $1',
        ['idle in transaction%'],
      );
      expect(status[0]!.n).toBe(0);
    });
  });
});
