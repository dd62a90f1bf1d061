import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { UserEvent } from '../../modules/users/users.events.js';
import { PROFILE_FIELDS } from '../../modules/users/users.events.js';
import type { WalletEvent } from '../../modules/wallet/wallet.events.js';
import type { Column } from '../batch/pg-array.js';
import { byIds, columnArrays, pgArray, unnestColumns } from '../batch/pg-array.js';

/**
 * The batch path of the `users` projection. A user row is loaded (or inserted by its
 * registration, as `apply` inserts it, defaults and all), every column as text; the batch's
 * events are folded into those texts with the guards of `apply` (a stream version per stream);
 * changed rows are written back in one statement, each text cast to its column's type, so a
 * column receives exactly the input the per-event statements would have given it.
 */
export type UserRow = Record<string, string | null>;

type Handled = (UserEvent | WalletEvent) & RecordedEvent;

const JSON_COLUMNS = new Set<string>(['focus_areas', 'last_completed_training_day_per_plan']);

/** A value as node-postgres sends it as a parameter; JSON columns get their JSON text, as in `apply`. */
export function columnText(column: string, value: unknown): string | null {
  if (JSON_COLUMNS.has(column)) return JSON.stringify(value ?? null);
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Column texts each user event sets (`user_version` aside), as `apply` sets them. */
export function userChanges(event: Exclude<Handled, WalletEvent & RecordedEvent>): Record<string, string | null> {
  switch (event.type) {
    case 'UserRegistered':
      return {};
    case 'SignedIn':
      return { last_sign_in_at: event.data.at };
    case 'RoleAssigned':
      return { role: event.data.role, updated_date: event.data.at };
    case 'ProfileUpdated': {
      const changes: Record<string, string | null> = {};
      for (const field of PROFILE_FIELDS) if (field in event.data.changes) changes[field] = columnText(field, event.data.changes[field]);
      return { ...changes, updated_date: event.data.at };
    }
    case 'PerformanceAnalysed':
      return { last_performance_analysis: event.data.text, last_analysis_date: event.data.at, updated_date: event.data.at };
  }
}

/**
 * Folds a batch over user rows: `loaded` holds the rows that existed before it, `registered` the
 * rows the batch's registrations inserted (they exist from their registration on). Returns the
 * rows the batch changed after that.
 */
export function foldUsers(loaded: ReadonlyMap<string, UserRow>, registered: ReadonlyMap<string, UserRow>, events: readonly RecordedEvent[]): Map<string, UserRow> {
  const rows = new Map<string, UserRow>(loaded);
  const changed = new Map<string, UserRow>();
  for (const recorded of events) {
    const event = recorded as Handled;
    const userId = event.data.userId;
    const version = event.streamVersion;
    const row = rows.get(userId);
    if (event.type === 'UserRegistered') {
      if (!row && registered.has(userId)) rows.set(userId, registered.get(userId)!);
      continue;
    }
    if (!row) continue;
    if (event.type === 'HantelnCredited') {
      if (Number(row.wallet_version) >= version) continue;
      const balance = Number(row.hantel_currency) + event.data.amount;
      if (balance < 0) throw new Error(`users: the balance of ${userId} would go below 0 (wallet version ${version})`);
      const next = { ...row, hantel_currency: String(balance), wallet_version: String(version) };
      rows.set(userId, next);
      changed.set(userId, next);
      continue;
    }
    if (Number(row.user_version) >= version) continue;
    const next = { ...row, ...userChanges(event), user_version: String(version) };
    rows.set(userId, next);
    changed.set(userId, next);
  }
  return changed;
}

interface UserColumn {
  name: string;
  type: string;
}

export async function applyUsersBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const columns = await userColumns(db);
  const asText = columns.map((column) => `"${column.name}"::text AS "${column.name}"`).join(', ');
  const userIds = [...new Set(events.map((event) => (event as Handled).data.userId))];
  const { rows: existing } = await db.query<UserRow>(byIds(`SELECT ${asText}`, 'users', 'id', '$1'), [pgArray(userIds)]);
  const loaded = new Map(existing.map((row) => [row.id!, row]));
  const registered = await register(db, events, loaded, asText);
  const changed = foldUsers(loaded, registered, events);
  if (changed.size === 0) return;
  const written = columns.map((column): Column<UserRow> => [column.name, 'text', (row) => row[column.name]]);
  const updated = columns.filter((column) => column.name !== 'id');
  await db.query(
    `UPDATE users SET (${updated.map((column) => `"${column.name}"`).join(', ')}) =
       (${updated.map((column) => `rows."${column.name}"::${column.type}`).join(', ')})
     FROM ${unnestColumns(written.map(([name, type, value]) => [`"${name}"`, type, value]))}
     WHERE users.id = rows.id::uuid`,
    columnArrays([...changed.values()], written.map(([, , value]) => value)),
  );
}

/** Inserts users the batch registers that have no row, with the statement `apply` uses; returns their rows. */
async function register(db: Queryable, events: readonly RecordedEvent[], loaded: ReadonlyMap<string, UserRow>, asText: string): Promise<Map<string, UserRow>> {
  const registrations = new Map<string, Extract<Handled, { type: 'UserRegistered' }>>();
  for (const event of events as Handled[]) {
    if (event.type === 'UserRegistered' && !loaded.has(event.data.userId) && !registrations.has(event.data.userId)) {
      registrations.set(event.data.userId, event);
    }
  }
  if (registrations.size === 0) return new Map();
  type Registration = Extract<Handled, { type: 'UserRegistered' }>;
  const columns = [
    ['id', 'uuid', (event) => event.data.userId],
    ['email', 'text', (event) => event.data.email],
    ['full_name', 'text', (event) => event.data.fullName],
    ['picture', 'text', (event) => event.data.picture],
    ['created_date', 'timestamptz', (event) => event.data.registeredAt],
    ['user_version', 'int', (event) => event.streamVersion],
  ] as const satisfies readonly Column<Registration>[];
  // In log order, so that of two users with one e-mail address the same one fails as in `apply`.
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, full_name, picture, created_date, updated_date, user_version)
     SELECT id, email, full_name, picture, created_date, created_date, user_version FROM ${unnestColumns(columns)}
     ON CONFLICT (id) DO NOTHING RETURNING ${asText}`,
    columnArrays([...registrations.values()], columns.map(([, , value]) => value)),
  );
  return new Map(rows.map((row) => [row.id!, row]));
}

/** The columns of `users` with their types, from the catalog, so a new column is carried along. */
async function userColumns(db: Queryable): Promise<UserColumn[]> {
  const { rows } = await db.query<UserColumn>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = 'users'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  );
  return rows;
}
