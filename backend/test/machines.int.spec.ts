import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { CategoriseMachineCommand } from '../src/modules/workouts/machines/commands/index.js';
import { ERROR_TEXTS } from '../src/app/error-texts.js';

const messageOf = (code: keyof typeof ERROR_TEXTS) => ERROR_TEXTS[code];
import type { SignedIn } from './support/training.js';
import { createMachine, dayOfWeek, logSet, signIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('machines over HTTP', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let max: SignedIn;

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com', 'Lena');
    max = await signIn(testApp, 'max@example.com', 'Max');
  });
  afterAll(() => testApp.close());

  const events = async (streamId: string) =>
    (await testApp.database.db.query('SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version', [streamId])).rows;
  const ai = (userId: string, machineId: string, categories: string[]) =>
    testApp.app
      .get(CommandBus)
      .execute(new CategoriseMachineCommand(userId, machineId, categories, 'ai', { userId: null, requestId: `ai-${randomUUID()}`, now: new Date() }));

  it('requires a session', async () => {
    expect((await request(testApp.url).get('/api/machines')).status).toBe(401);
    expect((await request(testApp.url).post('/api/machines').send({ name: 'X' })).status).toBe(401);
  });

  it('creates a machine, trimmed, with its categories in the spec order, and records MachineCreated', async () => {
    const response = await lena.agent.post('/api/machines').send({ name: '  Bankdrücken ', categories: ['Arme', 'Brust', 'Arme'] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Bankdrücken',
      categories: ['Brust', 'Arme'],
      catalogue_id: 'bench-press',
      created_date: expect.any(String),
      updated_date: response.body.created_date,
      existing: false,
    });
    const recorded = await events(`machine-${response.body.id}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'MachineCreated',
      data: { machineId: response.body.id, userId: lena.id, name: 'Bankdrücken', categories: ['Brust', 'Arme'] },
      metadata: { userId: lena.id, requestId: response.headers['x-request-id'] },
    });
  });

  it('answers the exercise a name already is, by name in any case or by catalogue movement, with 200 and existing: true, creating nothing', async () => {
    const lifter = await signIn(testApp, 'twins@example.com');
    const squat = await lifter.agent.post('/api/machines').send({ name: 'Kniebeugen', categories: ['Beine'] });
    expect([squat.status, squat.body.existing]).toEqual([201, false]);
    await logSet(lifter.agent, squat.body.id, { max_weight: 82.5, reps: 5 });
    const created = async () =>
      (await testApp.database.db.query("SELECT count(*)::int AS n FROM events WHERE type = 'MachineCreated' AND metadata->>'userId' = $1", [lifter.id])).rows[0]
        .n;
    for (const name of ['KNIEBEUGEN ', 'Kniebeuge', 'squats']) {
      const again = await lifter.agent.post('/api/machines').send({ name });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ...squat.body, updated_date: expect.any(String), existing: true });
    }
    expect(await created()).toBe(1);
    // Sets logged on what the name answered are that exercise's: the first of them holds no record the history beat.
    const answered = (await lifter.agent.post('/api/machines').send({ name: 'Kniebeuge' })).body.id;
    expect((await logSet(lifter.agent, answered, { max_weight: 80, reps: 5 })).personal_records).toEqual([]);
    // A genuinely new name, a resemblance or a typo, and the same name for another lifter are new exercises.
    for (const name of ['Beinpresse', 'Beinpresse 45', 'Kniebuege']) expect((await lifter.agent.post('/api/machines').send({ name })).status).toBe(201);
    const other = await max.agent.post('/api/machines').send({ name: 'Kniebeuge' });
    expect([other.status, other.body.existing]).toEqual([201, false]);
  });

  it('answers one exercise when the same name is posted many times at once', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => lena.agent.post('/api/machines').send({ name: 'Rudern' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const created = responses.find((response) => response.status === 201)!.body.id;
    expect(responses.every((response) => response.body.id === created && response.body.existing === (response.status === 200))).toBe(true);
    const { rows } = await testApp.database.db.query("SELECT count(*)::int AS n FROM events WHERE type = 'MachineCreated' AND data->>'name' = 'Rudern'");
    expect(rows[0].n).toBe(1);
  });

  it.each([
    ['a missing name', {}, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a name that is no text', { name: 42 }, 'name'],
    ['an unknown category', { name: 'Dips', categories: ['Zehen'] }, 'categories'],
    ['categories that are no list', { name: 'Dips', categories: 'Brust' }, 'categories'],
    ['an unknown field', { name: 'Dips', user_id: randomUUID() }, 'user_id'],
  ])('refuses %s with 400 in German and writes nothing', async (_label, body, field) => {
    const before = (await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const response = await lena.agent.post('/api/machines').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(/[a-zäöü]/) });
    expect(response.body.details[0].field).toBe(field);
    expect((await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await lena.agent.post('/api/machines').send({ name: 'y'.repeat(100) })).status).toBe(201);
  });

  it('lists own machines only, newest activity first: a new entry moves updated_date', async () => {
    const user = await signIn(testApp, 'order@example.com');
    const older = await createMachine(user.agent, 'Latzug');
    const newer = await createMachine(user.agent, 'Beinpresse');
    expect((await user.agent.get('/api/machines')).body.map((machine: { id: string }) => machine.id)).toEqual([newer.id, older.id]);
    await logSet(user.agent, older.id, { max_weight: 50, reps: 10 });
    const list = (await user.agent.get('/api/machines')).body;
    expect(list.map((machine: { id: string }) => machine.id)).toEqual([older.id, newer.id]);
    expect(list[0].updated_date > list[0].created_date).toBe(true);
  });

  it("orders by the last set still logged: deleting an exercise's newest set gives it back its earlier activity", async () => {
    const user = await signIn(testApp, 'reorder@example.com');
    const older = await createMachine(user.agent, 'Latzug');
    const newer = await createMachine(user.agent, 'Beinpresse');
    await logSet(user.agent, older.id, { max_weight: 50, reps: 10 });
    const first = await logSet(user.agent, newer.id, { max_weight: 80, reps: 8 });
    await logSet(user.agent, older.id, { max_weight: 52, reps: 10 });
    const last = await logSet(user.agent, newer.id, { max_weight: 82, reps: 8 });
    const order = async () => (await user.agent.get('/api/machines')).body.map((machine: { id: string }) => machine.id);
    expect(await order()).toEqual([newer.id, older.id]);
    expect((await user.agent.delete(`/api/workouts/${last.id}`)).status).toBe(204);
    expect(await order()).toEqual([older.id, newer.id]);
    expect((await user.agent.delete(`/api/workouts/${first.id}`)).status).toBe(204);
    const list = (await user.agent.get('/api/machines')).body;
    expect(list.map((machine: { id: string }) => machine.id)).toEqual([older.id, newer.id]);
    expect(list[1].updated_date).toBe(list[1].created_date);
  });

  it('renames and re-categorises; the name must stay unique', async () => {
    const machine = await createMachine(lena.agent, 'Schulterdrücken');
    await createMachine(lena.agent, 'Seitheben');
    const renamed = await lena.agent.put(`/api/machines/${machine.id}`).send({ name: 'Military Press', categories: ['Schultern'] });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: machine.id, name: 'Military Press', categories: ['Schultern'] });
    expect((await events(`machine-${machine.id}`)).map((event) => event.type)).toEqual(['MachineCreated', 'MachineRenamed', 'MachineCategorised']);
    const taken = await lena.agent.put(`/api/machines/${machine.id}`).send({ name: 'seitheben' });
    expect(taken.status).toBe(409);
    // Its own name in other letters is no conflict.
    expect((await lena.agent.put(`/api/machines/${machine.id}`).send({ name: 'military press' })).status).toBe(200);
    // Nor is another spelling of its own movement.
    expect((await lena.agent.put(`/api/machines/${machine.id}`).send({ name: 'Schulterdrücken' })).status).toBe(200);
    const invalid = await lena.agent.put(`/api/machines/${machine.id}`).send({ categories: ['Füße'] });
    expect(invalid.status).toBe(400);
  });

  it('refuses renaming into a name the lifter already has, by name or by movement, with a 409 naming that exercise; the merge then joins them', async () => {
    const lifter = await signIn(testApp, 'rename-twin@example.com');
    const squat = await createMachine(lifter.agent, 'Kniebeugen', ['Beine']);
    const typo = await createMachine(lifter.agent, 'Kniebuege');
    await logSet(lifter.agent, squat.id, { max_weight: 82.5, reps: 5 });
    const before = await events(`machine-${typo.id}`);
    const byName = await lifter.agent.put(`/api/machines/${typo.id}`).send({ name: 'kniebeugen' });
    expect(byName.status).toBe(409);
    expect(byName.body).toEqual({
      message: messageOf('machine.duplicate_name'),
      error: 'Conflict',
      code: 'machine.duplicate_name',
      details: { id: squat.id, name: 'Kniebeugen' },
      params: { name: 'Kniebeugen' },
    });
    const byMovement = await lifter.agent.put(`/api/machines/${typo.id}`).send({ name: 'Kniebeuge', categories: ['Beine'] });
    expect(byMovement.status).toBe(409);
    expect(byMovement.body).toEqual({
      message: 'Diese Übung hast du schon: „Kniebeugen“.',
      error: 'Conflict',
      code: 'machine.same_movement',
      details: { id: squat.id, name: 'Kniebeugen' },
      params: { name: 'Kniebeugen' },
    });
    expect(await events(`machine-${typo.id}`)).toEqual(before);
    // The merge the app offers then, from the renamed exercise's side: it goes into the one it would have been.
    const merged = await lifter.agent.post(`/api/machines/${typo.id}/merge`).send({ into: byMovement.body.details.id });
    expect([merged.status, merged.body.name]).toEqual([200, 'Kniebeugen']);
  });

  describe("another user's machine", () => {
    let foreign: { id: string; name: string };
    beforeAll(async () => {
      foreign = await createMachine(max.agent, 'Max Bankdrücken', ['Brust']);
      await logSet(max.agent, foreign.id, { max_weight: 100, reps: 5 });
    });

    const unchanged = async () => {
      const own = await max.agent.get(`/api/machines/${foreign.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ name: 'Max Bankdrücken', categories: ['Brust'] });
      expect((await max.agent.get('/api/workouts').query({ filter: JSON.stringify({ machine_id: foreign.id }) })).body).toHaveLength(1);
    };

    it.each([
      ['read', (id: string) => lena.agent.get(`/api/machines/${id}`)],
      ['update', (id: string) => lena.agent.put(`/api/machines/${id}`).send({ name: 'Gekapert' })],
      ['delete', (id: string) => lena.agent.delete(`/api/machines/${id}`)],
      ['log to', (id: string) => lena.agent.post('/api/workouts').send({ machine_id: id, max_weight: 10, reps: 1, date: dayOfWeek(0, 0) })],
    ])('is a 404 to %s, and nothing changes', async (_label, call) => {
      const response = await call(foreign.id);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'Not Found' });
      await unchanged();
    });

    it('does not appear in the list, and filtering by it finds nothing', async () => {
      expect((await lena.agent.get('/api/machines')).body.map((machine: { id: string }) => machine.id)).not.toContain(foreign.id);
      expect((await lena.agent.get('/api/workouts').query({ filter: JSON.stringify({ machine_id: foreign.id }) })).body).toEqual([]);
    });

    it('cannot be categorised by an AI job running for another user', async () => {
      expect(await ai(lena.id, foreign.id, ['Beine'])).toEqual({ applied: false });
      await unchanged();
    });
  });

  it('files an exercise under its catalogue entry by its name, singular, plural or English, and again when renamed', async () => {
    const ids: (string | null)[] = [];
    for (const name of ['Kniebeugen', 'Squat', 'Latziehen', 'Mein Spezialgerät'])
      ids.push((await max.agent.post('/api/machines').send({ name })).body.catalogue_id);
    expect(ids).toEqual(['back-squat', 'back-squat', 'lat-pulldown', null]);
    const own = await createMachine(max.agent, 'Beinpresse');
    expect((await max.agent.get(`/api/machines/${own.id}`)).body.catalogue_id).toBe('leg-press');
    const renamed = await max.agent.put(`/api/machines/${own.id}`).send({ name: 'Beinstrecker' });
    expect(renamed.body.catalogue_id).toBe('leg-extension');
    expect((await max.agent.get('/api/machines')).body.find((machine: { id: string }) => machine.id === own.id).catalogue_id).toBe('leg-extension');
  });

  it('answers ids that cannot exist with 404', async () => {
    expect((await lena.agent.get('/api/machines/not-an-id')).status).toBe(404);
    expect((await lena.agent.delete(`/api/machines/${randomUUID()}`)).status).toBe(404);
  });

  describe('AI categorisation (CategoriseMachineCommand)', () => {
    it('fills in the categories of a machine created without any', async () => {
      const machine = await createMachine(lena.agent, 'Hammercurls');
      expect(await ai(lena.id, machine.id, ['Arme', 'Unsinn'])).toEqual({ applied: true });
      expect((await lena.agent.get(`/api/machines/${machine.id}`)).body.categories).toEqual(['Arme']);
      expect((await events(`machine-${machine.id}`)).at(-1)).toMatchObject({ type: 'MachineCategorised', data: { source: 'ai' } });
    });

    it('is a no-op when the user chose categories by hand meanwhile: user choice wins', async () => {
      const machine = await createMachine(lena.agent, 'Crunches');
      await lena.agent.put(`/api/machines/${machine.id}`).send({ categories: ['Bauch'] });
      expect(await ai(lena.id, machine.id, ['Ganzkörper'])).toEqual({ applied: false });
      expect((await lena.agent.get(`/api/machines/${machine.id}`)).body.categories).toEqual(['Bauch']);
    });

    it('is a no-op, not an error, when the machine was deleted meanwhile', async () => {
      const machine = await createMachine(lena.agent, 'Wadenheben');
      await lena.agent.delete(`/api/machines/${machine.id}`);
      expect(await ai(lena.id, machine.id, ['Beine'])).toEqual({ applied: false });
      expect((await events(`machine-${machine.id}`)).map((event) => event.type)).toEqual(['MachineCreated', 'MachineDeleted']);
    });
  });

  describe('deleting a machine', () => {
    it('deletes it and all its entries as events in one go, and the dashboard follows', async () => {
      const user = await signIn(testApp, 'cascade@example.com');
      const doomed = await createMachine(user.agent, 'Butterfly', ['Brust']);
      const kept = await createMachine(user.agent, 'Dips');
      const doomedSets = [
        await logSet(user.agent, doomed.id, { max_weight: 40, reps: 10, date: dayOfWeek(1) }),
        await logSet(user.agent, doomed.id, { max_weight: 45, reps: 8, date: dayOfWeek(0, 0) }),
      ];
      await logSet(user.agent, kept.id, { max_weight: 20, reps: 12, date: dayOfWeek(0, 0) });
      expect((await user.agent.get('/api/dashboard?period=all')).body.totals).toMatchObject({ workouts: 3, volume: 400 + 360 + 240 });
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(2);

      const response = await user.agent.delete(`/api/machines/${doomed.id}`);
      expect(response.status).toBe(204);

      expect((await user.agent.get('/api/machines')).body.map((machine: { id: string }) => machine.id)).toEqual([kept.id]);
      expect((await user.agent.get(`/api/machines/${doomed.id}`)).status).toBe(404);
      const entries = (await user.agent.get('/api/workouts')).body;
      expect(entries.map((entry: { machine_id: string }) => entry.machine_id)).toEqual([kept.id]);
      for (const set of doomedSets) expect((await user.agent.put(`/api/workouts/${set.id}`).send({ reps: 3 })).status).toBe(404);
      const dashboard = (await user.agent.get('/api/dashboard?period=all')).body;
      expect(dashboard.totals).toMatchObject({ workouts: 1, volume: 240 });
      expect(dashboard.machines.map((machine: { id: string }) => machine.id)).toEqual([kept.id]);
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(1); // last week's only set is gone

      const machineEvents = await events(`machine-${doomed.id}`);
      expect(machineEvents.map((event) => event.type)).toEqual(['MachineCreated', 'MachineDeleted']);
      const { rows: deletions } = await testApp.database.db.query(
        `SELECT stream_id, data, metadata FROM events WHERE type = 'WorkoutDeleted' AND data->>'machineId' = $1 ORDER BY position`,
        [doomed.id],
      );
      expect(deletions.map((row) => row.stream_id)).toEqual(doomedSets.map((set) => `workout-${set.id}`));
      expect(deletions.every((row) => row.data.reason === 'machine_deleted')).toBe(true);
      const { rows: cause } = await testApp.database.db.query("SELECT event_id FROM events WHERE stream_id = $1 AND type = 'MachineDeleted'", [
        `machine-${doomed.id}`,
      ]);
      expect(deletions.every((row) => row.metadata.causationId === cause[0].event_id)).toBe(true);
    });

    it('frees the name for a new machine', async () => {
      const user = await signIn(testApp, 'rename-after-delete@example.com');
      const machine = await createMachine(user.agent, 'Klimmzug');
      await user.agent.delete(`/api/machines/${machine.id}`);
      expect((await user.agent.post('/api/machines').send({ name: 'klimmzug' })).status).toBe(201);
    });

    it('leaves no orphan entry when sets are logged while it is deleted', async () => {
      const user = await signIn(testApp, 'race@example.com');
      const machine = await createMachine(user.agent, 'Kreuzheben');
      await logSet(user.agent, machine.id, { max_weight: 120, reps: 3 });
      // Sets keep arriving every few milliseconds, before, while and after the deletion runs.
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const logs = Array.from({ length: 16 }, async (_, index) => {
        await pause(index * 3);
        return user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 100 + index, reps: 5, date: dayOfWeek(0, 0) });
      });
      const deletion = pause(20).then(() => user.agent.delete(`/api/machines/${machine.id}`));
      const [deleted, ...logged] = await Promise.all([deletion, ...logs]);
      expect(deleted.status).toBe(204);
      expect(logged.every((response) => response.status === 201 || response.status === 404)).toBe(true);
      const { rows } = await testApp.database.db.query(
        `SELECT
           (SELECT count(*)::int FROM events WHERE type = 'WorkoutLogged' AND data->>'machineId' = $1::text) AS logged,
           (SELECT count(*)::int FROM events WHERE type = 'WorkoutDeleted' AND data->>'machineId' = $1::text) AS deleted,
           (SELECT count(*)::int FROM workout_entries WHERE machine_id = $1::uuid AND deleted_at IS NULL) AS live`,
        [machine.id],
      );
      expect(rows[0].logged).toBe(rows[0].deleted);
      expect(rows[0].live).toBe(0);
      expect((await user.agent.get('/api/workouts')).body).toEqual([]);
      expect((await user.agent.get('/api/dashboard')).body.totals).toMatchObject({ workouts: 0, volume: 0 });
    });
  });
});
