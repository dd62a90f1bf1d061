import { summarise } from '../../modules/workouts/rules/performance.js';
import { foldEntries, loggedRowsOf } from '../batch/entry-fold.js';
import { eventLog } from '../batch/test-events.js';
import type { DashboardEntryRow } from './dashboard.fold.js';
import { dashboardEntryRules, holderRemoved, planDays, planMachines, rewritesOf, totalsTerms, usersWithNewSets, withoutAndWith } from './dashboard.fold.js';

const setup = () => {
  const recorded = eventLog();
  const set = (entryId: string, machineId: string, date: string, maxWeight: number, reps: number) =>
    recorded(`workout-${entryId}`, 'WorkoutLogged', { entryId, userId: 'u1', machineId, createdBy: 'x', notes: null, at: 't', date, maxWeight, reps }, 1);
  const edit = (entryId: string, machineId: string, date: string, maxWeight: number, reps: number, version: number) =>
    recorded(`workout-${entryId}`, 'WorkoutEdited', { entryId, userId: 'u1', machineId, notes: null, at: 't', date, maxWeight, reps }, version);
  const remove = (entryId: string, machineId: string, version: number) =>
    recorded(`workout-${entryId}`, 'WorkoutDeleted', { entryId, userId: 'u1', machineId, reason: 'user', at: 't' }, version);
  const machineDeleted = (machineId: string) => recorded(`machine-${machineId}`, 'MachineDeleted', { machineId, userId: 'u1', at: 't' });
  return { set, edit, remove, machineDeleted };
};

const fold = (loaded: Map<string, DashboardEntryRow>, events: ReturnType<ReturnType<typeof setup>['set']>[]) =>
  foldEntries(loaded, loggedRowsOf(loaded, events, dashboardEntryRules), events, dashboardEntryRules);

const stored = (entryId: string, machineId: string, date: string, maxWeight: number, reps: number, seq: number): DashboardEntryRow => ({
  entryId,
  userId: 'u1',
  machineId,
  date,
  seq,
  maxWeight: String(maxWeight),
  reps,
  deleted: false,
  version: 1,
});

describe('dashboard batch plan', () => {
  it('merges sets that were only logged: no day or machine is rebuilt', () => {
    const { set } = setup();
    const result = fold(new Map(), [set('e1', 'm1', '2026-03-02', 80, 8), set('e2', 'm1', '2026-03-02', 80, 8), set('e3', 'm2', '2026-03-03', 60, 5)]);
    const rewrites = rewritesOf(result);
    expect(rewrites.days.size + rewrites.machines.size).toBe(0);
    expect(planDays(result, rewrites).arrived.map((row) => row.entryId)).toEqual(['e1', 'e2', 'e3']);
    const plan = planMachines(result, rewrites);
    expect(plan.rewritten).toEqual([]);
    expect(plan.merges.map((merge) => [merge.machineId, merge.arrived.size, merge.candidates.weight?.entryId])).toEqual([
      ['m1', 2, 'e1'],
      ['m2', 1, 'e3'],
    ]);
  });

  it('rebuilds the days an edit moves a set between and its machine, as of the edit; later sets are merged', () => {
    const { set, edit } = setup();
    const old = stored('e0', 'm1', '2026-03-01', 100, 1, 0);
    const events = [set('e1', 'm1', '2026-03-02', 80, 8), edit('e0', 'm1', '2026-03-02', 90, 3, 2), set('e2', 'm1', '2026-03-02', 40, 5)];
    const result = fold(new Map([['e0', old]]), events);
    const rewrites = rewritesOf(result);
    const editedAt = events[1]!.position;
    expect(rewrites.days).toEqual(new Map([['m1|2026-03-01', editedAt], ['m1|2026-03-02', editedAt]]));
    expect(planDays(result, rewrites).arrived.map((row) => row.entryId)).toEqual(['e2']);
    const plan = planMachines(result, rewrites);
    expect(plan.rewritten).toEqual([
      expect.objectContaining({ machineId: 'm1', position: editedAt, removed: new Set(['e0']), readBack: false, kept: [expect.objectContaining({ entryId: 'e1' }), expect.objectContaining({ entryId: 'e0', maxWeight: 90 })] }),
    ]);
    expect(plan.merges.map((merge) => [...merge.arrived.keys()])).toEqual([['e2']]);
  });

  it('removes a deleted machine’s summary; sets logged after the deletion start it over', () => {
    const { set, machineDeleted } = setup();
    const old = stored('e0', 'm1', '2026-03-01', 100, 1, 0);
    const events = [machineDeleted('m1'), set('e1', 'm1', '2026-03-02', 80, 8), machineDeleted('m2')];
    const result = fold(new Map([['e0', old]]), events);
    const rewrites = rewritesOf(result);
    const plan = planMachines(result, rewrites);
    expect(plan.deleted.sort()).toEqual(['m1', 'm2']);
    expect(plan.merges.map((merge) => [merge.machineId, [...merge.arrived.keys()]])).toEqual([['m1', ['e1']]]);
    expect(planDays(result, rewrites)).toEqual({
      rewritten: [expect.objectContaining({ machineId: 'm1', date: '2026-03-01' }), expect.objectContaining({ machineId: 'm1', date: '2026-03-02' })],
      arrived: [expect.objectContaining({ entryId: 'e1' })],
    });
  });

  it('reads a machine’s sets back when a record holder left, not when only other sets did', () => {
    const holder = summarise([{ entryId: 'e1', date: '2026-03-01', seq: 1, maxWeight: 100, reps: 1 }, { entryId: 'e2', date: '2026-03-02', seq: 2, maxWeight: 50, reps: 20 }]);
    expect(holderRemoved(holder, new Set(['e2']))).toBe(true);
    const three = summarise([...[1, 2, 3].map((seq) => ({ entryId: `e${seq}`, date: '2026-03-01', seq, maxWeight: 100 - seq, reps: 5 })), { entryId: 'e9', date: '2026-03-09', seq: 9, maxWeight: 10, reps: 1 }]);
    expect(holderRemoved(three, new Set(['e2']))).toBe(false);
    const after = withoutAndWith(three, 1, [stored('e4', 'm1', '2026-03-10', 200, 1, 10)]);
    expect(after).toMatchObject({ entryCount: 4, latest: { entryId: 'e4' }, weight: { entryId: 'e4', value: 200 }, volume: { entryId: 'e1' } });
  });

  it('adds totals up from the sets that came and went', () => {
    const { set, remove } = setup();
    const old = stored('e0', 'm1', '2026-03-01', 100.5, 2, 0);
    const result = fold(new Map([['e0', old]]), [set('e1', 'm1', '2026-03-02', 80, 8), remove('e0', 'm1', 2)]);
    const changes = [...result.changes.values()];
    expect(totalsTerms(changes)).toEqual([
      { userId: 'u1', maxWeight: 80, reps: 8, sign: 1 },
      { userId: 'u1', maxWeight: '100.5', reps: 2, sign: -1 },
    ]);
    expect(usersWithNewSets(changes)).toEqual(['u1']);
  });
});
