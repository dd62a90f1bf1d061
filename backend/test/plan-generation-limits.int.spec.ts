import type { INestApplicationContext } from '@nestjs/common';
import type { User } from '@hantelwerk/api-types';
import { RateLimiter } from '../src/modules/limits/index.js';
import type { Agent } from './support/coach-fixtures.js';
import { signIn, startWorkerContext, until } from './support/coach-fixtures.js';
import type { ScriptedReply } from './support/openai-test-server.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const ANSWERS = {
  display_name: 'Lena',
  training_frequency: '3',
  fitness_goal: 'strength',
  training_experience: 'intermediate',
  body_weight: 64.5,
  focus_areas: ['Beine'],
};
const PLAN = {
  plan_name: 'Ganzkörper',
  plan_description: 'Drei Tage',
  training_days: [1, 2, 3].map((day) => ({ day_name: `Tag ${day}`, exercises: [{ exercise_name: 'Kniebeugen', sets: 3, reps: '8-10', target_weight: null }] })),
};

const me = async (agent: Agent): Promise<User> => (await agent.get('/api/auth/me')).body;
const settled = (agent: Agent) =>
  until(
    () => me(agent),
    (user) => user.plan_generation_status === 'completed' || user.plan_generation_status === 'failed',
    40_000,
    100,
  );

/** Issue #47: every call of a plan generation to the model counts against RATE_LIMIT_AI (2 per 10 minutes here). */
describe('plan generation within the AI limit', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let script: (index: number) => ScriptedReply;

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    server.respondWith((_body, index) => script(index));
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-planner-1', RATE_LIMIT_AI: '2/600' });
    worker = await startWorkerContext(testApp.config);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await server?.close();
  });

  it('pays a retried attempt too, and refuses the next generation with a 429 before any model call', async () => {
    const before = server.requests.length;
    // The first attempt meets a provider error, the retry a plan: two calls, two of the two points.
    script = (index) => (index === before ? { status: 500, error: { message: 'overloaded' } } : { content: JSON.stringify(PLAN) });
    const { agent } = await signIn(testApp.url, 'zweimal@example.com');
    expect((await agent.post('/api/onboarding/complete').send(ANSWERS)).status).toBe(200);
    expect((await settled(agent)).plan_generation_status).toBe('completed');
    expect(server.requests.length - before).toBe(2);

    const refused = await agent.post('/api/training-plans/generate');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'limit.ai' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.requests.length - before).toBe(2);
    expect((await me(agent)).plan_generation_status).toBe('completed');
  });

  it('fails a generation whose retry finds the limit used up, without asking the model again', async () => {
    const before = server.requests.length;
    script = () => ({ status: 500, error: { message: 'overloaded' } });
    const { agent, userId } = await signIn(testApp.url, 'knapp@example.com');
    expect((await agent.post('/api/onboarding/complete').send(ANSWERS)).status).toBe(200);
    // Another model call of the lifter's (a categorisation, say) takes the second point meanwhile.
    await testApp.app.get(RateLimiter).consume('ai', userId);
    const failed = await settled(agent);
    expect(failed).toMatchObject({ plan_generation_status: 'failed', plan_generation_error: expect.stringContaining('Rate limit') });
    expect(server.requests.length - before).toBe(1);
  });
});
