import type { RecordedEvent } from '../../../event-store/event.js';
import type { MachineEvent } from '../machines/machines.events.js';
import { MACHINE_EVENT_TYPES } from '../machines/machines.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { MachineRow } from './machines.entity.js';
import { MachineEntity } from './machines.entity.js';
import { catalogueIdOf } from '../../exercises/index.js';

type Handled = MachineEvent & RecordedEvent;

/**
 * The `machines` read model. `updated_date` is the last change of the machine itself; its last
 * activity (what the lists are sorted by) also counts its sets, from the dashboard's days, so that
 * logging a set does not write the machine's row. `catalogue_id` is the catalogue's entry for the
 * name (a new catalogue raises `version`, so the next start files every exercise anew).
 */
export const machinesReadModel: EventReadModel<MachineRow> = {
  name: 'machines',
  entity: MachineEntity,
  key: ['id'],
  version: 5,
  byUser: true,
  eventTypes: MACHINE_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { machineId: string }).machineId }],
  evolve(row, recorded) {
    const event = recorded as Handled;
    const version = recorded.streamVersion;
    const at = new Date(event.data.at);
    if (event.type === 'MachineCreated') {
      const { machineId, userId, name, categories } = event.data;
      return (
        row ?? {
          id: machineId,
          user_id: userId,
          name,
          categories,
          categories_source: categories.length > 0 ? 'user' : null,
          catalogue_id: catalogueIdOf(name),
          merged_into: null,
          created_date: at,
          updated_date: at,
          deleted_at: null,
          version,
        }
      );
    }
    if (!row || row.version >= version) return row;
    const touched = { updated_date: at > row.updated_date ? at : row.updated_date };
    switch (event.type) {
      case 'MachineRenamed':
        return { ...row, ...touched, name: event.data.name, catalogue_id: catalogueIdOf(event.data.name), version };
      case 'MachineCategorised':
        return { ...row, ...touched, categories: event.data.categories, categories_source: event.data.source, version };
      case 'MachineDeleted':
        return { ...row, deleted_at: at, version };
      case 'MachineMerged':
        return { ...row, deleted_at: at, merged_into: event.data.into, version };
    }
  },
};
