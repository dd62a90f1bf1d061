import type { TrainingPlan } from '@hantelwerk/api-types';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import type { Agent, SignedIn } from './support/training.js';
import { createMachine, createPlan as createPlanOf, signIn, today } from './support/training.js';

const day = (day_name: string, ...exercises: string[]) => ({
  day_name,
  exercises: exercises.map((exercise_name) => ({ exercise_name, sets: 3, reps: '8-12' })),
});
const PLAN = {
  plan_name: 'Kraftplan',
  training_days: [day('Push', 'Bankdrücken', 'Schulterdrücken'), day('Pull', 'Klimmzüge'), day('Legs', 'Kniebeugen', 'Beinpresse')],
  is_active: true,
};

const createPlan = (agent: Agent, body: object = PLAN): Promise<TrainingPlan> => createPlanOf(agent, body);

/** The plans API over real HTTP and Postgres: edits as events, the spec's rules on the server, each user's own plans only. */
describe('training plans over HTTP', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let ben: SignedIn;

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com', 'Lena');
    ben = await signIn(testApp, 'ben@example.com', 'Ben');
  });
  afterAll(() => testApp.close());

  const put = (agent: Agent, id: string, body: object) => agent.put(`/api/training-plans/${id}`).send(body);
  const eventsOf = async (planId: string) =>
    (await testApp.database.db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`plan-${planId}`])).rows.map((row) => row.type);

  it('creates a plan with numbered days and stable day ids, and lists it', async () => {
    const plan = await createPlan(lena.agent);
    expect(plan).toMatchObject({
      user_email: 'lena@example.com',
      plan_name: 'Kraftplan',
      plan_description: 'Dein personalisierter Trainingsplan',
      is_active: true,
      source: 'manual',
      training_days: [
        { id: 'd1', day_number: 1, day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 3, reps: '8-12' }, expect.anything()] },
        { id: 'd2', day_number: 2, day_name: 'Pull' },
        { id: 'd3', day_number: 3, day_name: 'Legs' },
      ],
    });
    const listed = await lena.agent.get('/api/training-plans');
    expect(listed.status).toBe(200);
    expect(listed.body.map((candidate: TrainingPlan) => candidate.id)).toContain(plan.id);
  });

  it('records a renamed day, an added exercise and a removed day as one event each, renumbering the days', async () => {
    const plan = await createPlan(lena.agent);
    const days = plan.training_days.map((trainingDay) => ({ ...trainingDay }));
    days[0] = {
      ...days[0]!,
      day_name: 'Brust & Schultern',
      exercises: [...days[0]!.exercises, { exercise_name: 'Seitheben', sets: 3, reps: '12-15', target_weight: null }],
    };
    const edited = await put(lena.agent, plan.id, { training_days: [days[0], days[2]] });
    expect(edited.status).toBe(200);
    expect(
      edited.body.training_days.map((trainingDay: TrainingPlan['training_days'][number]) => [trainingDay.id, trainingDay.day_number, trainingDay.day_name]),
    ).toEqual([
      ['d1', 1, 'Brust & Schultern'],
      ['d3', 2, 'Legs'],
    ]);
    expect(edited.body.training_days[0].exercises.map((exercise: { exercise_name: string }) => exercise.exercise_name)).toEqual([
      'Bankdrücken',
      'Schulterdrücken',
      'Seitheben',
    ]);
    expect(await eventsOf(plan.id)).toEqual(['PlanCreated', 'PlanDayRemoved', 'PlanDayRenamed', 'PlanExerciseAdded']);
  });

  it('keeps each exercise’s sets, reps range and target weight in the order the lifter set, and reads them back the same', async () => {
    const plan = await createPlan(lena.agent);
    const [push, pull, legs] = plan.training_days;
    const shaped = [
      { exercise_name: 'Schulterdrücken', sets: 4, reps: '8-10', target_weight: 42.5 },
      { exercise_name: 'Bankdrücken', sets: 5, reps: '5', target_weight: 82.5 },
      { exercise_name: 'Dips', sets: 3, reps: '10-12', target_weight: null },
    ];
    const edited = await put(lena.agent, plan.id, { training_days: [{ ...push, exercises: shaped }, pull, legs] });
    expect(edited.status).toBe(200);
    const read = (await lena.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ id: plan.id }))}`)).body[0] as TrainingPlan;
    for (const answer of [edited.body as TrainingPlan, read]) {
      expect(answer.training_days[0]!.exercises).toEqual(shaped);
      expect(answer.training_days[2]!.exercises).toEqual([
        { exercise_name: 'Kniebeugen', sets: 3, reps: '8-12', target_weight: null },
        { exercise_name: 'Beinpresse', sets: 3, reps: '8-12', target_weight: null },
      ]);
    }
    // The move is one event, each changed target one, the new exercise one; nothing was removed.
    expect(await eventsOf(plan.id)).toEqual([
      'PlanCreated',
      'PlanExercisesReordered',
      'PlanExerciseAdded',
      'PlanExerciseTargetChanged',
      'PlanExerciseTargetChanged',
    ]);

    for (const bad of [{ reps: '10-8' }, { reps: 'viele' }, { target_weight: -5 }, { target_weight: 80.1 }, { target_weight: '80' }, { sets: 0 }]) {
      const refused = await put(lena.agent, plan.id, { training_days: [{ ...push, exercises: [{ ...shaped[0], ...bad }] }, pull, legs] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('enforces the spec’s rules with its texts: the last day, blank names, the last plan', async () => {
    const plan = await createPlan(ben.agent, { training_days: [day('Ganzkörper', 'Kniebeugen')] });
    const lastDay = await put(ben.agent, plan.id, { training_days: [] });
    expect(lastDay.status).toBe(400);
    expect(lastDay.body.message).toBe('Du musst mindestens einen Trainingstag haben!');
    const blankPlan = await put(ben.agent, plan.id, { plan_name: '   ' });
    expect([blankPlan.status, blankPlan.body.message]).toEqual([400, 'Bitte gib einen Namen für den Trainingsplan ein.']);
    const blankDay = await put(ben.agent, plan.id, { training_days: [{ ...plan.training_days[0], day_name: ' ' }] });
    expect([blankDay.status, blankDay.body.message]).toEqual([400, 'Bitte gib einen Namen für den Trainingstag ein.']);
    const lastPlan = await ben.agent.delete(`/api/training-plans?id=${plan.id}`);
    expect([lastPlan.status, lastPlan.body.message]).toEqual([409, 'Du kannst nicht deinen letzten Trainingsplan löschen!']);
    expect((await ben.agent.get('/api/training-plans')).body).toHaveLength(1);
  });

  it('keeps one plan active: activating one turns the others off, and is_active filters', async () => {
    const first = await createPlan(lena.agent);
    const second = await createPlan(lena.agent, { ...PLAN, plan_name: 'Zweiter', is_active: false });
    expect((await put(lena.agent, second.id, { is_active: true })).body.is_active).toBe(true);
    const active = await lena.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ is_active: true }))}`);
    expect(active.body.map((plan: TrainingPlan) => plan.id)).toEqual([second.id]);
    const inactive = await lena.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ is_active: false }))}`);
    expect(inactive.body.map((plan: TrainingPlan) => plan.id)).toContain(first.id);
  });

  it('refuses a malformed or unknown filter with 400', async () => {
    for (const filter of ['{', '[]', JSON.stringify({ is_active: 'yes' }), JSON.stringify({ owner: 'x' }), JSON.stringify({ id: 'nope' })]) {
      const response = await lena.agent.get(`/api/training-plans?filter=${encodeURIComponent(filter)}`);
      expect([filter, response.status]).toEqual([filter, 400]);
    }
    expect((await lena.agent.get('/api/training-plans?sort=name')).status).toBe(400);
  });

  it('never deletes the last plan, even with two deletions at once', async () => {
    const carla = await signIn(testApp, 'carla@example.com', 'Carla');
    const [a, b] = [await createPlan(carla.agent), await createPlan(carla.agent)];
    const answers = await Promise.all([a, b].map((plan) => carla.agent.delete(`/api/training-plans?id=${plan.id}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect((await carla.agent.get('/api/training-plans')).body).toHaveLength(1);
  });

  it('shows, edits and deletes only the user’s own plans: another user’s plan is a 404 and stays as it was', async () => {
    const lenas = await createPlan(lena.agent);
    expect((await ben.agent.get('/api/training-plans')).body.map((plan: TrainingPlan) => plan.id)).not.toContain(lenas.id);
    const filtered = await ben.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ id: lenas.id }))}`);
    expect(filtered.body).toEqual([]);
    expect((await put(ben.agent, lenas.id, { plan_name: 'Gekapert' })).status).toBe(404);
    expect((await ben.agent.delete(`/api/training-plans?id=${lenas.id}`)).status).toBe(404);
    expect((await ben.agent.post(`/api/training-plans/${lenas.id}/completed-days`).send({ day_number: 1 })).status).toBe(404);
    expect((await put(ben.agent, 'not-a-uuid', { plan_name: 'X' })).status).toBe(404);
    const foreignEmail = await ben.agent.post('/api/training-plans').send({ ...PLAN, user_email: 'lena@example.com' });
    expect(foreignEmail.status).toBe(400);
    const unchanged = await lena.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ id: lenas.id }))}`);
    expect(unchanged.body[0].plan_name).toBe('Kraftplan');
  });

  it('links exercises to days, renumbers the links when a day goes, drops them with their day, and scopes them', async () => {
    const plan = await createPlan(lena.agent);
    const squat = await createMachine(lena.agent, 'Kniebeugen', ['Beine']);
    const bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
    const link = (machineId: string, dayNumber: number, agent = lena.agent, planId = plan.id) =>
      agent.post('/api/training-plan-relations').send({ training_plan_id: planId, machine_id: machineId, day_number: dayNumber });
    const squatLink = await link(squat.id, 3);
    expect(squatLink.status).toBe(201);
    expect(squatLink.body).toMatchObject({ training_plan_id: plan.id, machine_id: squat.id, day_number: 3 });
    expect((await link(bench.id, 1)).status).toBe(201);
    expect((await link(squat.id, 3)).status).toBe(409);
    expect((await link(squat.id, 9)).status).toBe(400);

    // Ben can neither see nor link to Lena's plan or machines, nor delete her links.
    const bensMachine = await createMachine(ben.agent, 'Bens Übung');
    expect((await link(bensMachine.id, 1)).status).toBe(404);
    expect((await link(squat.id, 1, ben.agent)).status).toBe(404);
    expect((await ben.agent.get('/api/training-plan-relations')).body).toEqual([]);
    expect((await ben.agent.delete(`/api/training-plan-relations/${squatLink.body.id}`)).status).toBe(404);

    await put(lena.agent, plan.id, { training_days: [plan.training_days[1], plan.training_days[2]] });
    const ofPlan = async () =>
      (await lena.agent.get(`/api/training-plan-relations?filter=${encodeURIComponent(JSON.stringify({ training_plan_id: plan.id }))}`)).body;
    expect(await ofPlan()).toEqual([expect.objectContaining({ id: squatLink.body.id, day_number: 2 })]);
    expect((await lena.agent.delete(`/api/training-plan-relations/${squatLink.body.id}`)).status).toBe(204);
    expect(await ofPlan()).toEqual([]);
  });

  it('records a finished training day overall, per plan and today', async () => {
    const plan = await createPlan(ben.agent);
    const response = await ben.agent.post(`/api/training-plans/${plan.id}/completed-days`).send({ day_number: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      last_completed_training_day_number: 2,
      last_training_date: today(),
      last_completed_training_day_per_plan: { [plan.id]: 2 },
    });
    expect((await ben.agent.post(`/api/training-plans/${plan.id}/completed-days`).send({ day_number: 7 })).status).toBe(400);
  });

  it('restarts onboarding: answers cleared, plans kept, the selected plan cleared only from the plan screen', async () => {
    const plan = await createPlan(ben.agent);
    await ben.agent
      .put('/api/auth/update')
      .send({ display_name: 'Benni', training_frequency: '3', onboarding_completed: true, selected_training_plan_id: plan.id });
    const fromProfile = await ben.agent.post('/api/onboarding/restart').send({});
    expect(fromProfile.status).toBe(200);
    expect(fromProfile.body).toMatchObject({ onboarding_completed: false, display_name: null, training_frequency: null, selected_training_plan_id: plan.id });
    const fromPlanScreen = await ben.agent.post('/api/onboarding/restart').send({ clear_selected_plan: true });
    expect(fromPlanScreen.body.selected_training_plan_id).toBeNull();
    expect((await ben.agent.get('/api/training-plans')).body.map((candidate: TrainingPlan) => candidate.id)).toContain(plan.id);
  });
});

/** Odd values in every field of the plan routes are a 4xx, never a 500. */
describe('training plans: odd input is a 4xx', () => {
  let testApp: TestApp;
  let agent: Agent;
  let plan: TrainingPlan;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ agent } = await signIn(testApp, 'odd-plans@example.com'));
    plan = await createPlan(agent);
  });
  afterAll(() => testApp.close());

  it('answers every odd value below 500', async () => {
    const odd: unknown[] = [null, true, -1, 1e308, 'abc', '', [], [1], {}, { a: 1 }, 'x'.repeat(5000), '\u0000', 0.25, '\ud800', [[[[]]]]];
    const answers: { status: number; call: string }[] = [];
    const call = async (method: 'post' | 'put' | 'get' | 'delete', path: string, body?: unknown) => {
      const response = await (body === undefined ? agent[method](path) : agent[method](path).send(body as object));
      answers.push({ status: response.status, call: `${method} ${path} ${JSON.stringify(body)?.slice(0, 100)}` });
    };
    const validDay = { id: 'd1', day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken' }] };
    for (const value of odd) {
      for (const field of ['plan_name', 'plan_description', 'is_active', 'training_days', 'user_email'])
        await call('post', '/api/training-plans', { ...PLAN, [field]: value });
      for (const field of ['plan_name', 'plan_description', 'is_active', 'training_days'])
        await call('put', `/api/training-plans/${plan.id}`, { [field]: value });
      for (const field of ['id', 'day_number', 'day_name', 'exercises'])
        await call('put', `/api/training-plans/${plan.id}`, { training_days: [{ ...validDay, [field]: value }] });
      for (const field of ['exercise_name', 'sets', 'reps', 'target_weight']) {
        await call('put', `/api/training-plans/${plan.id}`, { training_days: [{ ...validDay, exercises: [{ exercise_name: 'X', [field]: value }] }] });
      }
      for (const field of ['training_plan_id', 'machine_id', 'day_number']) {
        await call('post', '/api/training-plan-relations', { training_plan_id: plan.id, machine_id: plan.id, day_number: 1, [field]: value });
      }
      await call('post', `/api/training-plans/${plan.id}/completed-days`, { day_number: value });
      await call('post', '/api/onboarding/restart', { clear_selected_plan: value });
      await call('get', `/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ is_active: value }))}`);
      await call('get', `/api/training-plan-relations?filter=${encodeURIComponent(JSON.stringify({ day_number: value }))}`);
      if (typeof value === 'string' && !/[\ud800-\udfff]/.test(value)) await call('delete', `/api/training-plans?id=${encodeURIComponent(value)}`);
    }
    expect(answers.filter(({ status }) => status >= 500).map(({ call: described }) => described)).toEqual([]);
  });
});
