import type { RecordedEvent } from '../../../event-store/event.js';
import { at, eventRecorder, rowsAfter } from '../../../projections/testing/given-events.js';
import { trainingPlanRelationsReadModel, trainingPlansReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';
const MACHINE = 'machine-1';

describe('training plans and their links to exercises', () => {
  const PLAN = 'plan-1';
  const planEvent = (type: string, data: object, day = '2026-11-02') => event(`plan-${PLAN}`, type, { planId: PLAN, userId: USER, at: at(day), ...data });
  const days = [
    { id: 'd1', name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 3, reps: '8-12' }] },
    { id: 'd2', name: 'Pull', exercises: [] },
    { id: 'd3', name: 'Legs', exercises: [] },
  ];
  const created = () =>
    planEvent(
      'PlanCreated',
      { userEmail: 'a@example.com', name: 'Plan', description: 'Beschreibung', days, isActive: true, source: 'generated' },
      '2026-11-01',
    );
  const plan = (events: RecordedEvent[]) => rowsAfter(events, [trainingPlansReadModel]).get('training-plans')![0] as Record<string, unknown>;
  const relations = (events: RecordedEvent[]) =>
    rowsAfter(events, [trainingPlanRelationsReadModel]).get('training-plan-relations') as Record<string, unknown>[];

  it('folds every edit into the days, in the order the plan’s own rules do', () => {
    const row = plan([
      created(),
      planEvent('PlanDayRemoved', { dayId: 'd2' }),
      planEvent('PlanDayRenamed', { dayId: 'd3', name: 'Beine' }),
      planEvent('PlanExerciseAdded', { dayId: 'd3', index: 0, exercise: { exercise_name: 'Kniebeugen', sets: 5, reps: '5' } }),
      planEvent('PlanExerciseRemoved', { dayId: 'd1', index: 0, exerciseName: 'Bankdrücken' }),
      planEvent('PlanDayAdded', { day: { id: 'd4', name: 'Tag 3', exercises: [] } }),
      planEvent('PlanDaysReordered', { dayIds: ['d3', 'd1', 'd4'] }),
      planEvent('PlanRenamed', { name: 'Sommer' }),
      planEvent('PlanDeactivated', {}, '2026-11-05'),
    ]);
    expect(row).toMatchObject({ plan_name: 'Sommer', is_active: false, updated_date: new Date(at('2026-11-05')), deleted_at: null });
    expect(row.training_days).toEqual([
      { id: 'd3', name: 'Beine', exercises: [{ exercise_name: 'Kniebeugen', sets: 5, reps: '5', target_weight: null }] },
      { id: 'd1', name: 'Push', exercises: [] },
      { id: 'd4', name: 'Tag 3', exercises: [] },
    ]);
  });

  it('keeps a deleted plan as a tombstone that an event applied again cannot revive', () => {
    const creation = created();
    const row = plan([creation, planEvent('PlanDeleted', {}, '2026-11-03'), creation]);
    expect(row).toMatchObject({ deleted_at: new Date(at('2026-11-03')), is_active: false });
  });

  it('keeps a link per linked exercise, by the day’s id, and marks unlinked ones', () => {
    const linked = planEvent('PlanMachineLinked', { relationId: 'r-1', machineId: MACHINE, dayId: 'd3' });
    const rows = relations([
      created(),
      linked,
      planEvent('PlanMachineLinked', { relationId: 'r-2', machineId: MACHINE, dayId: 'd2' }),
      planEvent('PlanMachineUnlinked', { relationId: 'r-2', reason: 'day_removed' }, '2026-11-04'),
      linked,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({ id: 'r-1', training_plan_id: PLAN, day_id: 'd3', deleted_at: null }),
      expect.objectContaining({ id: 'r-2', deleted_at: new Date(at('2026-11-04')) }),
    ]);
  });
});
