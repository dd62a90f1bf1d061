import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import { MACHINE_EVENT_TYPES } from '../../modules/machines/machines.events.js';
import type { WorkoutEvent } from '../../modules/workouts/workouts.events.js';
import type { Projection } from '../projection.js';
import { applyMachinesBatch } from './machines.batch.js';

type Handled = MachineEvent | Extract<WorkoutEvent, { type: 'WorkoutLogged' }>;

/**
 * The `machines` read model (spec §3 Machine). Each row keeps the machine stream version it last
 * applied; deleted machines stay as tombstones so replaying old events cannot bring them back.
 * `updated_date` moves on every change and on every new entry (greatest(), so order-independent).
 */
export const machinesProjection: Projection = {
  name: 'machines',
  tables: ['machines'],
  eventTypes: [...MACHINE_EVENT_TYPES, 'WorkoutLogged'],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'MachineCreated': {
        const { machineId, userId, name, categories, at } = event.data;
        await db.query(
          `INSERT INTO machines (id, user_id, name, categories, categories_source, created_date, updated_date, version)
           VALUES ($1, $2, $3, $4, $5, $6, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [machineId, userId, name, categories, categories.length > 0 ? 'user' : null, at, version],
        );
        return;
      }
      case 'MachineRenamed':
        return update(db, event.data.machineId, version, event.data.at, { name: event.data.name });
      case 'MachineCategorised':
        return update(db, event.data.machineId, version, event.data.at, {
          categories: event.data.categories,
          categories_source: event.data.source,
        });
      case 'MachineDeleted':
        await db.query('UPDATE machines SET deleted_at = $3, version = $2 WHERE id = $1 AND version < $2', [
          event.data.machineId,
          version,
          event.data.at,
        ]);
        return;
      case 'WorkoutLogged':
        await db.query('UPDATE machines SET updated_date = greatest(updated_date, $2) WHERE id = $1 AND deleted_at IS NULL', [
          event.data.machineId,
          event.data.at,
        ]);
        return;
    }
  },
  applyBatch: applyMachinesBatch,
  // For the list per user; the batch path looks machines up by id.
  indexesBuiltAfterRebuild: ['machines_user_updated_idx'],
};

async function update(db: Queryable, machineId: string, version: number, at: string, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns);
  const assignments = entries.map(([column], index) => `${column} = $${index + 4}`);
  await db.query(
    `UPDATE machines SET ${[...assignments, 'updated_date = greatest(updated_date, $3)', 'version = $2'].join(', ')}
     WHERE id = $1 AND version < $2`,
    [machineId, version, at, ...entries.map(([, value]) => value)],
  );
}
