import type { MachineRecords } from '../api/get-dashboard';

/** The records as the dashboard names them; the same words as a set's "PR" badge. */
export type RecordKind = 'weight' | 'e1rm' | 'volume';

const RECORD_SETS = { weight: 'max_weight_set', e1rm: 'best_e1rm_set', volume: 'best_volume_set' } as const satisfies Record<RecordKind, keyof MachineRecords>;
const KINDS = Object.keys(RECORD_SETS) as RecordKind[];

/** Whether a training day set one of the exercise's records: such a day's change is never shown as a drop. */
export function dayHoldsRecord(date: string | undefined, records: MachineRecords | null): boolean {
  if (!date || !records) return false;
  return KINDS.some((kind) => records[RECORD_SETS[kind]]?.date === date);
}

/** The set behind a record, for "Bestes e1RM: 98,2 kg (85 × 3)". */
export const recordSet = (kind: RecordKind, records: MachineRecords) => records[RECORD_SETS[kind]];
