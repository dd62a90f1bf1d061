import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, logSet, signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import { OwnRedis } from './support/own-redis.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/** No request may hang on a Redis that is away: each answers within this (supertest fails it otherwise). */
const NO_HANG = { response: 5000, deadline: 8000 };

/**
 * Redis stopped and started again empty, under the api and a worker: a redis-server this test
 * starts on its own port (never the machine's shared one).
 */
describe('Redis down, and back without its data', () => {
  let redis: OwnRedis;
  let testApp: TestApp;
  let worker: INestApplicationContext | null = null;
  let lena: { agent: Agent; userId: string };

  beforeAll(async () => {
    redis = await OwnRedis.start();
    // Lena is an admin too, to see the queue board refuse as well.
    testApp = await startTestApp({ REDIS_URL: redis.url, ANALYSIS_DEBOUNCE_MS: '500', ADMIN_EMAILS: 'lena@example.com' });
    lena = await signIn(testApp.url, 'lena@example.com', 'Lena');
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await redis?.close();
  });

  const conversation = (id: string) => lena.agent.get(`/api/agents/conversations/${id}`).then((response) => response.body);
  const startChat = async () => (await lena.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id as string;
  const ask = (id: string, content: string) => lena.agent.post(`/api/agents/conversations/${id}/messages`).timeout(NO_HANG).send({ role: 'user', content });
  const replyTo = (id: string) =>
    until(
      () => conversation(id),
      (body) => body.status !== 'thinking',
      30_000,
      250,
    );

  it('keeps everything but the AI working, answers the AI with a quick 503, and answers a question asked meanwhile once Redis is back', async () => {
    worker = await startWorkerContext(testApp.config);
    const bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
    await redis.stop();
    await until(
      () => request(testApp.url).get('/api/health/ready').timeout(NO_HANG),
      (response) => response.body.redis === 'down',
    );

    // What does not need Redis goes on: sets, exercises, the dashboard, sessions, health.
    expect((await lena.agent.post('/api/workouts').timeout(NO_HANG).send({ machine_id: bench.id, max_weight: 60, reps: 8, date: today() })).status).toBe(201);
    expect(
      (
        await lena.agent
          .post('/api/machines')
          .timeout(NO_HANG)
          .send({ name: 'Rudern', categories: ['Rücken'] })
      ).status,
    ).toBe(201);
    expect((await lena.agent.get('/api/dashboard').timeout(NO_HANG)).status).toBe(200);
    expect((await request(testApp.url).get('/api/health/live').timeout(NO_HANG)).status).toBe(200);
    const ready = await request(testApp.url).get('/api/health/ready').timeout(NO_HANG);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });

    // What needs Redis says so at once: 503, the JSON error shape, Retry-After.
    for (const call of [
      lena.agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Beinpresse' } }),
      lena.agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' }),
      lena.agent.get('/api/jobs/chat.a.b'),
      lena.agent.get('/api/admin/job-queues'),
    ]) {
      const refused = await call.timeout(NO_HANG);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        message: 'Der KI-Coach ist gerade nicht erreichbar. Bitte versuche es in einer halben Minute erneut.',
        error: 'Service Unavailable',
        code: 'job.redis_unavailable',
        details: { retry_after_seconds: 30 },
      });
      expect(refused.headers['retry-after']).toBe('30');
    }
    expect((await request(testApp.url).get('/api/health/worker').timeout(NO_HANG)).status).toBe(503);

    // A question is stored and waits for Redis; nobody has to ask again.
    const id = await startChat();
    const asked = await ask(id, 'Was soll ich heute trainieren?');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'thinking', messages: [{ role: 'user', content: 'Was soll ich heute trainieren?' }] });
    // So is finishing onboarding: its plan is generated once Redis is back.
    const onboarded = await lena.agent
      .post('/api/onboarding/complete')
      .timeout(NO_HANG)
      .send({
        display_name: 'Lena',
        training_frequency: '3',
        fitness_goal: 'strength',
        training_experience: 'beginner',
        body_weight: 64,
        focus_areas: ['Beine'],
      });
    expect(onboarded.status).toBe(200);
    expect(onboarded.body.plan_generation_status).toBe('generating');

    await redis.startEmpty();
    const planned = await until(
      () => lena.agent.get('/api/auth/me').then((response) => response.body),
      (me) => me.plan_generation_status !== 'generating',
      45_000,
      250,
    );
    expect(planned.plan_generation_status).toBe('completed');
    const answered = await replyTo(id);
    expect(answered.status).toBe('idle');
    expect(answered.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
  });

  it('queues again, from the database, the jobs Redis lost in a restart: a reply, a categorisation, an analysis', async () => {
    await worker?.close();
    worker = null;
    // Recorded and queued while no worker runs ...
    const id = await startChat();
    expect((await ask(id, 'Wie viele Sätze für Muskelaufbau?')).status).toBe(202);
    const squat = await createMachine(lena.agent, 'Kniebeugen');
    await logSet(lena.agent, squat.id, 100, 5);
    // ... then Redis comes back without any of those jobs.
    await redis.stop();
    await redis.startEmpty();

    worker = await startWorkerContext(testApp.config);
    expect((await replyTo(id)).status).toBe('idle');
    const categorised = await until(
      () => lena.agent.get(`/api/machines/${squat.id}`).then((response) => response.body),
      (machine) => machine.categories.length > 0,
      30_000,
      250,
    );
    expect(categorised.categories).toEqual(['Beine']);
    const analysed = await until(
      () => lena.agent.get('/api/auth/me').then((response) => response.body),
      // The analysis of the set logged in the test before may land only now, on a loaded machine: wait for the squat's.
      (me) => me.last_performance_analysis?.includes('Kniebeugen') === true,
      30_000,
      250,
    );
    expect(analysed.last_performance_analysis).toContain('Kniebeugen');
  });
});
