import { randomUUID } from 'node:crypto';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { createMachine, signIn, today } from './support/training.js';
import type { SignedIn } from './support/training.js';

/** A guided training recorded as it ends, with the sets logged in it (issue #41). */
describe('trainings of guided sessions', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let tom: SignedIn;
  let bench: { id: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com');
    tom = await signIn(testApp, 'tom@example.com');
    bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
  });
  afterAll(() => testApp.close());

  const log = (agent: SignedIn['agent'], machineId: string, body: object, key?: string) => {
    const request = agent.post('/api/workouts');
    if (key) request.set('Idempotency-Key', key);
    return request.send({ machine_id: machineId, date: today(), ...body }).then((response) => response.body as { id: string });
  };

  it('takes the sets by id or by the key they were sent with, once, and answers the same training again', async () => {
    const warmup = await log(lena.agent, bench.id, { max_weight: 40, reps: 10, set_type: 'warmup' });
    const work = await log(lena.agent, bench.id, { max_weight: 80, reps: 8, rpe: 8 });
    const key = randomUUID();
    await log(lena.agent, bench.id, { max_weight: 80, reps: 7 }, key);
    const toms = await log(tom.agent, (await createMachine(tom.agent, 'Latzug')).id, { max_weight: 50, reps: 10 });
    const startedAt = new Date(Date.now() - 45 * 60_000).toISOString();
    const body = { title: 'Push', started_at: startedAt, duration_min: 45, sets: [warmup.id, work.id, key, toms.id] };

    const recorded = await lena.agent.post('/api/sessions').send(body);
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ title: 'Push', started_at: startedAt, duration_min: 45, set_count: 3 });
    expect(recorded.body.sets.map((set: { set_type: string; reps: number }) => [set.set_type, set.reps])).toEqual([
      ['warmup', 10],
      ['normal', 8],
      ['normal', 7],
    ]);
    const again = await lena.agent.post('/api/sessions').send({ ...body, title: 'Push (nochmal)' });
    expect(again.body).toMatchObject({ id: recorded.body.id, title: 'Push', set_count: 3 });
    const { rows } = await testApp.database.db.query("SELECT count(*)::int AS n FROM events WHERE type = 'TrainingRecorded'");
    expect(rows[0]!.n).toBe(1);
    expect((await tom.agent.get(`/api/sessions/${recorded.body.id}`)).status).toBe(404);
    expect((await tom.agent.get('/api/workouts')).body[0].session_id).toBeNull();
    expect((await lena.agent.get('/api/sessions')).body).toEqual([expect.objectContaining({ id: recorded.body.id, set_count: 3 })]);
  });

  it('refuses a training without a title, a start or set ids, with the field named', async () => {
    for (const [body, code] of [
      [{ title: '', started_at: new Date().toISOString(), sets: [] }, 'session.title'],
      [{ title: 'Push', started_at: 'gestern', sets: [] }, 'session.started_at'],
      [{ title: 'Push', started_at: new Date().toISOString(), sets: ['abc'] }, 'session.sets'],
      [{ title: 'Push', started_at: new Date().toISOString(), duration_min: -5, sets: [] }, 'session.duration'],
    ] as const) {
      const refused = await lena.agent.post('/api/sessions').send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(code);
    }
  });
});
