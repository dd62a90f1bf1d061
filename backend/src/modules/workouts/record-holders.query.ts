import type { EntityManager } from 'typeorm';
import { preparedSelect } from '../../database/prepared-select.js';
import { ExerciseSummaryEntity } from './read-models/index.js';
import type { ExerciseSummaryRow } from './read-models/index.js';

/** The set holding each personal record of a machine; a record goes to the set that reached it first. */
export interface RecordHolders {
  weight: string;
  e1rm: string;
  volume: string;
}

/** The holders as a summary row keeps them, e.g. the row a logged set's fold just wrote. */
export function holdersOf(summary: Pick<ExerciseSummaryRow, 'heaviest_entry_id' | 'best_entry_id' | 'top_volume_entry_id'>): RecordHolders {
  return { weight: summary.heaviest_entry_id, e1rm: summary.best_entry_id, volume: summary.top_volume_entry_id };
}

/**
 * Per machine of the user (or only the one with `entryId`'s set), which sets hold the records: the
 * exercise's summary row keeps them (the first set to reach each), so this reads one row per
 * machine however long the history. One statement: it runs after every logged set.
 */
export async function recordHolders(
  manager: EntityManager,
  userId: string,
  only: { machineId?: string; entryId?: string } = {},
): Promise<Map<string, RecordHolders>> {
  const rows = await (only.machineId !== undefined
    ? ofMachine(manager, { userId, machineId: only.machineId })
    : only.entryId !== undefined
      ? ofEntrysMachine(manager, { userId, entryId: only.entryId })
      : ofUser(manager, { userId }));
  return new Map(rows.map(({ machine_id, ...holders }) => [machine_id, holders]));
}

type HolderRow = RecordHolders & { machine_id: string };

const holdersOfUser = (manager: EntityManager, userId: unknown) =>
  manager
    .createQueryBuilder(ExerciseSummaryEntity, 'summary')
    .select('summary.machine_id', 'machine_id')
    .addSelect('summary.heaviest_entry_id', 'weight')
    .addSelect('summary.best_entry_id', 'e1rm')
    .addSelect('summary.top_volume_entry_id', 'volume')
    .where('summary.user_id = :userId', { userId });

const ofUser = preparedSelect<{ userId: string }, HolderRow>((manager, { userId }) => holdersOfUser(manager, userId));
// Runs after every logged set.
const ofMachine = preparedSelect<{ userId: string; machineId: string }, HolderRow>((manager, { userId, machineId }) =>
  holdersOfUser(manager, userId).andWhere('summary.machine_id = :machineId', { machineId }),
);
const ofEntrysMachine = preparedSelect<{ userId: string; entryId: string }, HolderRow>((manager, { userId, entryId }) =>
  holdersOfUser(manager, userId).andWhere('summary.machine_id = (SELECT machine_id FROM workout_entries WHERE id = :entryId)', { entryId }),
);
