import { randomBytes } from 'node:crypto';
import { Database } from '../src/database/database.js';
import { prepareDatabase } from '../src/app/prepare-database.js';
import { allReadModels } from '../src/app/read-models.js';

/**
 * What every process does at start (app/prepare-database.ts), on databases it starts from: a
 * fresh one, one the earlier hand-written migration runner made (kept: its log is the data), and
 * one whose read model's rules changed since it was built.
 */
describe('preparing the database at start', () => {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const created: string[] = [];
  let admin: Database;

  beforeAll(async () => {
    admin = await Database.connect(server, 1);
  });
  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  async function newDatabase(): Promise<string> {
    const name = `hw_prepare_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
    const db = await Database.connect(url, 2);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  it('migrates a fresh database and records every read model as built', async () => {
    const url = await newDatabase();
    await prepareDatabase(url);
    await prepareDatabase(url); // a second process starting changes nothing
    const versions = await withDatabase(url, async (db) => (await db.query('SELECT name, version FROM read_model_versions ORDER BY name')).rows);
    expect(versions).toEqual([...allReadModels].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, version }) => ({ name, version })));
  });

  it('keeps the log of a database made by the earlier migration runner and rebuilds its read models from it', async () => {
    const url = await newDatabase();
    const userId = '7b0c1f3e-2c1a-4f7e-9a51-0c1d2e3f4a5b';
    await withDatabase(url, async (db) => {
      await db.query(`
        CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO schema_migrations (name) VALUES ('0001-event-store'), ('0003-users-read-model');
        CREATE TABLE events (
          position bigserial PRIMARY KEY,
          event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          stream_id text NOT NULL,
          stream_version integer NOT NULL CHECK (stream_version > 0),
          type text NOT NULL,
          schema_version integer NOT NULL DEFAULT 1,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
          recorded_at timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
        );
        CREATE TABLE projection_checkpoints (name text PRIMARY KEY, position bigint NOT NULL DEFAULT 0);
        CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL, current_streak integer NOT NULL DEFAULT 0);
        CREATE TABLE currency_balances (user_id uuid PRIMARY KEY, balance integer NOT NULL);`);
      await db.query(
        `INSERT INTO events (stream_id, stream_version, type, data) VALUES
           ($1, 1, 'UserRegistered', jsonb_build_object('userId', $3::text, 'email', 'alt@example.com', 'fullName', 'Alte Daten', 'picture', null, 'registeredAt', '2026-10-01T08:00:00.000Z')),
           ($2, 1, 'HantelnCredited', jsonb_build_object('userId', $3::text, 'amount', 100, 'reason', 'welcome_bonus', 'at', '2026-10-01T08:00:00.000Z'))`,
        [`user-${userId}`, `wallet-${userId}`, userId],
      );
    });

    await prepareDatabase(url);

    await withDatabase(url, async (db) => {
      const { rows } = await db.query('SELECT email, full_name, hantel_currency FROM users');
      expect(rows).toEqual([{ email: 'alt@example.com', full_name: 'Alte Daten', hantel_currency: 100 }]);
      expect((await db.query('SELECT count(*)::int AS events FROM events')).rows[0].events).toBe(2);
      const leftovers = await db.query(`SELECT relname FROM pg_class WHERE relname IN ('schema_migrations', 'projection_checkpoints', 'currency_balances')`);
      expect(leftovers.rows).toEqual([]);
    });
  });

  it('rebuilds at start a read model whose rules changed since its table was built', async () => {
    const url = await newDatabase();
    await prepareDatabase(url);
    await withDatabase(url, async (db) => {
      await db.query(
        `INSERT INTO events (stream_id, stream_version, type, data) VALUES ('user-x', 1, 'UserRegistered',
           '{"userId": "0b7e3c2a-1d4f-4e5a-8b6c-7d8e9f0a1b2c", "email": "neu@example.com", "fullName": null, "picture": null, "registeredAt": "2026-11-01T08:00:00.000Z"}')`,
      );
      // As if the users table had been built by an older version of its evolve.
      await db.query("UPDATE read_model_versions SET version = version - 1 WHERE name = 'users'");
    });

    await prepareDatabase(url);

    await withDatabase(url, async (db) => {
      expect((await db.query('SELECT email FROM users')).rows).toEqual([{ email: 'neu@example.com' }]);
      const users = allReadModels.find((model) => model.name === 'users')!;
      expect((await db.query("SELECT version FROM read_model_versions WHERE name = 'users'")).rows).toEqual([{ version: users.version }]);
    });
  });
});
