import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { UserEvent } from '../../modules/users/users.events.js';
import { PROFILE_FIELDS, USER_EVENT_TYPES } from '../../modules/users/users.events.js';
import type { WalletEvent } from '../../modules/wallet/wallet.events.js';
import { WALLET_EVENT_TYPES } from '../../modules/wallet/wallet.events.js';
import type { Projection } from '../projection.js';
import { applyUsersBatch } from './users.batch.js';

const JSON_COLUMNS = new Set<string>(['focus_areas', 'last_completed_training_day_per_plan']);

type Handled = UserEvent | WalletEvent;

/**
 * The `users` read model: every User field of the spec. Rows are fed by two streams, the user's
 * own and their wallet; each keeps the last stream version it applied, so replays are no-ops.
 */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  eventTypes: [...USER_EVENT_TYPES, ...WALLET_EVENT_TYPES],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, fullName, picture, registeredAt } = event.data;
        await db.query(
          `INSERT INTO users (id, email, full_name, picture, created_date, updated_date, user_version)
           VALUES ($1, $2, $3, $4, $5, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [userId, email, fullName, picture, registeredAt, version],
        );
        return;
      }
      case 'SignedIn':
        return updateUser(db, event.data.userId, version, { last_sign_in_at: event.data.at });
      case 'RoleAssigned':
        return updateUser(db, event.data.userId, version, { role: event.data.role, updated_date: event.data.at });
      case 'ProfileUpdated': {
        const changes = Object.fromEntries(
          PROFILE_FIELDS.filter((field) => field in event.data.changes).map((field) => [field, event.data.changes[field]]),
        );
        return updateUser(db, event.data.userId, version, { ...changes, updated_date: event.data.at });
      }
      case 'PerformanceAnalysed':
        return updateUser(db, event.data.userId, version, {
          last_performance_analysis: event.data.text,
          last_analysis_date: event.data.at,
          updated_date: event.data.at,
        });
      case 'HantelnCredited':
        await db.query(
          `UPDATE users SET hantel_currency = hantel_currency + $2, wallet_version = $3
           WHERE id = $1 AND wallet_version < $3`,
          [event.data.userId, event.data.amount, version],
        );
        return;
    }
  },
  applyBatch: applyUsersBatch,
};

async function updateUser(db: Queryable, userId: string, version: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns);
  const assignments = entries.map(([column], index) => `${column} = $${index + 3}`);
  const values = entries.map(([column, value]) => (JSON_COLUMNS.has(column) ? JSON.stringify(value ?? null) : value));
  await db.query(
    `UPDATE users SET ${[...assignments, 'user_version = $2'].join(', ')} WHERE id = $1 AND user_version < $2`,
    [userId, version, ...values],
  );
}
