import type { RecordedEvent } from '../event-store/event.js';
import { conversationsReadModel } from '../modules/agents/read-models/index.js';
import { currencyLedgerReadModel } from '../modules/wallet/read-models/index.js';
import { dashboardDaysReadModel, exerciseSummariesReadModel, trainingMonthsReadModel } from '../modules/workouts/read-models/index.js';
import { inventoryReadModel } from '../modules/wallet/read-models/index.js';
import type { FoldStep, RowMap } from '../projections/fold.js';
import { Fold, recountInMemory } from '../projections/fold.js';
import { allReadModels } from './read-models.js';
import { machinesReadModel } from '../modules/machines/read-models/index.js';
import type { AnyReadModel, GroupedReadModel } from '../projections/read-model.js';
import { trainingPlanRelationsReadModel } from '../modules/training-plans/read-models/index.js';
import { trainingPlansReadModel } from '../modules/training-plans/read-models/index.js';
import { usersReadModel } from '../modules/users/read-models/index.js';

/** A step's recounts done at once, from the rows in memory. */
function recountNow(step: FoldStep, rows: Map<AnyReadModel, RowMap>): void {
  if (step.recounts.size === 0) return;
  const model = step.model as GroupedReadModel<object, object>;
  recountInMemory(model, rows.get(model)!, rows.get(model.source as AnyReadModel)!, step.recounts);
}

/** given(events) → then(rows): the read models' folds over a log, in memory, as the rebuild runs them. */
function rowsAfter(events: readonly RecordedEvent[], models: readonly AnyReadModel[] = allReadModels): Map<string, object[]> {
  const rows = new Map<AnyReadModel, RowMap>(models.map((model) => [model, new Map()]));
  for (const step of new Fold(models).steps(events)) {
    step.apply(rows.get(step.model)!);
    recountNow(step, rows);
  }
  return new Map([...rows].map(([model, map]) => [model.name, [...map.values()].filter((row): row is object => row !== null)]));
}

let position = 0;
const versions = new Map<string, number>();
/** An event as the store records it: the next position, the next version of its stream. */
function event(streamId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  const version = (versions.get(streamId) ?? 0) + 1;
  versions.set(streamId, version);
  position += 1;
  return { position, eventId: `event-${position}`, streamId, streamVersion: version, type, schemaVersion: 1, data, metadata: {}, recordedAt: new Date() };
}

const USER = 'user-1';
const MACHINE = 'machine-1';
const at = (day: string, time = '10:00') => `${day}T${time}:00.000Z`;
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
const edited = (entryId: string, date: string, maxWeight: number, reps: number) =>
  event(`workout-${entryId}`, 'WorkoutEdited', { entryId, userId: USER, machineId: MACHINE, maxWeight, reps, date, notes: null, at: at(date, '11:00') });
const deleted = (entryId: string, reason = 'user') =>
  event(`workout-${entryId}`, 'WorkoutDeleted', { entryId, userId: USER, machineId: MACHINE, reason, at: at('2026-11-20') });

const moved = (entryId: string, machineId: string) =>
  event(`workout-${entryId}`, 'WorkoutMoved', { entryId, userId: USER, fromMachineId: MACHINE, machineId, at: at('2026-11-21') });

describe('exercise summaries (derived from the workout entries)', () => {
  const summaries = (events: RecordedEvent[]) =>
    rowsAfter(events).get(exerciseSummariesReadModel.name) as {
      set_count: number;
      volume: number;
      best_entry_id: string;
      heaviest_entry_id: string;
      latest_entry_id: string;
      last_logged_seq: number;
    }[];
  const week = [logged('s1', '2026-10-05', 100, 5), logged('s2', '2026-10-12', 90, 3), logged('s3', '2026-10-01', 60, 10)];

  it('keeps one row per exercise: its records to the earliest date, its newest date as latest', () => {
    expect(summaries(week)).toEqual([
      expect.objectContaining({ set_count: 3, volume: 500 + 270 + 600, best_entry_id: 's1', heaviest_entry_id: 's1', latest_entry_id: 's2' }),
    ]);
  });

  it('takes out a deleted or edited set, and counts again when it held a record, and drops the row with the last set', () => {
    expect(summaries([...week, logged('s4', '2026-10-02', 40, 5), edited('s3', '2026-10-03', 50, 10), deleted('s1')])).toEqual([
      expect.objectContaining({ set_count: 3, volume: 270 + 500 + 200, best_entry_id: 's2', heaviest_entry_id: 's2', latest_entry_id: 's2' }),
    ]);
    expect(summaries([logged('s5', '2026-10-01', 60, 10), deleted('s5')])).toEqual([]);
  });

  it('counts both exercises again when a merge moves a set, the record holder included', () => {
    const rows = rowsAfter([...week, moved('s1', 'machine-2')]).get(exerciseSummariesReadModel.name) as {
      machine_id: string;
      set_count: number;
      best_entry_id: string;
    }[];
    expect(rows.map(({ machine_id, set_count, best_entry_id }) => ({ machine_id, set_count, best_entry_id }))).toEqual([
      { machine_id: MACHINE, set_count: 2, best_entry_id: 's2' },
      { machine_id: 'machine-2', set_count: 1, best_entry_id: 's1' },
    ]);
  });
});

describe('training months (derived from the workout entries)', () => {
  const months = (events: RecordedEvent[]) =>
    (
      rowsAfter(events).get(trainingMonthsReadModel.name) as { month: string; sets_by_day: Record<string, number>; bests: Record<string, { id: string }> }[]
    ).map(({ month, sets_by_day, bests }) => ({
      month,
      sets_by_day,
      bests: Object.fromEntries(Object.entries(bests).map(([machine, set]) => [machine, set.id])),
    }));
  const onOtherMachine = (entryId: string, date: string, maxWeight: number) =>
    event(`workout-${entryId}`, 'WorkoutLogged', {
      entryId,
      userId: USER,
      machineId: 'machine-2',
      maxWeight,
      reps: 8,
      date,
      notes: null,
      createdBy: 'a@example.com',
      at: at(date),
    });

  it("counts the sets of each training day by month across exercises, and keeps each exercise's best of the month", () => {
    expect(
      months([logged('a', '2026-10-05', 100, 5), onOtherMachine('o', '2026-10-05', 40), logged('b', '2026-10-20', 100, 5), logged('c', '2026-11-02', 60, 10)]),
    ).toEqual([
      { month: '2026-10-01', sets_by_day: { '2026-10-05': 2, '2026-10-20': 1 }, bests: { [MACHINE]: 'a', 'machine-2': 'o' } },
      { month: '2026-11-01', sets_by_day: { '2026-11-02': 1 }, bests: { [MACHINE]: 'c' } },
    ]);
  });

  it('lists the training days of each month in date order, whatever the order they were logged in, without the days that lost their sets', () => {
    const days = (events: RecordedEvent[]) => (rowsAfter(events).get(trainingMonthsReadModel.name) as { days: string }[]).map((row) => row.days);
    const log = [logged('a', '2026-10-20', 100, 5), logged('b', '2026-10-05', 60, 5), logged('c', '2026-10-12', 50, 5), logged('d', '2026-10-05', 40, 5)];
    expect(days(log)).toEqual(['2026-10-05,2026-10-12,2026-10-20']);
    expect(days([...log, deleted('c')])).toEqual(['2026-10-05,2026-10-20']);
  });

  it('moves a set to its new month with an edit, counts a deleted set out, and drops a month with its last set', () => {
    const log = [
      logged('a', '2026-10-05', 100, 5),
      logged('b', '2026-10-05', 80, 5),
      logged('d', '2026-10-06', 70, 5),
      edited('a', '2026-11-03', 100, 5),
      deleted('d'),
    ];
    expect(months(log)).toEqual([
      { month: '2026-10-01', sets_by_day: { '2026-10-05': 1 }, bests: { [MACHINE]: 'b' } },
      { month: '2026-11-01', sets_by_day: { '2026-11-03': 1 }, bests: { [MACHINE]: 'a' } },
    ]);
    expect(months([...log, deleted('b')])).toEqual([{ month: '2026-11-01', sets_by_day: { '2026-11-03': 1 }, bests: { [MACHINE]: 'a' } }]);
  });

  it('changes nothing when an event comes a second time', () => {
    const log = logged('e', '2026-11-05', 50, 5);
    expect(months([log, log])).toEqual([{ month: '2026-11-01', sets_by_day: { '2026-11-05': 1 }, bests: { [MACHINE]: 'e' } }]);
  });
});

describe('dashboard days (derived from the workout entries)', () => {
  const days = (events: RecordedEvent[]) =>
    rowsAfter(events).get(dashboardDaysReadModel.name) as {
      date: string;
      set_count: number;
      volume: number;
      best_entry_id: string;
      latest_entry_id: string;
      best_e1rm: number;
    }[];

  it('keeps one row per machine and day, whose point is the set with the best estimated 1RM', () => {
    const [day] = days([logged('a', '2026-11-02', 70, 10), logged('b', '2026-11-02', 90, 3), logged('c', '2026-11-02', 60, 12)]);
    expect(day).toMatchObject({ date: '2026-11-02', set_count: 3, volume: 700 + 270 + 720, best_entry_id: 'b', latest_entry_id: 'c', best_e1rm: 99 });
  });

  it('moves an edited set out of the day its entry was in and into its new day', () => {
    const rows = days([logged('a', '2026-11-02', 70, 10), logged('b', '2026-11-02', 80, 5), edited('b', '2026-11-04', 80, 6)]);
    expect(rows.map(({ date, set_count, best_entry_id }) => ({ date, set_count, best_entry_id }))).toEqual([
      { date: '2026-11-02', set_count: 1, best_entry_id: 'a' },
      { date: '2026-11-04', set_count: 1, best_entry_id: 'b' },
    ]);
  });

  it('drops a day whose last set is deleted, by the user or with its machine', () => {
    expect(days([logged('a', '2026-11-02', 70, 10), deleted('a')])).toEqual([]);
    expect(days([logged('b', '2026-11-03', 70, 10), deleted('b', 'machine_deleted')])).toEqual([]);
  });

  it('counts a day again when its best set is deleted or changed, and only then reads its other sets', () => {
    const rows = days([
      logged('e', '2026-11-06', 100, 5),
      logged('f', '2026-11-06', 100, 5), // ties with e, which reached it first
      logged('g', '2026-11-06', 80, 5),
      deleted('e'),
      edited('g', '2026-11-06', 80, 6),
    ]);
    expect(rows).toEqual([expect.objectContaining({ date: '2026-11-06', set_count: 2, volume: 500 + 480, best_entry_id: 'f', latest_entry_id: 'g' })]);
  });

  it('changes nothing when an event comes a second time', () => {
    const log = logged('d', '2026-11-05', 50, 5);
    expect(days([log, log])).toEqual(days([log]));
    expect(days([log])[0]!.set_count).toBe(1);
  });
});

describe('users', () => {
  const registered = () =>
    event(`user-${USER}`, 'UserRegistered', { userId: USER, email: 'a@example.com', fullName: 'Lena Kraft', picture: null, registeredAt: at('2026-11-01') });
  const profile = (changes: object, day: string) => event(`user-${USER}`, 'ProfileUpdated', { userId: USER, changes, at: at(day) });
  const credited = (amount: number, key: string) =>
    event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount, reason: 'training_day', key, at: at('2026-11-02') });
  const user = (events: RecordedEvent[]) => rowsAfter(events, [usersReadModel]).get('users')![0] as Record<string, unknown>;

  it('adds up the wallet, once per wallet event', () => {
    const first = credited(100, 'welcome_bonus');
    expect(user([registered(), first, credited(10, 'training_day:2026-11-02'), first]).hantel_currency).toBe(110);
  });

  it('records pause periods by the Berlin day switched on and off, ignoring a repeated switch', () => {
    const row = user([
      registered(),
      profile({ pause_mode_active: true }, '2026-11-03'),
      profile({ pause_mode_active: true }, '2026-11-04'),
      profile({ pause_mode_active: false }, '2026-11-10'),
    ]);
    expect(row.pause_periods).toEqual([{ start: '2026-11-03', end: '2026-11-10' }]);
    expect(row.pause_mode_active).toBe(false);
  });

  it('follows onboarding and plan generation: answers, status, conversation, start, attempts, error, the new plan selected', () => {
    const stream = `user-${USER}`;
    const answers = {
      display_name: 'Lena',
      training_frequency: '3',
      fitness_goal: 'strength',
      training_experience: 'beginner',
      body_weight: 70,
      focus_areas: [],
    };
    const started = (conversationId: string, attempt: number, day: string) =>
      event(stream, 'PlanGenerationStarted', { userId: USER, conversationId, attempt, startedAt: at(day), deadline: at(day, '10:01') });
    const failed = [
      registered(),
      event(stream, 'OnboardingCompleted', { userId: USER, answers, at: at('2026-11-02') }),
      started('c-1', 1, '2026-11-02'),
      event(stream, 'PlanGenerationFailed', { userId: USER, conversationId: 'c-1', error: 'Plan generation timeout', at: at('2026-11-02', '10:01') }),
    ];
    expect(user(failed)).toMatchObject({
      onboarding_completed: true,
      display_name: 'Lena',
      plan_generation_status: 'failed',
      plan_generation_conversation_id: null,
      plan_generation_attempts: 1,
      plan_generation_error: 'Plan generation timeout',
    });
    const generating = [...failed, started('c-2', 2, '2026-11-03')];
    expect(user(generating)).toMatchObject({
      plan_generation_status: 'generating',
      plan_generation_conversation_id: 'c-2',
      plan_generation_started_at: new Date(at('2026-11-03')),
      plan_generation_error: null,
    });
    const completed = [...generating, event(stream, 'PlanGenerationCompleted', { userId: USER, conversationId: 'c-2', planId: 'p-1', at: at('2026-11-03') })];
    expect(user(completed)).toMatchObject({ plan_generation_status: 'completed', plan_generation_attempts: 2, selected_training_plan_id: 'p-1' });
  });

  it('records a finished training day overall and per plan, and a restart clears the answers but not the plans’ days', () => {
    const stream = `user-${USER}`;
    const row = user([
      registered(),
      event(stream, 'TrainingDayCompleted', { userId: USER, planId: 'p-1', dayNumber: 2, date: '2026-11-04', at: at('2026-11-04') }),
      event(stream, 'TrainingDayCompleted', { userId: USER, planId: 'p-2', dayNumber: 1, date: '2026-11-05', at: at('2026-11-05') }),
      event(stream, 'OnboardingRestarted', { userId: USER, clearSelectedPlan: true, at: at('2026-11-06') }),
    ]);
    expect(row).toMatchObject({
      last_completed_training_day_number: 1,
      last_training_date: '2026-11-05',
      last_completed_training_day_per_plan: { 'p-1': 2, 'p-2': 1 },
      onboarding_completed: false,
      focus_areas: [],
      selected_training_plan_id: null,
    });
  });
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

describe('currency ledger', () => {
  it('keeps a line per wallet event with the key it pays', () => {
    const credit = event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
    expect(rowsAfter([credit, credit], [currencyLedgerReadModel]).get('currency-ledger')).toEqual([
      expect.objectContaining({ amount: 100, key: 'welcome_bonus' }),
    ]);
  });
});

describe('conversations', () => {
  const CONVERSATION = 'conversation-1';
  const stream = `conversation-${CONVERSATION}`;
  const started = () =>
    event(stream, 'ConversationStarted', {
      conversationId: CONVERSATION,
      userId: USER,
      agentName: 'training_coach',
      metadata: { name: 'Training Chat', type: 'training_advice' },
      at: at('2026-11-01'),
    });
  const asked = (messageId: string) =>
    event(stream, 'UserMessagePosted', {
      conversationId: CONVERSATION,
      userId: USER,
      messageId,
      content: `Frage ${messageId}`,
      jobId: `job-${messageId}`,
      at: at('2026-11-01'),
    });
  const replied = (inReplyTo: string) =>
    event(stream, 'CoachReplied', {
      conversationId: CONVERSATION,
      messageId: `r-${inReplyTo}`,
      inReplyTo,
      content: 'Antwort',
      model: 'offline',
      toolCalls: [],
      at: at('2026-11-01'),
    });
  const conversation = (events: RecordedEvent[]) =>
    rowsAfter(events, [conversationsReadModel]).get('conversations')![0] as { status: string; pending_message_id: string | null; messages: unknown[] };

  it('thinks while the newest question waits, and a late reply to an older one keeps it thinking', () => {
    const row = conversation([started(), asked('m1'), asked('m2'), replied('m1')]);
    expect(row).toMatchObject({ status: 'thinking', pending_message_id: 'm2' });
    expect(row.messages).toHaveLength(3);
    expect(conversation([started(), asked('m3'), replied('m3')])).toMatchObject({ status: 'idle', pending_message_id: null });
  });
});

describe('shop purchases: balance, ledger and inventory', () => {
  const registered = () =>
    event(`user-${USER}`, 'UserRegistered', { userId: USER, email: 'a@example.com', fullName: 'Lena Kraft', picture: null, registeredAt: at('2026-11-01') });
  const welcome = () => event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
  const bought = (purchaseId: string, itemId: string, price: number, day: string) =>
    event(`wallet-${USER}`, 'ShopItemPurchased', {
      userId: USER,
      purchaseId,
      itemId,
      itemName: itemId === 'streak-freeze' ? 'Streak-Freeze' : 'Goldener Profilrahmen',
      price,
      effect: itemId === 'streak-freeze' ? { kind: 'streak_freeze', weeks: 1 } : { kind: 'profile_frame', style: 'gold' },
      at: at(day),
    });

  it('takes the price off the balance, writes a negative ledger line and counts the item, each once', () => {
    const start = [registered(), welcome()];
    const first = bought('p-1', 'streak-freeze', 50, '2026-11-02');
    const rows = rowsAfter([...start, first, bought('p-2', 'streak-freeze', 50, '2026-11-05'), first]);
    expect((rows.get('users')![0] as { hantel_currency: number }).hantel_currency).toBe(0);
    expect(rows.get(currencyLedgerReadModel.name)!.map((line) => (line as { amount: number; key: string | null }).amount)).toEqual([100, -50, -50]);
    expect(rows.get(currencyLedgerReadModel.name)![1]).toMatchObject({ reason: 'purchase', key: 'purchase:p-1' });
    expect(rows.get(inventoryReadModel.name)).toEqual([
      {
        user_id: USER,
        item_id: 'streak-freeze',
        item_name: 'Streak-Freeze',
        effect: { kind: 'streak_freeze', weeks: 1 },
        quantity: 2,
        purchased_at: [at('2026-11-02'), at('2026-11-05')],
        wallet_version: expect.any(Number),
      },
    ]);
  });
});

describe('erasing events (account deletion) from every read model', () => {
  /** The rows after `log`, then after taking `erased` out again, as the live runner's erase does. */
  function rowsAfterErasing(log: readonly RecordedEvent[], erased: readonly RecordedEvent[]) {
    const rows = new Map<AnyReadModel, RowMap>(allReadModels.map((model) => [model, new Map()]));
    const fold = new Fold(allReadModels);
    for (const steps of [fold.steps(log), fold.erasing(erased)]) {
      for (const step of steps) {
        step.apply(rows.get(step.model)!);
        recountNow(step, rows);
      }
    }
    return new Map([...rows].map(([model, map]) => [model.name, [...map.values()].filter((row): row is object => row !== null)]));
  }

  const registered = (userId: string) =>
    event(`user-${userId}`, 'UserRegistered', { userId, email: `${userId}@example.com`, fullName: userId, picture: null, registeredAt: at('2026-11-01') });
  const welcome = (userId: string) => event(`wallet-${userId}`, 'HantelnCredited', { userId, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
  const machine = (userId: string, machineId: string) =>
    event(`machine-${machineId}`, 'MachineCreated', { machineId, userId, name: 'Bankdrücken', categories: [], at: at('2026-11-01') });
  const set = (userId: string, machineId: string, entryId: string) =>
    event(`workout-${entryId}`, 'WorkoutLogged', {
      entryId,
      userId,
      machineId,
      maxWeight: 80,
      reps: 5,
      date: '2026-11-02',
      notes: null,
      createdBy: `${userId}@example.com`,
      at: at('2026-11-02'),
    });

  it('takes out every row the erased events made, derived days included, and leaves the others as they were', () => {
    const gone = [registered('gone'), welcome('gone'), machine('gone', 'm-gone'), set('gone', 'm-gone', 'e-gone-1'), set('gone', 'm-gone', 'e-gone-2')];
    const kept = [registered('kept'), welcome('kept'), machine('kept', 'm-kept'), set('kept', 'm-kept', 'e-kept')];
    const log = [gone[0]!, kept[0]!, gone[1]!, kept[1]!, gone[2]!, kept[2]!, gone[3]!, kept[3]!, gone[4]!];
    const after = rowsAfterErasing(log, gone);
    expect(after).toEqual(rowsAfter(kept));
    for (const rows of after.values()) expect(JSON.stringify(rows)).not.toContain('gone');
  });
});
