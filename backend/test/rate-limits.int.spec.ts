import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp, testEnv } from './support/test-app.js';
import { signIn } from './support/training.js';

/** A 429 as the API promises it: German message, `Retry-After`, the same seconds in `details`. */
function expectLimited(response: request.Response, limit: string, message: RegExp) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ error: 'Too Many Requests', details: { limit } });
  expect(response.body.message).toMatch(message);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(response.body.details.retry_after_seconds).toBe(seconds);
}

describe('cost and flood limits (rate-limiter-flexible on Redis)', () => {
  let testApp: TestApp;
  let users = 0;
  const newUser = () => signIn(testApp, `limited-${++users}@example.com`);

  beforeAll(async () => {
    testApp = await startTestApp({
      RATE_LIMIT_CHAT: '2/600',
      RATE_LIMIT_AI: '2/600',
      RATE_LIMIT_CONVERSATIONS: '4/600',
      RATE_LIMIT_WRITES: '10/60',
    });
  });
  afterAll(() => testApp.close());

  it('limits chat messages per user', async () => {
    const { agent } = await newUser();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push((await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id);
    for (const id of ids.slice(0, 2))
      expect((await agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Hallo' })).status).toBe(202);
    const limited = await agent.post(`/api/agents/conversations/${ids[2]}/messages`).send({ role: 'user', content: 'Hallo' });
    expectLimited(limited, 'chat', /^Du hast in kurzer Zeit sehr viele Nachrichten geschickt\. Bitte warte etwa 10 Minuten/);
    expect((await agent.get(`/api/agents/conversations/${ids[2]}`)).body.messages).toEqual([]);

    const other = await newUser();
    const id = (await other.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id;
    expect((await other.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Hallo' })).status).toBe(202);
  });

  it('limits the model-backed server functions per user', async () => {
    const { agent } = await newUser();
    for (let index = 0; index < 2; index++) {
      const skipped = await agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' });
      expect(skipped.body).toEqual({ data: { skipped: 'no_entries' } });
    }
    // categorizeExercise counts only when it needs a model (test/ai-limits-openai.int.spec.ts).
    const limited = await agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' });
    expectLimited(limited, 'ai', /^Rate limit: Du hast den KI-Coach in kurzer Zeit sehr oft beauftragt\./);
    // calculateStreak asks no model, so it counts only as a write
    expect((await agent.post('/api/functions/invoke').send({ functionName: 'calculateStreak' })).status).toBe(200);
  });

  it('limits starting conversations per user', async () => {
    const { agent } = await newUser();
    for (let index = 0; index < 4; index++) expect((await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).status).toBe(201);
    const limited = await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' });
    expectLimited(limited, 'conversations', /^Du hast in kurzer Zeit sehr viele Unterhaltungen begonnen\./);
    expect((await agent.get('/api/agents/conversations')).body).toHaveLength(4);
  });

  it('limits every write of a user, and reads go on', async () => {
    const { agent } = await newUser();
    for (let index = 0; index < 10; index++) expect((await agent.post('/api/machines').send({ name: `Übung ${index}` })).status).toBe(201);
    const limited = await agent.post('/api/machines').send({ name: 'Eine zu viel' });
    expectLimited(limited, 'writes', /^Du hast in kurzer Zeit sehr viele Änderungen geschickt\. Bitte warte \d+ Sekunden/);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const machines = await agent.get('/api/machines');
    expect(machines.status).toBe(200);
    expect(machines.body).toHaveLength(10);
  });
});

describe('limits shared by api replicas', () => {
  let first: TestApp;
  let second: NestExpressApplication;
  let secondUrl: string;
  let writer: string;
  const limits = { RATE_LIMIT_WRITES: '6/60', RATE_LIMIT_SIGN_IN: '4/600' };

  beforeAll(async () => {
    first = await startTestApp(limits);
    // Another replica: same database, same Redis and keys, its own process.
    second = await createApiApp(loadConfig(testEnv(first.database, { ...limits, QUEUE_PREFIX: first.config.queuePrefix })));
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
    writer = (await login(first.url, 0)).headers['set-cookie']![0]!.split(';')[0]!;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const login = (url: string, index: number) =>
    request(url)
      .post('/api/auth/dev-login')
      .send({ email: `ip-${index}@example.com`, name: 'Ip' });

  it('counts sign-ins per address on every replica, dev form and Google callback alike', async () => {
    expect((await login(first.url, 1)).status).toBe(201);
    expect((await login(secondUrl, 2)).status).toBe(201);
    expect((await login(first.url, 3)).status).toBe(201);
    expectLimited(await login(secondUrl, 4), 'sign-in', /^Von dieser Adresse gab es in kurzer Zeit sehr viele Anmeldungen\./);
    expectLimited(await request(first.url).get('/api/auth/google/callback?code=x&state=y'), 'sign-in', /Anmeldungen/);
    // whoever is signed in already carries on
    expect((await request(secondUrl).get('/api/auth/me').set('Cookie', writer)).status).toBe(200);
  });

  it('counts a user’s writes on every replica together', async () => {
    const create = (url: string, name: string) => request(url).post('/api/machines').set('Cookie', writer).send({ name });
    for (let index = 0; index < 3; index++) {
      expect((await create(first.url, `Erste ${index}`)).status).toBe(201);
      expect((await create(secondUrl, `Zweite ${index}`)).status).toBe(201);
    }
    expectLimited(await create(first.url, 'Zu viel'), 'writes', /Änderungen/);
    expectLimited(await create(secondUrl, 'Zu viel'), 'writes', /Änderungen/);
  });
});
