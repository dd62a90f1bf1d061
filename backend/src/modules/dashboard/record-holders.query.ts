import type { EntityManager } from 'typeorm';
import { DashboardDayEntity } from '../../projections/dashboard-days/dashboard-days.entity.js';

/** The set holding each personal record of a machine; a record goes to the set that reached it first. */
export interface RecordHolders {
  weight: string;
  e1rm: string;
  volume: string;
}

const RECORDS = [
  ['weight', 'heaviest_entry_id', 'heaviest_weight'],
  ['e1rm', 'best_entry_id', 'best_e1rm'],
  ['volume', 'top_volume_entry_id', 'top_volume'],
] as const;

/**
 * Per machine of the user (or the one machine), which sets hold the records: each day keeps the
 * holder of its own bests (the first set to reach them), so the holder is that of the best day,
 * the earliest of equal ones.
 */
export async function recordHolders(manager: EntityManager, userId: string, machineId?: string): Promise<Map<string, RecordHolders>> {
  const holders = new Map<string, RecordHolders>();
  for (const [record, holder, value] of RECORDS) {
    const query = manager
      .createQueryBuilder(DashboardDayEntity, 'day')
      .select(['day.machine_id AS machine_id', `day.${holder} AS holder`])
      .where('day.user_id = :userId', { userId })
      .distinctOn(['day.machine_id'])
      .orderBy('day.machine_id')
      .addOrderBy(`day.${value}`, 'DESC')
      .addOrderBy('day.date');
    if (machineId !== undefined) query.andWhere('day.machine_id = :machineId', { machineId });
    for (const row of await query.getRawMany<{ machine_id: string; holder: string }>()) {
      holders.set(row.machine_id, { ...(holders.get(row.machine_id) ?? { weight: '', e1rm: '', volume: '' }), [record]: row.holder });
    }
  }
  return holders;
}
