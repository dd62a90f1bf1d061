import { at, eventRecorder, rowsAfter } from '../../../projections/testing/given-events.js';
import { machinesReadModel } from './machines.projection.js';

const event = eventRecorder();
const USER = 'user-1';
const MACHINE = 'machine-1';
/** A set on the exercise, which counts as its use. */
const logged = (entryId: string, date: string, maxWeight: number, reps: number) =>
  event(`workout-${entryId}`, 'WorkoutLogged', {
    entryId,
    userId: USER,
    machineId: MACHINE,
    maxWeight,
    reps,
    date,
    notes: null,
    createdBy: 'a@example.com',
    at: at(date),
  });

describe('machines', () => {
  const created = () =>
    event(`machine-${MACHINE}`, 'MachineCreated', { machineId: MACHINE, userId: USER, name: 'Bankdrücken', categories: [], at: at('2026-11-01') });

  it('moves updated_date with each change of the machine, not with its sets', () => {
    const log = [created(), event(`machine-${MACHINE}`, 'MachineRenamed', { machineId: MACHINE, userId: USER, name: 'Schrägbank', at: at('2026-11-05') })];
    const rows = rowsAfter([...log, logged('x', '2026-11-09', 50, 5)], [machinesReadModel]).get('machines')!;
    expect(rows).toEqual([expect.objectContaining({ name: 'Schrägbank', updated_date: new Date(at('2026-11-05')), categories: [], categories_source: null })]);
  });

  it('files a machine under its catalogue movement by name, anew when renamed, and keeps a merged one as a tombstone naming the other', () => {
    const log = [
      created(),
      event(`machine-${MACHINE}`, 'MachineRenamed', { machineId: MACHINE, userId: USER, name: 'Kniebeuge', at: at('2026-11-03') }),
      event(`machine-${MACHINE}`, 'MachineMerged', { machineId: MACHINE, userId: USER, into: 'machine-2', at: at('2026-11-04') }),
    ];
    expect(rowsAfter(log.slice(0, 1), [machinesReadModel]).get('machines')).toEqual([
      expect.objectContaining({ catalogue_id: 'bench-press', merged_into: null }),
    ]);
    expect(rowsAfter(log, [machinesReadModel]).get('machines')).toEqual([
      expect.objectContaining({ catalogue_id: 'back-squat', merged_into: 'machine-2', deleted_at: new Date(at('2026-11-04')) }),
    ]);
  });

  it('keeps a deleted machine as a tombstone', () => {
    const log = [created(), event(`machine-${MACHINE}`, 'MachineDeleted', { machineId: MACHINE, userId: USER, at: at('2026-11-02') })];
    const [row] = rowsAfter(log, [machinesReadModel]).get('machines')! as { deleted_at: Date }[];
    expect(row!.deleted_at).toEqual(new Date(at('2026-11-02')));
  });
});
