import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '../src/event-store/event-store.js';
import { ChangeFeedbackStatusCommand } from '../src/modules/feedback/commands/index.js';
import { CategoriseMachineCommand } from '../src/modules/workouts/machines/commands/index.js';
import { RecordGeneratedPlanCommand, RecordPlanGenerationFailureCommand } from '../src/modules/onboarding/commands/plan-generation.commands.js';
import { UpdateProfileCommand } from '../src/modules/profile/update-profile.command.js';
import { allReadModels } from '../src/app/read-models.js';
import { LiveRunner } from '../src/projections/live-runner.js';
import type { AnyReadModel, DerivedReadModel } from '../src/projections/read-model.js';
import { isDerived } from '../src/projections/read-model.js';
import { rebuildReadModels } from '../src/projections/rebuild/rebuild.js';
import { createMachine, dayOfWeek, logSet, signIn, tableRows } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { startWorkerContext, until } from './support/coach-fixtures.js';
import { importFixtureBytes } from './fixtures/imports/read-fixture.js';

/** Rows of a read model's table in key order. */
const rowsOf = (testApp: TestApp, model: AnyReadModel) => tableRows(testApp, model.entity.options.tableName!, model.key.join(', '));

describe('read models: rebuild and replay, for every read model', () => {
  let testApp: TestApp;
  const store = new EventStore();

  beforeAll(async () => {
    testApp = await startTestApp();
    const bus = testApp.app.get(CommandBus);
    const meta = (now: Date) => ({ userId: null, requestId: `seed-${randomUUID()}`, now });

    // Two users with a history that uses every event and every projection path.
    for (const email of ['replay-a@example.com', 'replay-b@example.com']) {
      const user = await signIn(testApp, email);
      const bench = await createMachine(user.agent, 'Bankdrücken');
      const squat = await createMachine(user.agent, 'Kniebeuge', ['Beine']);
      const doomed = await createMachine(user.agent, 'Butterfly', ['Brust']);
      await bus.execute(new CategoriseMachineCommand(user.id, bench.id, ['Brust', 'Arme'], 'ai', meta(new Date())));
      await user.agent.put(`/api/machines/${squat.id}`).send({ name: 'Kniebeuge (tief)', categories: ['Beine', 'Ganzkörper'] });

      const logged = [];
      for (const [machine, weight, reps, weeksBack, weekday] of [
        [bench, 80, 8, 4, 1],
        [bench, 80, 8, 4, 1], // tie on one day
        [bench, 85, 5, 3, 2],
        [bench, 90, 3, 2, 0],
        [bench, 60, 15, 2, 0],
        [squat, 100, 5, 6, 3],
        [squat, 110, 5, 1, 4],
        [doomed, 40, 12, 1, 4],
        [doomed, 45, 10, 0, 0],
        [doomed, 50, 8, 2, 6], // a day with sets of the doomed machine only
      ] as const) {
        logged.push(await logSet(user.agent, machine.id, { max_weight: weight, reps, date: dayOfWeek(weeksBack, weekday), notes: `Satz ${weight}` }));
      }
      await Promise.all(
        [1, 2, 3].map((index) => user.agent.post('/api/workouts').send({ machine_id: squat.id, max_weight: 50 + index, reps: 10, date: dayOfWeek(0, 0) })),
      );
      await user.agent.put(`/api/workouts/${logged[0]!.id}`).send({ reps: 10 }); // edit within its day
      await user.agent.put(`/api/workouts/${logged[2]!.id}`).send({ date: dayOfWeek(5, 2), notes: null }); // moves week and day
      await user.agent.delete(`/api/workouts/${logged[3]!.id}`); // a record holder
      await user.agent.delete(`/api/machines/${doomed.id}`); // the cascade
      await createMachine(user.agent, 'Butterfly'); // the name again, after the deletion
      // A twin merged into the squat: its sets, one a record and one on a day the squat has sets, move over.
      const twin = await createMachine(user.agent, 'Squat');
      for (const [weight, reps, weeksBack, weekday] of [
        [120, 3, 1, 4],
        [70, 10, 0, 0],
        [100, 8, 3, 5],
      ] as const) {
        await logSet(user.agent, twin.id, { max_weight: weight, reps, date: dayOfWeek(weeksBack, weekday), notes: null });
      }
      // A plan naming the twin in another case: the merge renames its exercise (PlanExerciseRenamed).
      await user.agent
        .post('/api/training-plans')
        .send({ plan_name: 'Beine', training_days: [{ day_name: 'Beine', exercises: [{ exercise_name: 'squat' }, { exercise_name: 'Beinpresse' }] }] });
      await user.agent.post(`/api/machines/${twin.id}/merge`).send({ into: squat.id });
      await user.agent.put(`/api/machines/${bench.id}`).send({ name: 'Bankdrücken (Langhantel)' }); // after its sets
      // Warm-ups count in no figure; a warm-up edited into a work set, and one imported with its training.
      const warmup = await user.agent.post('/api/workouts').send({ machine_id: squat.id, max_weight: 140, reps: 5, date: dayOfWeek(1, 4), set_type: 'warmup' });
      await user.agent.post('/api/workouts').send({ machine_id: squat.id, max_weight: 60, reps: 8, date: dayOfWeek(1, 4), set_type: 'warmup', rpe: 6.5 });
      await user.agent.put(`/api/workouts/${warmup.body.id}`).send({ set_type: 'normal', rpe: 9 });
      // A worker only while it imports: the plan generations below are recorded by hand.
      const worker = await startWorkerContext(testApp.config);
      const history = await user.agent.post('/api/imports').attach('file', importFixtureBytes('hevy-kg.csv'), 'hevy.csv');
      await until(
        () => user.agent.get(`/api/imports/${history.body.id}`).then((response) => response.body.state),
        (state) => state === 'done',
      );
      await worker.close();
      // A guided training recorded as it ends takes sets logged before it.
      await user.agent
        .post('/api/sessions')
        .send({ title: 'Geführt', started_at: `${dayOfWeek(1, 4)}T17:00:00.000Z`, duration_min: 50, sets: [warmup.body.id, logged[0]!.id] });

      const pauseOn = new Date(`${dayOfWeek(3, 3)}T09:00:00Z`);
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: true }, meta(pauseOn)));
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: false }, meta(new Date(`${dayOfWeek(1, 1)}T09:00:00Z`))));
      await user.agent.put('/api/auth/update').send({ pause_mode_active: true });
      await user.agent.put('/api/auth/update').send({ display_name: 'Zwischendurch' });
      const chat = await user.agent
        .post('/api/agents/conversations')
        .send({ agent_name: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' } });
      await user.agent.post(`/api/agents/conversations/${chat.body.id}/messages`).send({ role: 'user', content: 'Wie trainiere ich Beine?' });
      for (const itemId of ['streak-freeze', 'streak-freeze', 'profile-title-iron']) {
        await user.agent.post('/api/functions/invoke').send({ functionName: 'purchaseShopItem', params: { itemId } });
      }
      const feedback = await user.agent.post('/api/feedback').send({ message: 'Der Timer springt.' });
      await bus.execute(new ChangeFeedbackStatusCommand(feedback.body.id, 'in_progress', meta(new Date())));
      await bus.execute(new ChangeFeedbackStatusCommand(feedback.body.id, 'resolved', meta(new Date())));

      // Plans: every edit, links to exercises, a day and a plan removed with their links.
      const day = (day_name: string, ...names: string[]) => ({ day_name, exercises: names.map((exercise_name) => ({ exercise_name, sets: 3, reps: '8-12' })) });
      const plan = (await user.agent.post('/api/training-plans').send({ training_days: [day('Push', 'Bankdrücken'), day('Pull'), day('Legs', 'Kniebeugen')] }))
        .body;
      const doomedPlan = (await user.agent.post('/api/training-plans').send({ plan_name: 'Alt', training_days: [day('Ganzkörper')], is_active: false })).body;
      const link = (planId: string, machineId: string, day_number: number) =>
        user.agent.post('/api/training-plan-relations').send({ training_plan_id: planId, machine_id: machineId, day_number });
      await link(plan.id, squat.id, 3);
      await link(plan.id, bench.id, 2);
      await link(doomedPlan.id, squat.id, 1);
      const [push, , legs] = plan.training_days;
      await user.agent.put(`/api/training-plans/${plan.id}`).send({
        plan_name: 'Kraft',
        plan_description: 'Drei Tage',
        training_days: [legs, { ...push, day_name: 'Drücken', exercises: [...push.exercises, { exercise_name: 'Dips' }] }, { day_name: 'Neu', exercises: [] }],
      });
      const reshaped = (await user.agent.get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ id: plan.id }))}`)).body[0].training_days;
      const pushed = reshaped[1];
      const moved = await user.agent.put(`/api/training-plans/${plan.id}`).send({
        training_days: [
          reshaped[0],
          { ...pushed, exercises: [{ exercise_name: 'Dips', sets: 4, reps: '8-10', target_weight: 20 }, pushed.exercises[0]] },
          reshaped[2],
        ],
      });
      expect(moved.status).toBe(200); // a move and a target
      await user.agent.put(`/api/training-plans/${doomedPlan.id}`).send({ is_active: true });
      await user.agent.delete(`/api/training-plans?id=${doomedPlan.id}`);
      await user.agent.post(`/api/training-plans/${plan.id}/completed-days`).send({ day_number: 2 });
      // A generation that fails, then one that makes a plan (as the planner's job records them).
      const answers = {
        display_name: 'Replay',
        training_frequency: '2',
        fitness_goal: 'strength',
        training_experience: 'beginner',
        body_weight: 80,
        focus_areas: ['Beine'],
      };
      const generation = async () => {
        const started = (await user.agent.post('/api/onboarding/complete').send(answers)).body.plan_generation_conversation_id as string;
        const question = (await user.agent.get(`/api/agents/conversations/${started}`)).body.messages[0].id as string;
        return { started, question, metadata: { userId: user.id, requestId: `job-${started}`, causationId: null } };
      };
      const failing = await generation();
      await bus.execute(
        new RecordPlanGenerationFailureCommand(
          user.id,
          failing.started,
          failing.question,
          'No valid JSON in response',
          { content: 'Kein Plan', model: 'm' },
          failing.metadata,
          new Date(),
        ),
      );
      const succeeding = await generation();
      const parsed = {
        planName: null,
        planDescription: null,
        days: [{ day_name: 'Ganzkörper', exercises: [{ exercise_name: 'Kniebeugen', sets: 3, reps: '5' }] }],
      };
      await bus.execute(
        new RecordGeneratedPlanCommand(
          user.id,
          succeeding.started,
          succeeding.question,
          { content: '{}', model: 'm' },
          parsed,
          succeeding.metadata,
          new Date(),
        ),
      );
      await user.agent.post('/api/onboarding/restart').send({ clear_selected_plan: true });
    }
  });
  afterAll(() => testApp.close());

  const names = allReadModels.map((model) => model.name);
  const model = (name: string) => allReadModels.find((candidate) => candidate.name === name)!;
  const rebuild = (...models: AnyReadModel[]) => rebuildReadModels(testApp.database.db, store, models, { batchSize: 7 });

  it.each(names)('%s: has rows, so the comparisons below compare something', async (name) => {
    expect((await rowsOf(testApp, model(name))).length).toBeGreaterThan(0);
  });

  it.each(names)('%s: a rebuild from the log equals the live rows, row for row', async (name) => {
    const live = await rowsOf(testApp, model(name));
    const result = await rebuild(model(name));
    expect(result.events).toBeGreaterThan(0);
    expect(await rowsOf(testApp, model(name))).toEqual(live);
  });

  it.each(names)('%s: applying every event a second time changes nothing', async (name) => {
    const before = await rowsOf(testApp, model(name));
    const events = await store.readAll(testApp.database.db, 0, 1_000_000);
    const withSource = isDerived(model(name)) ? [(model(name) as DerivedReadModel<object, object>).source, model(name)] : [model(name)];
    await testApp.database.db.transaction((tx) => new LiveRunner(withSource).apply(tx, events));
    expect(await rowsOf(testApp, model(name))).toEqual(before);
  });

  it.each(names)('%s: an emptied table is rebuilt to the same rows', async (name) => {
    const before = await rowsOf(testApp, model(name));
    await testApp.database.db.query(`DELETE FROM ${model(name).entity.options.tableName}`);
    await rebuild(model(name));
    expect(await rowsOf(testApp, model(name))).toEqual(before);
  });

  describe('in worker threads (the built app folds user shards in them; npm test builds first)', () => {
    const shardWorker = new URL('../dist/app/rebuild-shards.worker.js', import.meta.url);

    it('folds to the same rows, reporting progress shard by shard', async () => {
      const live = await Promise.all(allReadModels.map((candidate) => rowsOf(testApp, candidate)));
      const folded: number[] = [];
      // Batches of 7 events give each thread several shards.
      const result = await rebuildReadModels(testApp.database.db, store, allReadModels, {
        batchSize: 7,
        shardWorker,
        onProgress: ({ phase, events }) => {
          if (phase === 'fold') folded.push(events);
        },
      });
      expect(await Promise.all(allReadModels.map((candidate) => rowsOf(testApp, candidate)))).toEqual(live);
      expect(folded.length).toBeGreaterThan(2);
      expect(folded).toEqual([...folded].sort((a, b) => a - b));
      expect(folded.at(-1)).toBe(result.events);
    });

    it('stops when aborted, leaving the tables as they were and no shadow table behind', async () => {
      const live = await Promise.all(allReadModels.map((candidate) => rowsOf(testApp, candidate)));
      const controller = new AbortController();
      // Half way, the per-user read models are folding: the others read few events.
      const rebuilding = rebuildReadModels(testApp.database.db, store, allReadModels, {
        batchSize: 7,
        shardWorker,
        signal: controller.signal,
        onProgress: ({ phase, events, total }) => {
          if (phase === 'fold' && events >= total / 2) controller.abort(new Error('stopped by the admin'));
        },
      });
      await expect(rebuilding).rejects.toThrow('stopped by the admin');
      expect(await Promise.all(allReadModels.map((candidate) => rowsOf(testApp, candidate)))).toEqual(live);
      const { rows } = await testApp.database.db.query("SELECT tablename FROM pg_tables WHERE tablename LIKE '%\\_\\_rebuild'");
      expect(rows).toEqual([]);
    });
  });

  it('records the version and position each read model was rebuilt with', async () => {
    await rebuild(...allReadModels);
    const { rows } = await testApp.database.db.query('SELECT name, version, position FROM read_model_versions ORDER BY name');
    const head = await store.headPosition(testApp.database.db);
    expect(rows).toEqual([...allReadModels].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, version }) => ({ name, version, position: head })));
  });

  it('keeps users reading and logging while every read model is rebuilt, and loses no set', async () => {
    const user = await signIn(testApp, 'during-rebuild@example.com');
    const machine = await createMachine(user.agent, 'Während des Neuaufbaus');
    const rebuilding = rebuildReadModels(testApp.database.db, store, allReadModels, { batchSize: 3 });
    const logged = [];
    for (let index = 0; index < 20; index++) {
      logged.push(await logSet(user.agent, machine.id, { max_weight: 20 + index, reps: 5, date: dayOfWeek(0, 0) }));
      expect((await user.agent.get('/api/dashboard')).status).toBe(200);
    }
    await rebuilding;
    const entries = (await user.agent.get(`/api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: machine.id }))}`)).body;
    expect(entries.map((entry: { id: string }) => entry.id).sort()).toEqual(logged.map((entry) => entry.id).sort());
    for (const candidate of allReadModels) {
      const live = await rowsOf(testApp, candidate);
      await rebuild(candidate);
      expect(await rowsOf(testApp, candidate)).toEqual(live);
    }
  });

  it('keeps every read model consistent under concurrent logs, edits and deletions of one user', async () => {
    const user = await signIn(testApp, 'stress@example.com');
    const machines = [await createMachine(user.agent, 'Stress A'), await createMachine(user.agent, 'Stress B')];
    const seeded = [];
    for (let index = 0; index < 16; index++) {
      seeded.push(await logSet(user.agent, machines[index % 2]!.id, { max_weight: 40 + index, reps: 8, date: dayOfWeek(1 + (index % 3), index % 5) }));
    }
    const calls = [];
    for (let index = 0; index < 12; index++) {
      const machine = machines[index % 2]!;
      calls.push(
        user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 60 + index, reps: 5, date: dayOfWeek(1 + (index % 3), (index + 2) % 5) }),
      );
      calls.push(user.agent.put(`/api/workouts/${seeded[index]!.id}`).send({ reps: 10 + index, date: dayOfWeek(1 + ((index + 1) % 3), index % 5) }));
      if (index % 3 === 0) calls.push(user.agent.delete(`/api/workouts/${seeded[12 + index / 3]!.id}`));
    }
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => ![200, 201, 204].includes(status))).toEqual([]);
    for (const candidate of allReadModels) {
      const live = await rowsOf(testApp, candidate);
      await rebuild(candidate);
      expect(await rowsOf(testApp, candidate)).toEqual(live);
    }
  });

  it('still answers the same dashboard after rebuilding everything', async () => {
    const user = await signIn(testApp, 'replay-a@example.com');
    const before = (await user.agent.get('/api/dashboard?period=all')).body;
    const entries = (await user.agent.get('/api/workouts')).body;
    const me = (await user.agent.get('/api/auth/me')).body;
    await rebuild(...allReadModels);
    expect((await user.agent.get('/api/dashboard?period=all')).body).toEqual(before);
    expect((await user.agent.get('/api/workouts')).body).toEqual(entries);
    const after = (await user.agent.get('/api/auth/me')).body;
    expect({ ...after, updated_date: undefined }).toEqual({ ...me, updated_date: undefined });
    expect(before.totals.workouts).toBeGreaterThan(0);
    expect(me.current_streak).toBeGreaterThan(0);
  });
});
