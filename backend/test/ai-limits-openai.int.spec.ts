import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUES } from '../src/modules/jobs/queues.js';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, signIn, startWorkerContext, until } from './support/coach-fixtures.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * The AI limit (RATE_LIMIT_AI) counts every categorisation that needs the model, whatever started
 * it: a new exercise without categories as much as categorizeExercise. Real SDK, scripted server.
 */
describe('categorisations that need the model count against the AI limit', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    server.respondWith(() => ({ content: '{"categories": ["Rücken"]}' }));
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-coach-1', RATE_LIMIT_AI: '3/600' });
    worker = await startWorkerContext(testApp.config);
    const redis = new URL(testApp.config.redisUrl);
    queue = new Queue(QUEUES.categorisation, {
      connection: { host: redis.hostname, port: Number(redis.port || 6379) },
      prefix: testApp.config.queuePrefix,
    });
  });
  afterAll(async () => {
    await queue?.close();
    await worker?.close();
    await testApp?.close();
    await server?.close();
  });

  const categorisationsAsked = () => server.requests.filter((request) => JSON.stringify(request.body.messages).includes('Kategorisiere die Übung')).length;
  const categorised = async (agent: Agent) =>
    ((await agent.get('/api/machines')).body as { categories: string[] }[]).filter((machine) => machine.categories.length > 0).length;
  const idle = async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((count) => count === 0);
  };

  it('asks the model for new exercises only up to the limit, then answers categorizeExercise 429', async () => {
    const { agent } = await signIn(testApp.url, 'sammlerin@example.com');
    const before = categorisationsAsked();
    for (let index = 1; index <= 5; index++) await createMachine(agent, `Zugmaschine Modell ${index}`);
    await until(idle, Boolean);
    expect(categorisationsAsked() - before).toBe(3);
    expect(await categorised(agent)).toBe(3);

    const refused = await agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Noch eine Maschine' } });
    expect(refused.status).toBe(429);
    expect(refused.body.details).toMatchObject({ limit: 'ai' });
    expect(categorisationsAsked() - before).toBe(3);
    // A name the cache knows costs nothing: answered over the limit.
    const cached = await agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Zugmaschine Modell 1' } });
    expect(cached.body).toEqual({ data: { categories: ['Rücken'] } });
  });

  it('counts per user: another lifter still has the whole limit', async () => {
    const { agent } = await signIn(testApp.url, 'nachbar@example.com');
    const before = categorisationsAsked();
    const answer = await agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Rudermaschine Spezial' } });
    expect(answer.body).toEqual({ data: { categories: ['Rücken'] } });
    expect(categorisationsAsked() - before).toBe(1);
  });
});

describe('the offline coach categorises from its catalogue, which costs nothing', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_AI: '1/600' });
    worker = await startWorkerContext(testApp.config);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  it('categorises every new exercise and answers categorizeExercise past the AI limit', async () => {
    const { agent } = await signIn(testApp.url, 'offline@example.com');
    for (const name of ['Bankdrücken', 'Latzug', 'Beinpresse']) await createMachine(agent, name);
    const machines = await until(
      async () => (await agent.get('/api/machines')).body as { name: string; categories: string[] }[],
      (list) => list.every((machine) => machine.categories.length > 0),
    );
    expect(machines.map((machine) => machine.categories)).toEqual(expect.arrayContaining([['Brust'], ['Rücken'], ['Beine']]));
    for (const exerciseName of ['Kniebeuge', 'Seitheben']) {
      const answer = await agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.categories.length).toBeGreaterThan(0);
    }
  });
});
