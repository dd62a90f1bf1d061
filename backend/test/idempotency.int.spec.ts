import { randomUUID } from 'node:crypto';
import type { SignedIn } from './support/training.js';
import { createMachine, signIn, today } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/** Every write of the offline outbox carries an Idempotency-Key; a retried request must never store twice. */
describe('Idempotency-Key on writes', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let max: SignedIn;
  let bench: { id: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com', 'Lena');
    max = await signIn(testApp, 'max@example.com', 'Max');
    bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
  });
  afterAll(() => testApp.close());

  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.db.query(sql, params)).rows;
  const setsOf = async (userId: string) =>
    (await query('SELECT count(*)::int AS n FROM workout_entries WHERE user_id = $1 AND deleted_at IS NULL', [userId]))[0].n as number;
  const loggedEvents = async (userId: string) =>
    (await query(`SELECT count(*)::int AS n FROM events WHERE type = 'WorkoutLogged' AND data->>'userId' = $1`, [userId]))[0].n as number;
  const post = (user: SignedIn, key: string, body: object) => user.agent.post('/api/workouts').set('Idempotency-Key', key).send(body);

  it('stores one set for the same POST with the same key sent 20 times at once, and answers all 20 with it', async () => {
    const key = randomUUID();
    const body = { machine_id: bench.id, max_weight: 82.5, reps: 8, date: today() };
    const before = await setsOf(lena.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(lena, key, body)));

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const first = responses[0]!.body;
    expect(first).toMatchObject({ machine_id: bench.id, max_weight: 82.5, reps: 8 });
    for (const response of responses) expect(response.body).toEqual(first);
    expect(await setsOf(lena.id)).toBe(before + 1);
    expect(await loggedEvents(lena.id)).toBe(before + 1);
  });

  it('answers a later replay with the first result, Hanteln earned included', async () => {
    const key = randomUUID();
    const body = { machine_id: bench.id, max_weight: 60, reps: 10, date: today(), notes: 'Satz 1' };
    const first = await post(lena, key, body);
    const again = await post(lena, `"${key}"`, body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key for a different set with 422 and stores nothing', async () => {
    const key = randomUUID();
    await post(lena, key, { machine_id: bench.id, max_weight: 70, reps: 5, date: today() });
    const before = await setsOf(lena.id);
    const other = await post(lena, key, { machine_id: bench.id, max_weight: 72.5, reps: 5, date: today() });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await setsOf(lena.id)).toBe(before);
  });

  it('keeps keys apart per user: the same key from another lifter is another set', async () => {
    const key = randomUUID();
    const squat = await createMachine(max.agent, 'Kniebeuge');
    await post(lena, key, { machine_id: bench.id, max_weight: 50, reps: 5, date: today() });
    const response = await post(max, key, { machine_id: squat.id, max_weight: 100, reps: 5, date: today() });
    expect(response.status).toBe(201);
    expect(response.body.created_by).toBe('max@example.com');
  });

  it('logs a new set for each request without a key', async () => {
    const before = await setsOf(lena.id);
    const body = { machine_id: bench.id, max_weight: 40, reps: 12, date: today() };
    await lena.agent.post('/api/workouts').send(body).expect(201);
    await lena.agent.post('/api/workouts').send(body).expect(201);
    expect(await setsOf(lena.id)).toBe(before + 2);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await post(lena, 'x'.repeat(300), { machine_id: bench.id, max_weight: 40, reps: 12, date: today() });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Idempotency-Key/);
  });

  it('creates an exercise once per key, as the outbox does for one created offline with its first set', async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => lena.agent.post('/api/machines').set('Idempotency-Key', key).send({ name: 'Rudern' })));
    expect(responses.map((response) => [response.status, response.body.message])).toEqual(Array(5).fill([201, undefined]));
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect((await query(`SELECT count(*)::int AS n FROM machines WHERE user_id = $1 AND name = 'Rudern'`, [lena.id]))[0].n).toBe(1);
    const renamed = await lena.agent.post('/api/machines').set('Idempotency-Key', key).send({ name: 'Rudern eng' });
    expect(renamed.status).toBe(422);
  });

  describe('edits and deletions sent again by the outbox', () => {
    const logged = async () => (await post(lena, randomUUID(), { machine_id: bench.id, max_weight: 70, reps: 8, date: today() })).body as { id: string };
    const eventsOf = async (entryId: string, type: string) =>
      (await query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = $2', [`workout-${entryId}`, type]))[0].n as number;

    it('deletes once for the same DELETE sent 10 times at once and later again: every answer 204, one WorkoutDeleted', async () => {
      const set = await logged();
      const key = randomUUID();
      const responses = await Promise.all(Array.from({ length: 10 }, () => lena.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', key)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(204));
      expect((await lena.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', key)).status).toBe(204);
      expect(await eventsOf(set.id, 'WorkoutDeleted')).toBe(1);
      expect((await lena.agent.get(`/api/workouts/${set.id}`)).status).toBe(404);
    });

    it('answers another deletion of a deleted set 404, and another user’s deletion with the same key 404', async () => {
      const set = await logged();
      const key = randomUUID();
      expect((await lena.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', key)).status).toBe(204);
      expect((await lena.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', randomUUID())).status).toBe(404);
      expect((await lena.agent.delete(`/api/workouts/${set.id}`)).status).toBe(404);
      expect((await max.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', key)).status).toBe(404);
    });

    it('applies an edit once: sent again after a later edit it does not undo that one', async () => {
      const set = await logged();
      const key = randomUUID();
      const first = await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', key).send({ max_weight: 72.5, reps: 8, date: today(), notes: null });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ max_weight: 72.5, reps: 8 });
      // Edited on another device meanwhile; then the outbox's copy of the first edit arrives again.
      await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', randomUUID()).send({ reps: 6 });
      const replay = await lena.agent
        .put(`/api/workouts/${set.id}`)
        .set('Idempotency-Key', key)
        .send({ max_weight: 72.5, reps: 8, date: today(), notes: null });
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ max_weight: 72.5, reps: 6 });
      expect(await eventsOf(set.id, 'WorkoutEdited')).toBe(2);
      const concurrent = await Promise.all(
        Array.from({ length: 10 }, () => lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', 'gleiche-aenderung').send({ reps: 5 })),
      );
      expect(concurrent.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect(await eventsOf(set.id, 'WorkoutEdited')).toBe(3);
    });

    it('answers an edit sent again after the set was deleted with 404', async () => {
      const set = await logged();
      const key = randomUUID();
      await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', key).send({ reps: 9 });
      await lena.agent.delete(`/api/workouts/${set.id}`).set('Idempotency-Key', randomUUID());
      expect((await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', key).send({ reps: 9 })).status).toBe(404);
    });

    it('refuses an edit sent again with the same key and other values with 422, and keeps the first edit', async () => {
      const set = await logged();
      const key = randomUUID();
      expect((await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', key).send({ reps: 9 })).status).toBe(200);
      const reused = await lena.agent.put(`/api/workouts/${set.id}`).set('Idempotency-Key', key).send({ reps: 12 });
      expect(reused.status).toBe(422);
      expect(reused.body.message).toMatch(/Idempotency-Key/);
      expect((await lena.agent.get(`/api/workouts/${set.id}`)).body).toMatchObject({ reps: 9 });
      expect(await eventsOf(set.id, 'WorkoutEdited')).toBe(1);
    });

    it('answers the POST of a deleted set sent again with its key 404, and logs nothing', async () => {
      const key = randomUUID();
      const body = { machine_id: bench.id, max_weight: 65, reps: 7, date: today() };
      const set = (await post(lena, key, body)).body as { id: string };
      expect((await lena.agent.delete(`/api/workouts/${set.id}`)).status).toBe(204);
      const before = { sets: await setsOf(lena.id), logged: await loggedEvents(lena.id) };
      const replay = await post(lena, key, body);
      expect(replay.status).toBe(404);
      expect({ sets: await setsOf(lena.id), logged: await loggedEvents(lena.id) }).toEqual(before);
      expect((await lena.agent.get(`/api/workouts/${set.id}`)).status).toBe(404);
    });
  });
});
