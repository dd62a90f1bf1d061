import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import type { PoolClient } from 'pg';
import { prepareDatabase } from '../../src/app/prepare-database.js';
import { allReadModels, readModelEntities } from '../../src/app/read-models.js';
import { Database } from '../../src/database/database.js';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

// Not the app's migration lock: building the template takes it too, inside this one.
const TEMPLATE_LOCK_ID = 727_002;
const TEMPLATES_KEPT = 4;

function serverUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function urlOf(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Named after the migrations' text and the read models' versions: a change to either makes a new template. */
function templateName(): string {
  const folder = new URL('../../src/database/migrations/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(new URL(file, folder)));
  for (const model of allReadModels) hash.update(`${model.name}@${model.version}`);
  return `hw_template_${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The migrated, empty database every test file's database is copied from, its read models built
 * as the app builds them at boot: migrating and building cost about a second and a half per
 * database, copying a tenth of that. Built by the first test file that needs it,
 * under a lock, so parallel workers wait for it instead of building it twice.
 */
async function migratedTemplate(admin: Database): Promise<string> {
  const name = templateName();
  return admin.withClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      // Built under another name and renamed when complete: a run killed halfway leaves no half template.
      const building = `${name}_building_${randomBytes(3).toString('hex')}`;
      await client.query(`CREATE DATABASE ${building}`);
      await prepareDatabase(urlOf(building));
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await dropOlderTemplates(client, name);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
}

/**
 * Templates a killed run left half built, and all but the newest few complete ones: other
 * worktrees of the repository, on other migrations, use theirs at the same time.
 */
async function dropOlderTemplates(client: PoolClient, current: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'hw\\_template\\_%' AND datname <> $1 ORDER BY oid DESC",
    [current],
  );
  const halfBuilt = rows.filter(({ datname }) => datname.includes('_building_'));
  const complete = rows.filter(({ datname }) => !datname.includes('_building_'));
  for (const { datname } of [...halfBuilt, ...complete.slice(TEMPLATES_KEPT - 1)]) {
    await client.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

/** A brand-new, migrated database for one test file, so files run in parallel without sharing rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `hw_test_${randomBytes(6).toString('hex')}`;
  const admin = await Database.connect(serverUrl(), 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin)}`);
  const url = urlOf(name);
  const db = await Database.connect(url, undefined, readModelEntities);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
