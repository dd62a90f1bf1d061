import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * Each read-model table is described twice, by its TypeORM entity and by the migrations that made
 * it. After every migration ran, TypeORM's schema builder must find nothing to do: a column, type,
 * default, nullability or index that differs between the two is a failure naming the SQL that
 * would mend it.
 */
describe('the migrated schema and the read-model entities', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('agree: synchronising would change nothing', async () => {
    const pending = await database.db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
