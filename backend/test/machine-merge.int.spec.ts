import request from 'supertest';
import { EventStore } from '../src/event-store/event-store.js';
import { allReadModels } from '../src/app/read-models.js';
import { rebuildReadModels } from '../src/projections/rebuild/rebuild.js';
import type { SignedIn } from './support/training.js';
import { createMachine, createPlan, dayOfWeek, logSet, signIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

type Json = unknown;

/** An answer without what differs between two users by nature: ids and the times things were created. */
function comparable(value: Json): Json {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && !key.endsWith('_id') && !['created_date', 'updated_date', 'created_at', 'updated_at'].includes(key))
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

// [on the twin?, weight, reps, weeks back, weekday]: records on both, days with sets of both.
const SETS = [
  [false, 100, 5, 5, 1],
  [true, 105, 5, 4, 3],
  [false, 102.5, 5, 4, 3],
  [true, 120, 2, 3, 0],
  [false, 110, 3, 2, 2],
  [true, 80, 12, 1, 4],
  [false, 112.5, 3, 0, 0],
  [true, 60, 15, 0, 0],
] as const;

/** A plan naming an exercise twice (the second time as lifters may type it: another case, spaces around) beside others, with targets. */
const planNaming = (name: string, typed = name) => ({
  plan_name: 'Beine',
  training_days: [
    {
      day_name: 'Schwer',
      exercises: [
        { exercise_name: name, sets: 5, reps: '3-5', target_weight: 120 },
        { exercise_name: 'Beinpresse', sets: 3, reps: '10' },
      ],
    },
    { day_name: 'Leicht', exercises: [{ exercise_name: 'Ausfallschritte' }, { exercise_name: typed, sets: 3, reps: '8-10' }] },
  ],
});

describe('merging twin exercises over HTTP', () => {
  let testApp: TestApp;
  let merged: SignedIn;
  let single: SignedIn;
  let keep: { id: string };
  let twin: { id: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    merged = await signIn(testApp, 'merge@example.com');
    single = await signIn(testApp, 'single@example.com');
    keep = await createMachine(merged.agent, 'Kniebeuge', ['Beine']);
    // A twin the catalogue files under the same movement: a typo, which is no spelling of it, so POST creates it.
    twin = await createMachine(merged.agent, 'Kniebuege', ['Beine']);
    const only = await createMachine(single.agent, 'Kniebeuge', ['Beine']);
    await createPlan(merged.agent, planNaming('kniebuege', ' KNIEBUEGE '));
    await createPlan(single.agent, planNaming('Kniebeuge'));
    for (const [onTwin, max_weight, reps, weeksBack, weekday] of SETS) {
      const set = { max_weight, reps, date: dayOfWeek(weeksBack, weekday), notes: null };
      await logSet(merged.agent, onTwin ? twin.id : keep.id, set);
      await logSet(single.agent, only.id, set);
    }
  });
  afterAll(() => testApp.close());

  const dashboard = async (agent: SignedIn['agent']) => comparable((await agent.get('/api/dashboard?period=all')).body);
  const plans = async (agent: SignedIn['agent']) =>
    ((await agent.get('/api/training-plans')).body as { plan_name: string; training_days: Json[] }[]).map(({ plan_name, training_days }) =>
      comparable({ plan_name, training_days }),
    );
  const exerciseNames = async (agent: SignedIn['agent']) =>
    ((await agent.get('/api/training-plans')).body as { training_days: { exercises: { exercise_name: string }[] }[] }[]).map((plan) =>
      plan.training_days.map((day) => day.exercises.map((exercise) => exercise.exercise_name)),
    );
  const entries = async (agent: SignedIn['agent']) =>
    (await agent.get('/api/workouts')).body as { machine_id: string; max_weight: number; personal_records: string[] }[];

  it('refuses merging into itself, into an unknown or another user’s exercise, and an id that is none, changing nothing', async () => {
    const stranger = await signIn(testApp, 'fremd@example.com');
    const other = await createMachine(stranger.agent, 'Fremd');
    const into = async (id: string) => merged.agent.post(`/api/machines/${twin.id}/merge`).send({ into: id });
    const itself = await into(twin.id);
    expect([itself.status, itself.body.code]).toEqual([400, 'machine.merge_into_itself']);
    expect(itself.body).toMatchObject({
      message: 'Eine Übung kann nicht mit sich selbst zusammengeführt werden.',
      error: 'Bad Request',
      details: expect.anything(),
    });
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'kein-uuid']) {
      const refused = await into(id);
      expect([refused.status, refused.body.code]).toEqual([400, 'machine.merge_target_not_found']);
    }
    const foreign = await stranger.agent.post(`/api/machines/${twin.id}/merge`).send({ into: other.id });
    expect(foreign.status).toBe(404);
    expect((await request(testApp.url).post(`/api/machines/${twin.id}/merge`).send({ into: keep.id })).status).toBe(401);
    expect((await entries(merged.agent)).filter((entry) => entry.machine_id === twin.id)).toHaveLength(4);
  });

  it('moves every set to the exercise that stays, answers that one, and the merged one is gone', async () => {
    const before = await entries(merged.agent);
    const response = await merged.agent.post(`/api/machines/${twin.id}/merge`).send({ into: keep.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: keep.id, name: 'Kniebeuge', categories: ['Beine'], catalogue_id: 'back-squat' });

    const after = await entries(merged.agent);
    expect(after).toHaveLength(SETS.length);
    expect(after.every((entry) => entry.machine_id === keep.id)).toBe(true);
    expect(after.map((entry) => entry.max_weight).sort()).toEqual(before.map((entry) => entry.max_weight).sort());

    expect((await merged.agent.get(`/api/machines/${twin.id}`)).status).toBe(404);
    expect((await merged.agent.post(`/api/machines/${twin.id}/merge`).send({ into: keep.id })).status).toBe(404);
    expect((await merged.agent.post('/api/workouts').send({ machine_id: twin.id, max_weight: 50, reps: 5, date: dayOfWeek(0, 0) })).status).toBe(404);
    expect((await merged.agent.get('/api/machines')).body.map((machine: { name: string }) => machine.name)).toEqual(['Kniebeuge']);

    const events = await testApp.database.db.query(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`machine-${twin.id}`]);
    expect(events.rows.at(-1)).toMatchObject({ type: 'MachineMerged', data: { machineId: twin.id, into: keep.id } });
  });

  it('renames the plan exercises naming the merged exercise, whatever their case and spaces, by events the merge caused', async () => {
    expect(await exerciseNames(merged.agent)).toEqual([
      [
        ['Kniebeuge', 'Beinpresse'],
        ['Ausfallschritte', 'Kniebeuge'],
      ],
    ]);
    const [plan] = (await merged.agent.get('/api/training-plans')).body as { training_days: { exercises: object[] }[] }[];
    expect(plan!.training_days[0]!.exercises[0]).toMatchObject({ exercise_name: 'Kniebeuge', sets: 5, reps: '3-5', target_weight: 120 });

    const { rows } = await testApp.database.db.query(
      `SELECT renamed.type, renamed.data, renamed.metadata->>'causationId' = merged.event_id::text AS caused
         FROM events renamed, events merged
        WHERE merged.stream_id = $1 AND merged.type = 'MachineMerged' AND renamed.type = 'PlanExerciseRenamed' AND renamed.data->>'userId' = $2
        ORDER BY renamed.position`,
      [`machine-${twin.id}`, merged.id],
    );
    expect(rows).toEqual([
      { type: 'PlanExerciseRenamed', data: expect.objectContaining({ dayId: 'd1', index: 0, name: 'Kniebeuge' }), caused: true },
      { type: 'PlanExerciseRenamed', data: expect.objectContaining({ dayId: 'd2', index: 1, name: 'Kniebeuge' }), caused: true },
    ]);
  });

  it('leaves dashboard, records and streak as if every set had been logged on one exercise from the start, also after a replay', async () => {
    const expected = await dashboard(single.agent);
    expect(await dashboard(merged.agent)).toEqual(expected);
    const records = (agent: SignedIn['agent']) => entries(agent).then((list) => list.map((entry) => [entry.max_weight, entry.personal_records]));
    expect(await records(merged.agent)).toEqual(await records(single.agent));
    expect((expected as { streak: unknown }).streak).toBeDefined();
    expect(await plans(merged.agent)).toEqual(await plans(single.agent));

    await rebuildReadModels(testApp.database.db, new EventStore(), allReadModels, { batchSize: 5 });
    expect(await dashboard(merged.agent)).toEqual(expected);
    expect(await records(merged.agent)).toEqual(await records(single.agent));
    expect(await plans(merged.agent)).toEqual(await plans(single.agent));
  });
});
