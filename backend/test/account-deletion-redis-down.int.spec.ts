import request from 'supertest';
import { rowsMentioning } from './support/leftovers.js';
import { OwnRedis } from './support/own-redis.js';
import { createMachine, logSet, signIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/** Every request answers within this while Redis is away (supertest fails it otherwise). */
const NO_HANG = { response: 5000, deadline: 8000 };

/**
 * Issue #28: deleting an account while Redis is down hung for over ten minutes (the user's jobs
 * are looked for in queues that wait for Redis). Now a quick 503 that leaves the account as it
 * was, and the same request succeeds once Redis is back. A redis-server of this test's own.
 */
describe('account deletion while Redis is down', () => {
  let redis: OwnRedis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    testApp = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await testApp?.close();
    await redis?.close();
  });

  const redisIs = async (state: 'ok' | 'down') => {
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const { body } = await request(testApp.url).get('/api/health/ready').timeout(NO_HANG);
      if (body.redis === state) return;
    }
    throw new Error(`Redis did not become ${state}`);
  };

  it('answers 503 within 2 s and keeps the account, then deletes it once Redis is back', async () => {
    const user = await signIn(testApp, 'ohne-redis@example.com', 'Rita Redislos');
    const bench = await createMachine(user.agent, 'Schrägbank');
    await logSet(user.agent, bench.id, { max_weight: 70, reps: 6, notes: 'Notiz ohne Redis' });
    await redis.stop();
    await redisIs('down');

    const started = Date.now();
    const refused = await user.agent.post('/api/functions/invoke').timeout(NO_HANG).send({ functionName: 'deleteUserAccount' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toEqual({
      message: 'Dein Account kann gerade nicht gelöscht werden, weil ein Dienst kurz nicht erreichbar ist. Bitte versuche es in einer halben Minute erneut.',
      error: 'Service Unavailable',
      code: 'account.needs_redis',
      details: { retry_after_seconds: 30 },
    });
    // Nothing was erased: the user is signed in with everything as it was, to try again.
    expect((await user.agent.get('/api/auth/me')).status).toBe(200);
    expect((await user.agent.get('/api/workouts')).body).toHaveLength(1);

    await redis.startEmpty();
    await redisIs('ok');
    const deleted = await user.agent.post('/api/functions/invoke').timeout(NO_HANG).send({ functionName: 'deleteUserAccount' });
    expect(deleted.body).toEqual({ data: { success: true } });
    expect(await rowsMentioning(testApp.database.db, user.id, user.email, 'Notiz ohne Redis')).toEqual({});
    expect((await user.agent.get('/api/auth/me')).status).toBe(401);
  });
});
