import type { MachineRecords } from '../api/get-dashboard';
import { dayHoldsRecord } from './record';

// 90 × 1 on the 20th is the heaviest; 85 × 3 on the 22nd the best e1RM (93,5); 60 × 15 the best volume.
const records: MachineRecords = {
  max_weight_set: { date: '2026-11-20', max_weight: 90, reps: 1 },
  best_e1rm_set: { date: '2026-11-22', max_weight: 85, reps: 3 },
  best_volume_set: { date: '2026-11-10', max_weight: 60, reps: 15 },
};

describe('records marked where they were set', () => {
  it('knows the days that set a record, whichever set of the day it was', () => {
    expect(dayHoldsRecord('2026-11-20', records)).toBe(true);
    expect(dayHoldsRecord('2026-11-22', records)).toBe(true);
    expect(dayHoldsRecord('2026-11-21', records)).toBe(false);
    expect(dayHoldsRecord('2026-11-20', null)).toBe(false);
  });
});
