import type { EntityManager } from 'typeorm';
import { preparedSelect } from '../../database/prepared-select.js';
import { DashboardDayEntity } from './read-models/index.js';

/** The set holding each personal record of a machine; a record goes to the set that reached it first. */
export interface RecordHolders {
  weight: string;
  e1rm: string;
  volume: string;
}

/** The holder of a record over a machine's days: the best day's, the earliest of equal ones. */
const holderOver = (holder: string, value: string) => `first_value(day.${holder}) OVER (PARTITION BY day.machine_id ORDER BY day.${value} DESC, day.date)`;

/**
 * Per machine of the user (or only the one with `entryId`'s set), which sets hold the records:
 * each day keeps the holder of its own bests (the first set to reach them), so the holder is that
 * of the best day. One statement: it runs after every logged set.
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
    .createQueryBuilder(DashboardDayEntity, 'day')
    .select('day.machine_id', 'machine_id')
    .addSelect(holderOver('heaviest_entry_id', 'heaviest_weight'), 'weight')
    .addSelect(holderOver('best_entry_id', 'best_e1rm'), 'e1rm')
    .addSelect(holderOver('top_volume_entry_id', 'top_volume'), 'volume')
    .distinctOn(['day.machine_id'])
    .where('day.user_id = :userId', { userId });

const ofUser = preparedSelect<{ userId: string }, HolderRow>((manager, { userId }) => holdersOfUser(manager, userId));
// Runs after every logged set.
const ofMachine = preparedSelect<{ userId: string; machineId: string }, HolderRow>((manager, { userId, machineId }) =>
  holdersOfUser(manager, userId).andWhere('day.machine_id = :machineId', { machineId }),
);
const ofEntrysMachine = preparedSelect<{ userId: string; entryId: string }, HolderRow>((manager, { userId, entryId }) =>
  holdersOfUser(manager, userId).andWhere('day.machine_id = (SELECT machine_id FROM workout_entries WHERE id = :entryId)', { entryId }),
);
