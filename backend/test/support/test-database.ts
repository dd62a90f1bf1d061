import { randomBytes } from 'node:crypto';
import { readModelEntities } from '../../src/app/read-models.js';
import { Database } from '../../src/database/database.js';
import { migrate } from '../../src/database/migrate.js';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

function serverUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A brand-new, migrated database for one test file, so files run in parallel without sharing rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `hw_test_${randomBytes(6).toString('hex')}`;
  const admin = await Database.connect(serverUrl(), 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const db = await Database.connect(url.toString(), undefined, readModelEntities);
  await migrate(db);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
