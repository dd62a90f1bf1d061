import { eventLog } from '../batch/test-events.js';
import type { MachineRow } from './machines.batch.js';
import { foldMachines, machineIdsOf } from './machines.batch.js';

const setup = () => {
  const recorded = eventLog();
  return {
    created: (machineId: string, categories: string[] = [], at = '2026-03-02T10:00:00.000Z') =>
      recorded(`machine-${machineId}`, 'MachineCreated', { machineId, userId: 'u1', name: 'Bank', categories, at }),
    renamed: (machineId: string, name: string, at: string, version?: number) => recorded(`machine-${machineId}`, 'MachineRenamed', { machineId, userId: 'u1', name, at }, version),
    categorised: (machineId: string, categories: string[], source: string, at: string) =>
      recorded(`machine-${machineId}`, 'MachineCategorised', { machineId, userId: 'u1', categories, source, at }),
    deleted: (machineId: string, at: string) => recorded(`machine-${machineId}`, 'MachineDeleted', { machineId, userId: 'u1', at }),
    logged: (machineId: string, at: string) => recorded(`workout-${at}`, 'WorkoutLogged', { entryId: at, userId: 'u1', machineId, at }),
  };
};

const existing = (id: string, changes: Partial<MachineRow> = {}): MachineRow & { updatedDate: string } => ({
  id,
  userId: 'u1',
  name: 'Alt',
  categories: '{}',
  categoriesSource: null,
  createdDate: '2026-01-01 10:00:00+00',
  updatedDate: '2026-02-01 10:00:00+00',
  deletedAt: null,
  version: 3,
  ...changes,
});

describe('foldMachines', () => {
  it('creates a machine as `apply` does: categories chosen at creation are the user’s', () => {
    const { created } = setup();
    const { changed } = foldMachines(new Map(), [created('m1', ['Brust', 'Arme']), created('m2')]);
    expect(changed.get('m1')!.row).toMatchObject({ categories: '{"Brust","Arme"}', categoriesSource: 'user', createdDate: '2026-03-02T10:00:00.000Z', version: 1 });
    expect(changed.get('m2')!.row).toMatchObject({ categories: '{}', categoriesSource: null });
    expect(changed.get('m1')!.updated.candidates()).toEqual(['2026-03-02T10:00:00.000Z']);
  });

  it('applies renames and categorisations of a newer version, even to a deleted machine, and moves updated_date', () => {
    const { renamed, categorised, deleted } = setup();
    const loaded = new Map([['m1', existing('m1', { deletedAt: '2026-02-02 10:00:00+00', version: 2 })]]);
    const events = [
      renamed('m1', 'Veraltet', '2026-03-07T00:00:00.000Z', 2),
      renamed('m1', 'Neu', '2026-03-05T00:00:00.000Z', 3),
      categorised('m1', ['Beine'], 'ai', '2026-03-04T00:00:00.000Z'),
      deleted('m1', '2026-03-06T00:00:00.000Z'),
    ];
    const { changed } = foldMachines(loaded, events);
    const machine = changed.get('m1')!;
    expect(machine.row).toMatchObject({ name: 'Neu', categories: '{"Beine"}', categoriesSource: 'ai', deletedAt: '2026-03-06T00:00:00.000Z', version: 5 });
    // The stored value (as Postgres prints it) and the latest moment applied; Postgres picks.
    expect(machine.updated.candidates()).toEqual(['2026-03-05T00:00:00.000Z', '2026-02-01 10:00:00+00']);
  });

  it('moves updated_date by logged sets only while the machine is not deleted', () => {
    const { renamed, deleted, logged } = setup();
    const loaded = new Map([['m1', existing('m1')]]);
    const events = [renamed('m1', 'Neu', '2026-03-01T00:00:00.000Z', 4), logged('m1', '2026-03-02T00:00:00.000Z'), deleted('m1', '2026-03-03T00:00:00.000Z'), logged('m1', '2026-03-09T00:00:00.000Z')];
    expect(foldMachines(loaded, events).changed.get('m1')!.updated.candidates()).toEqual(['2026-03-02T00:00:00.000Z', '2026-02-01 10:00:00+00']);
  });

  it('gathers sets of machines without events of their own, for one statement', () => {
    const { created, logged } = setup();
    const events = [created('m1'), logged('m2', '2026-03-02T00:00:00.000Z'), logged('m2', '2026-03-01T00:00:00.000Z'), logged('m3', '2026-03-04T00:00:00.000Z')];
    expect(machineIdsOf(events)).toEqual(['m1']);
    const { loggedOnly } = foldMachines(new Map(), events);
    expect([...loggedOnly].map(([id, latest]) => [id, latest.candidates()])).toEqual([
      ['m2', ['2026-03-02T00:00:00.000Z']],
      ['m3', ['2026-03-04T00:00:00.000Z']],
    ]);
  });
});
